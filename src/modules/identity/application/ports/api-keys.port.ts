import type { ApiKeyScope } from '@platform/http/api-key-scopes';
import type { Transaction } from '@platform/kernel/transaction';
import type { StoredApiKey } from '../../domain/api-key';
import type { MemberStanding } from './session.repository.port';

export type NewApiKey = {
  memberId: string;
  institutionId: string;
  name: string;
  prefix: string;
  keyHash: string;
  scopes: readonly ApiKeyScope[];
  expiresAt: Date;
};

/**
 * Which keys a seat reaches (ADR 0021): every key of its institution's seats when `everySeat` (the owner and
 * managers), else its own. A key belongs to the institution its seat is in (identity owns both tables).
 */
export type KeyReach = { memberId: string; institutionId: string; everySeat: boolean };

/** member_api_keys (with the member's standing, which identity owns too). */
export type ApiKeyRepository = {
  /** null when the institution already holds `max` keys not revoked (counted and inserted as one step per institution) */
  create(key: NewApiKey, max: number): Promise<StoredApiKey | null>;
  /** The keys not revoked the seat reaches, newest first, each with its creator's name. */
  listActive(reach: KeyReach): Promise<StoredApiKey[]>;
  /** Revokes a key the seat reaches; null when it reaches none such or it is already revoked. */
  revoke(reach: KeyReach, id: string): Promise<StoredApiKey | null>;
  /** Revokes every key of the member still standing (inside `tx` when given); answers those it revoked. */
  revokeAll(memberId: string, tx?: Transaction): Promise<StoredApiKey[]>;
  /** A new expiry for a key the seat reaches, not revoked (an expired one comes back); null when there is none. */
  renew(reach: KeyReach, id: string, expiresAt: Date): Promise<StoredApiKey | null>;
  findByHash(keyHash: string): Promise<{ key: StoredApiKey; standing: MemberStanding | null } | null>;
  touch(id: string): Promise<void>;
};
