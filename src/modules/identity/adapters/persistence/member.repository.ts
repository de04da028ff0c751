import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { MemberRepository } from '@modules/identity/application/ports/member.repository.port';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { toStoredMember, WEBSITE_USER_COLUMNS, type WebsiteUserRow } from './website-user.rows';

/** E-mails are stored lower-cased, so the unique index compares them case-insensitively. */
export function createMemberRepository(orm: Orm): MemberRepository {
  const findOne = async (where: ReturnType<typeof sql>) => {
    const row = await sql`select ${WEBSITE_USER_COLUMNS} from website_users where ${where}`.first<WebsiteUserRow>(sessionOf(orm));
    return row ? toStoredMember(row) : null;
  };
  return {
    async create({ passwordHash, ...profile }) {
      try {
        const row = await sql`insert into website_users (email, password, first_name, last_name, phone, institution_name)
          values (${profile.email.toLowerCase()}, ${passwordHash}, ${profile.firstName}, ${profile.lastName}, ${profile.phone}, ${profile.institutionName})
          returning ${WEBSITE_USER_COLUMNS}`.first<WebsiteUserRow>(sessionOf(orm));
        return toStoredMember(row!);
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.emailTaken();
        throw error;
      }
    },
    findById: (id) => findOne(sql`id = ${id}`),
    findByEmail: (email) => findOne(sql`email = ${email.toLowerCase()}`),
    async passwordHashOf(id) {
      const row = await sql`select password from website_users where id = ${id}`.first<{ password: string }>(sessionOf(orm));
      return row?.password ?? null;
    },
    async setPasswordHash(id, passwordHash) {
      await sql`update website_users set password = ${passwordHash}, updated_at = now() where id = ${id}`.run(sessionOf(orm));
    },
    async recordLogin(id, at) {
      await sql`update website_users set last_login = ${at} where id = ${id}`.run(sessionOf(orm));
    },
  };
}
