import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import type { AdminRepository, StoredAdmin } from '@modules/identity/application/ports/admin.repository.port';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';

type Row = { id: string; username: string; email: string; role: string; is_active: number; created_at: Date | string };

const toStored = (row: Row): StoredAdmin => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  isActive: row.is_active === 1,
  createdAt: new Date(row.created_at),
});

const COLUMNS = 'id, username, email, role, is_active, created_at';

export function createAdminRepository(orm: Orm): AdminRepository {
  return {
    async exists() {
      const rows = await orm.em.fork().execute<{ one: number }[]>('select 1 as one from users limit 1');
      return rows.length > 0;
    },
    async create({ username, email, passwordHash }, { onlyIfNone }) {
      const em = orm.em.fork();
      try {
        return await em.transactional(async (tx) => {
          // set-up races: the lock makes "no admin yet" and the insert one step
          if (onlyIfNone) await tx.execute(`select pg_advisory_xact_lock(hashtext('identity.admin-setup'))`);
          const rows = await tx.execute<Row[]>(
            `insert into users (username, email, password) select ?, ?, ?
             where not ? or not exists (select 1 from users) returning ${COLUMNS}`,
            [username, email.toLowerCase(), passwordHash, onlyIfNone],
          );
          return rows[0] ? toStored(rows[0]) : null;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.adminTaken();
        throw error;
      }
    },
    async findById(id) {
      const rows = await orm.em.fork().execute<Row[]>(`select ${COLUMNS} from users where id = ?`, [id]);
      return rows[0] ? toStored(rows[0]) : null;
    },
    async findByUsername(username) {
      const rows = await orm.em.fork().execute<(Row & { password: string })[]>(`select ${COLUMNS}, password from users where username = ?`, [username]);
      return rows[0] ? { ...toStored(rows[0]), passwordHash: rows[0].password } : null;
    },
  };
}
