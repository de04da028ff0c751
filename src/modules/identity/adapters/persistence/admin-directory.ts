import type { Orm } from '@platform/db/orm';
import type { AdminDirectory } from '@modules/identity/contracts';

/** Admins' usernames by id, for screens that name who did something (Upload History). */
export function createAdminDirectory(orm: Orm): AdminDirectory {
  return {
    async usernames(ids) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await orm.em
        .fork()
        .execute<{ id: string; username: string }[]>(`select id, username from users where id in (${wanted.map(() => '?').join(', ')})`, wanted);
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}
