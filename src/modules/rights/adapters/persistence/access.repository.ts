import type { Orm } from '@platform/db/orm';
import type { AccessCodes, AccessPasses } from '@modules/rights/application/ports/access.port';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

export function createAccessCodes(orm: Orm): AccessCodes {
  const execute = (sql: string, params: unknown[]) => orm.em.fork().execute<Row[]>(sql, params);
  return {
    async issue(contactKey, originKey, codeHash, expiresAt) {
      await orm.em.fork().transactional(async (tx) => {
        // the contact's spent codes go as a new one is issued: the table holds live codes and the last day's
        await tx.execute("delete from privacy_access_codes where contact_key = ? and expires_at < now() - interval '1 day'", [contactKey]);
        // a new code retires only the same address's: a stranger asking cannot end the student's code
        await tx.execute('update privacy_access_codes set is_used = true where contact_key = ? and origin_key = ? and is_used = false', [
          contactKey,
          originKey,
        ]);
        await tx.execute('insert into privacy_access_codes (contact_key, origin_key, code_hash, expires_at) values (?, ?, ?, ?)', [
          contactKey,
          originKey,
          codeHash,
          expiresAt,
        ]);
      });
    },
    async takeTries(contactKey, now, choose) {
      return orm.em.fork().transactional(async (tx) => {
        // parallel tries wait for the rows' locks and read the counts after the others': no counter passes its limit
        const rows = await tx.execute<Row[]>(
          `select id, origin_key, code_hash, tries, foreign_tries from privacy_access_codes
           where contact_key = ? and is_used = false and expires_at > ? order by created_at desc for update`,
          [contactKey, now],
        );
        const live = rows.map((row) => ({
          id: String(row.id),
          originKey: (row.origin_key as string | null) ?? null,
          tries: Number(row.tries),
          foreignTries: Number(row.foreign_tries),
        }));
        const picked = choose(live);
        for (const { id, counter } of picked) {
          const column = counter === 'tries' ? 'tries' : 'foreign_tries';
          await tx.execute(`update privacy_access_codes set ${column} = ${column} + 1 where id = ?`, [id]);
        }
        const hashOf = new Map(rows.map((row) => [String(row.id), String(row.code_hash)]));
        return picked.map(({ id }) => ({ id, codeHash: hashOf.get(id)! }));
      });
    },
    async consume(id) {
      const rows = await execute('update privacy_access_codes set is_used = true where id = ? and is_used = false returning id', [id]);
      return rows.length === 1;
    },
  };
}

export function createAccessPasses(orm: Orm): AccessPasses {
  const execute = (sql: string, params: unknown[]) => orm.em.fork().execute<Row[]>(sql, params);
  return {
    async open(passHash, studentIds, expiresAt) {
      // the expired passes go as new ones are opened: the table holds only the last half hour's
      await execute('delete from privacy_access_tokens where expires_at < now()', []);
      await execute('insert into privacy_access_tokens (token_hash, student_ids, expires_at) values (?, ?::uuid[], ?)', [
        passHash,
        sqlArray(studentIds),
        expiresAt,
      ]);
    },
    async studentsOf(passHash, now) {
      const [row] = await execute('select student_ids::text[] as ids from privacy_access_tokens where token_hash = ? and expires_at > ?', [passHash, now]);
      if (!row) return null;
      const ids = row.ids;
      return Array.isArray(ids)
        ? ids.map(String)
        : String(ids ?? '{}')
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean);
    },
  };
}
