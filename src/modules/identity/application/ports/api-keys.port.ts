import type { ApiKeyScope } from '@platform/http/api-key-scopes';
import type { StoredApiKey } from '../../domain/api-key';
import type { MemberStanding } from './session.repository.port';

export type NewApiKey = { memberId: string; name: string; prefix: string; keyHash: string; scopes: readonly ApiKeyScope[]; expiresAt: Date | null };

/** member_api_keys (with the member's standing, which identity owns too). */
export type ApiKeyRepository = {
  create(key: NewApiKey): Promise<StoredApiKey>;
  /** The member's keys not revoked, newest first. */
  listActive(memberId: string): Promise<StoredApiKey[]>;
  countActive(memberId: string): Promise<number>;
  /** Revokes the member's own key; false when it is not theirs or already revoked. */
  revoke(memberId: string, id: string): Promise<StoredApiKey | null>;
  findByHash(keyHash: string): Promise<{ key: StoredApiKey; standing: MemberStanding | null } | null>;
  touch(id: string): Promise<void>;
};
