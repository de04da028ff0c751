import { API_KEY_PREFIX, type ApiKeyScope } from '@platform/http/api-key-scopes';

/** Member API keys (ADR 0012): pure rules. */

/** What screens show of a key: enough to tell keys apart, far too little to use one. */
export const KEY_PREFIX_LENGTH = 12;
export const prefixOf = (key: string) => key.slice(0, KEY_PREFIX_LENGTH);

/** A key is `erk_` and 43 base64url characters (32 random bytes). */
export const looksLikeKey = (text: string) => text.startsWith(API_KEY_PREFIX) && /^erk_[A-Za-z0-9_-]{43}$/.test(text);

/** Active keys an institution may hold at once (ADR 0021: keys are the institution's; a team shares its twenty). */
export const MAX_ACTIVE_KEYS = 20;

/** A seat's role in its institution (ADR 0021). */
type SeatRole = 'owner' | 'manager' | 'member';

/**
 * ADR 0021: API keys are the institution's. Its owner and managers create keys and see, renew and revoke every key
 * of the institution; a member seat keeps only what it made before it joined (its own keys, to read and revoke).
 */
export const managesInstitutionKeys = (role: SeatRole): boolean => role === 'owner' || role === 'manager';

/**
 * ADR 0012: every key expires. A new or renewed key lives this many days unless the member asks for 1 to
 * KEY_LIFETIME_MAX_DAYS, so a key minted from a stolen session (with the password) still dies on its own.
 */
export const KEY_LIFETIME_DEFAULT_DAYS = 90;
export const KEY_LIFETIME_MAX_DAYS = 365;
const DAY_MS = 86_400_000;
export const expiryFrom = (now: Date, days: number = KEY_LIFETIME_DEFAULT_DAYS) => new Date(now.getTime() + days * DAY_MS);

export type StoredApiKey = {
  id: string;
  memberId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  /** the seat that made it, named (read only by the institution's list) */
  creatorName?: string;
};

/** Honoured while neither revoked nor past its expiry. */
export const isUsable = (key: Pick<StoredApiKey, 'expiresAt' | 'revokedAt'>, now: Date) => key.revokedAt === null && key.expiresAt.getTime() > now.getTime();

/** last_used_at is written at most once a minute per key: every call would otherwise be a write. */
export const LAST_USE_RESOLUTION_MS = 60_000;
export const needsTouch = (lastUsedAt: Date | null, now: Date) => lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS;
