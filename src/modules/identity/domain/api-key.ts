import { API_KEY_PREFIX, type ApiKeyScope } from '@platform/http/api-key-scopes';

/** Member API keys (issue 17 §1): pure rules. */

/** What screens show of a key: enough to tell keys apart, far too little to use one. */
export const KEY_PREFIX_LENGTH = 12;
export const prefixOf = (key: string) => key.slice(0, KEY_PREFIX_LENGTH);

/** A key is `erk_` and 43 base64url characters (32 random bytes). */
export const looksLikeKey = (text: string) => text.startsWith(API_KEY_PREFIX) && /^erk_[A-Za-z0-9_-]{43}$/.test(text);

/** Active keys a member may hold at once. */
export const MAX_ACTIVE_KEYS = 20;

export type StoredApiKey = {
  id: string;
  memberId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};

/** Honoured while neither revoked nor past its expiry. */
export const isUsable = (key: Pick<StoredApiKey, 'expiresAt' | 'revokedAt'>, now: Date) =>
  key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());

/** last_used_at is written at most once a minute per key: every call would otherwise be a write. */
export const LAST_USE_RESOLUTION_MS = 60_000;
export const needsTouch = (lastUsedAt: Date | null, now: Date) => lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS;
