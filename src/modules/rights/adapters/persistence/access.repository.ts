import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import type { AccessCodes, AccessPasses } from '@modules/rights/application/ports/access.port';

/** A live `privacy_access_codes` row, as a try reads it. */
type CodeRow = { id: string; origin_key: string | null; code_hash: string; tries: number; foreign_tries: number };

/** The counters a try may spend, by the name the use case gives them. */
const COUNTER = { tries: raw('tries = tries + 1'), foreignTries: raw('foreign_tries = foreign_tries + 1') };

export function createAccessCodes(orm: Orm): AccessCodes {
  return {
    async issue(contactKey, originKey, codeHash, expiresAt) {
      await sessionOf(orm).transactional(async (tx) => {
        // the contact's spent codes go as a new one is issued: the table holds live codes and the last day's
        await sql`delete from privacy_access_codes where contact_key = ${contactKey} and expires_at < now() - interval '1 day'`.run(tx);
        // a new code retires only the same address's: a stranger asking cannot end the student's code
        await sql`update privacy_access_codes set is_used = true where contact_key = ${contactKey} and origin_key = ${originKey} and is_used = false`.run(tx);
        await sql`insert into privacy_access_codes (contact_key, origin_key, code_hash, expires_at)
          values (${contactKey}, ${originKey}, ${codeHash}, ${expiresAt})`.run(tx);
      });
    },
    async takeTries(contactKey, now, choose) {
      return sessionOf(orm).transactional(async (tx) => {
        // parallel tries wait for the rows' locks and read the counts after the others': no counter passes its limit
        const rows = await sql`select id, origin_key, code_hash, tries, foreign_tries from privacy_access_codes
           where contact_key = ${contactKey} and is_used = false and expires_at > ${now} order by created_at desc for update`.rows<CodeRow>(tx);
        const picked = choose(rows.map((row) => ({ id: row.id, originKey: row.origin_key, tries: row.tries, foreignTries: row.foreign_tries })));
        for (const { id, counter } of picked) {
          await sql`update privacy_access_codes set ${COUNTER[counter]} where id = ${id}`.run(tx);
        }
        const hashOf = new Map(rows.map((row) => [row.id, row.code_hash]));
        return picked.map(({ id }) => ({ id, codeHash: hashOf.get(id)! }));
      });
    },
    async consume(id) {
      return (await sql`update privacy_access_codes set is_used = true where id = ${id} and is_used = false`.run(sessionOf(orm))) === 1;
    },
  };
}

export function createAccessPasses(orm: Orm): AccessPasses {
  return {
    async open(passHash, studentIds, expiresAt) {
      const em = sessionOf(orm);
      // the expired passes go as new ones are opened: the table holds only the last half hour's
      await sql`delete from privacy_access_tokens where expires_at < now()`.run(em);
      await sql`insert into privacy_access_tokens (token_hash, student_ids, expires_at) values (${passHash}, ${studentIds}::uuid[], ${expiresAt})`.run(em);
    },
    async studentsOf(passHash, now) {
      const row = await sql`select student_ids::text[] as ids from privacy_access_tokens where token_hash = ${passHash} and expires_at > ${now}`.first<{
        ids: string[];
      }>(sessionOf(orm));
      return row ? row.ids : null;
    },
  };
}
