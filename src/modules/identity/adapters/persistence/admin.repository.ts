import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import type { AdminRepository, StoredAdmin } from '@modules/identity/application/ports/admin.repository.port';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';

/** A `users` (admins) row as the driver answers it. */
type AdminRow = { id: string; username: string; email: string; role: string; is_active: number; created_at: Date | string };

const toStored = (row: AdminRow): StoredAdmin => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  isActive: row.is_active === 1,
  createdAt: new Date(row.created_at),
});

const COLUMNS = raw('id, username, email, role, is_active, created_at');

export function createAdminRepository(orm: Orm): AdminRepository {
  return {
    async exists() {
      return (await sql`select 1 as one from users limit 1`.first(sessionOf(orm))) !== undefined;
    },
    async create({ username, email, passwordHash }, { onlyIfNone }) {
      try {
        return await sessionOf(orm).transactional(async (tx) => {
          // set-up races: the lock makes "no admin yet" and the insert one step
          if (onlyIfNone) await sql`select pg_advisory_xact_lock(hashtext('identity.admin-setup'))`.run(tx);
          const row = await sql`insert into users (username, email, password) select ${username}, ${email.toLowerCase()}, ${passwordHash}
            where not ${onlyIfNone} or not exists (select 1 from users) returning ${COLUMNS}`.first<AdminRow>(tx);
          return row ? toStored(row) : null;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.adminTaken();
        throw error;
      }
    },
    async findById(id) {
      const row = await sql`select ${COLUMNS} from users where id = ${id}`.first<AdminRow>(sessionOf(orm));
      return row ? toStored(row) : null;
    },
    async findByUsername(username) {
      const row = await sql`select ${COLUMNS}, password from users where username = ${username}`.first<AdminRow & { password: string }>(sessionOf(orm));
      return row ? { ...toStored(row), passwordHash: row.password } : null;
    },
  };
}
