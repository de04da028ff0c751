import type { ApiKeyScope } from '@platform/http/api-key-scopes';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ApiKeyRepository, KeyReach } from '@modules/identity/application/ports/api-keys.port';
import type { StoredApiKey } from '@modules/identity/domain/api-key';
import { STANDING_COLUMNS, type StandingRow, toMemberStanding } from './website-user.rows';

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
  creator_name?: string;
};

/** The keys a seat reaches: its institution's seats' (owner, managers) or its own. */
const reached = (reach: KeyReach) =>
  reach.everySeat
    ? sql`k.member_id in (select s.id from website_users s where s.institution_id = ${reach.institutionId})`
    : sql`k.member_id = ${reach.memberId}`;

const COLUMNS = raw('k.id, k.member_id, k.name, k.prefix, k.scopes, k.expires_at, k.last_used_at, k.revoked_at, k.created_at');
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
  ...(row.creator_name === undefined ? {} : { creatorName: row.creator_name }),
});

export function createApiKeyRepository(orm: Orm): ApiKeyRepository {
  const db = () => sessionOf(orm);
  return {
    async create(key, max) {
      return db().transactional(async (tx) => {
        // SECURITY.md: one institution's creates take turns (count, then insert), so parallel creates cannot pass the limit
        await sql`select pg_advisory_xact_lock(hashtext(${`member_api_keys:${key.institutionId}`}::text))`.run(tx);
        const held = await sql`select count(*)::int as n from member_api_keys k join website_users s on s.id = k.member_id
          where s.institution_id = ${key.institutionId} and k.revoked_at is null`.first<{ n: number }>(tx);
        if ((held?.n ?? 0) >= max) return null;
        const row = await sql`insert into member_api_keys as k (member_id, name, prefix, key_hash, scopes, expires_at)
          values (${key.memberId}, ${key.name}, ${key.prefix}, ${key.keyHash}, ${key.scopes.join(',')}, ${key.expiresAt}) returning ${COLUMNS}`.first<Row>(tx);
        return keyOf(row!);
      });
    },

    async listActive(reach) {
      const rows = await sql`select ${COLUMNS}, trim(m.first_name || ' ' || m.last_name) as creator_name
        from member_api_keys k join website_users m on m.id = k.member_id
        where ${reached(reach)} and k.revoked_at is null order by k.created_at desc`.rows<Row>(db());
      return rows.map(keyOf);
    },

    async revoke(reach, id) {
      const row = await sql`update member_api_keys k set revoked_at = now() where k.id = ${id} and ${reached(reach)} and k.revoked_at is null
        returning ${COLUMNS}`.first<Row>(db());
      return row ? keyOf(row) : null;
    },

    async revokeAll(memberId, tx) {
      const rows = await sql`update member_api_keys k set revoked_at = now() where k.member_id = ${memberId} and k.revoked_at is null
        returning ${COLUMNS}`.rows<Row>(tx ? entityManagerOf(tx) : db());
      return rows.map(keyOf);
    },

    async renew(reach, id, expiresAt) {
      const row = await sql`update member_api_keys k set expires_at = ${expiresAt} where k.id = ${id} and ${reached(reach)}
        and k.revoked_at is null returning ${COLUMNS}`.first<Row>(db());
      return row ? keyOf(row) : null;
    },

    async findByHash(keyHash) {
      const row = await sql`select ${COLUMNS}, ${STANDING_COLUMNS}
         from member_api_keys k left join website_users m on m.id = k.member_id left join institutions i on i.id = m.institution_id
         where k.key_hash = ${keyHash}`.first<Row & StandingRow>(db());
      if (!row) return null;
      return { key: keyOf(row), standing: toMemberStanding(row) };
    },

    async touch(id) {
      await sql`update member_api_keys set last_used_at = now() where id = ${id}`.run(db());
    },
  };
}
