import type { ApiKeyScope } from '@platform/http/api-key-scopes';
import type { Transaction } from '@platform/kernel/transaction';
import type { StoredApiKey } from '../../domain/api-key';
import type { MemberStanding } from './session.repository.port';

export type NewApiKey = { memberId: string; name: string; prefix: string; keyHash: string; scopes: readonly ApiKeyScope[]; expiresAt: Date };

/** member_api_keys (with the member's standing, which identity owns too). */
export type ApiKeyRepository = {
  /** null when the member already holds `max` keys not revoked (counted and inserted as one step per member) */
  create(key: NewApiKey, max: number): Promise<StoredApiKey | null>;
  /** The member's keys not revoked, newest first. */
  listActive(memberId: string): Promise<StoredApiKey[]>;
  /** Revokes the member's own key; false when it is not theirs or already revoked. */
  revoke(memberId: string, id: string): Promise<StoredApiKey | null>;
  /** Revokes every key of the member still standing (inside `tx` when given); answers those it revoked. */
  revokeAll(memberId: string, tx?: Transaction): Promise<StoredApiKey[]>;
  /** A new expiry for the member's own key not revoked (an expired one comes back); null when there is none. */
  renew(memberId: string, id: string, expiresAt: Date): Promise<StoredApiKey | null>;
  findByHash(keyHash: string): Promise<{ key: StoredApiKey; standing: MemberStanding | null } | null>;
  touch(id: string): Promise<void>;
};
