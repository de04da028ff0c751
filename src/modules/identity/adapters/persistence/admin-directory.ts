import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { AdminDirectory } from '@modules/identity/contracts';

/** Admins' usernames by id, for screens that name who did something (Upload History). */
export function createAdminDirectory(orm: Orm): AdminDirectory {
  return {
    async usernames(ids) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await sql`select id, username from users where id = any(${wanted}::uuid[])`.rows<{ id: string; username: string }>(sessionOf(orm));
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}
