import type { ApiKeyScope } from '@platform/http/api-key-scopes';
import type { Orm } from '@platform/db/orm';
import type { ApiKeyRepository } from '@modules/identity/application/ports/api-keys.port';
import type { StoredApiKey } from '@modules/identity/domain/api-key';

type Row = {
  id: string;
  member_id: string;
  name: string;
  prefix: string;
  scopes: string;
  expires_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  created_at: Date | string;
};

type StandingRow = {
  found: boolean;
  email: string;
  is_active: boolean;
  is_verified: boolean;
  membership_type: string;
  membership_expires_at: Date | string | null;
};

const COLUMNS = 'k.id, k.member_id, k.name, k.prefix, k.scopes, k.expires_at, k.last_used_at, k.revoked_at, k.created_at';
const date = (value: Date | string | null) => (value ? new Date(value) : null);

const keyOf = (row: Row): StoredApiKey => ({
  id: row.id,
  memberId: row.member_id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.split(',').filter(Boolean) as ApiKeyScope[],
  expiresAt: new Date(row.expires_at),
  lastUsedAt: date(row.last_used_at),
  revokedAt: date(row.revoked_at),
  createdAt: new Date(row.created_at),
});

export function createApiKeyRepository(orm: Orm): ApiKeyRepository {
  const db = () => orm.em.fork();
  return {
    async create(key, max) {
      return db().transactional(async (tx) => {
        // SECURITY.md: one member's creates take turns (count, then insert), so parallel creates cannot pass the limit
        await tx.execute('select pg_advisory_xact_lock(hashtext(?::text))', [`member_api_keys:${key.memberId}`]);
        const [held] = await tx.execute<{ n: number }[]>('select count(*)::int as n from member_api_keys where member_id = ? and revoked_at is null', [
          key.memberId,
        ]);
        if (Number(held?.n ?? 0) >= max) return null;
        const [row] = await tx.execute<Row[]>(
          `insert into member_api_keys as k (member_id, name, prefix, key_hash, scopes, expires_at) values (?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
          [key.memberId, key.name, key.prefix, key.keyHash, key.scopes.join(','), key.expiresAt],
        );
        return keyOf(row!);
      });
    },

    async listActive(memberId) {
      const rows = await db().execute<Row[]>(
        `select ${COLUMNS} from member_api_keys k where k.member_id = ? and k.revoked_at is null order by k.created_at desc`,
        [memberId],
      );
      return rows.map(keyOf);
    },

    async revoke(memberId, id) {
      const [row] = await db().execute<Row[]>(
        `update member_api_keys k set revoked_at = now() where k.id = ? and k.member_id = ? and k.revoked_at is null returning ${COLUMNS}`,
        [id, memberId],
      );
      return row ? keyOf(row) : null;
    },

    async revokeAll(memberId) {
      const rows = await db().execute<Row[]>(
        `update member_api_keys k set revoked_at = now() where k.member_id = ? and k.revoked_at is null returning ${COLUMNS}`,
        [memberId],
      );
      return rows.map(keyOf);
    },

    async renew(memberId, id, expiresAt) {
      const [row] = await db().execute<Row[]>(
        `update member_api_keys k set expires_at = ? where k.id = ? and k.member_id = ? and k.revoked_at is null returning ${COLUMNS}`,
        [expiresAt, id, memberId],
      );
      return row ? keyOf(row) : null;
    },

    async findByHash(keyHash) {
      const [row] = await db().execute<(Row & StandingRow)[]>(
        `select ${COLUMNS}, m.id is not null as found, m.email, m.is_active, m.is_verified, m.membership_type, m.membership_expires_at
         from member_api_keys k left join website_users m on m.id = k.member_id where k.key_hash = ?`,
        [keyHash],
      );
      if (!row) return null;
      const standing = row.found
        ? {
            email: row.email,
            isVerified: Boolean(row.is_verified),
            isActive: Boolean(row.is_active),
            membershipType: row.membership_type,
            membershipExpiresAt: date(row.membership_expires_at),
          }
        : null;
      return { key: keyOf(row), standing };
    },

    async touch(id) {
      await db().execute('update member_api_keys set last_used_at = now() where id = ?', [id]);
    },
  };
}
