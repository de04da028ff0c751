import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { MemberRepository } from '@modules/identity/application/ports/member.repository.port';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { MEMBERS, toStoredMember, WEBSITE_USER_COLUMNS, type WebsiteUserRow } from './website-user.rows';

/** The member as inserted, or 409 IDENTITY.EMAIL_TAKEN. */
async function inserted(statement: Sql, em: EntityManager) {
  try {
    return toStoredMember((await statement.first<WebsiteUserRow>(em))!);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.emailTaken();
    throw error;
  }
}

/** E-mails are stored lower-cased, so the unique index compares them case-insensitively. */
export function createMemberRepository(orm: Orm): MemberRepository {
  const findOne = async (where: Sql) => {
    const row = await sql`select ${WEBSITE_USER_COLUMNS} from ${MEMBERS} where ${where}`.first<WebsiteUserRow>(sessionOf(orm));
    return row ? toStoredMember(row) : null;
  };
  return {
    create({ passwordHash, ...profile }) {
      // ADR 0021: a new member founds an institution of their own, named after their institution name, and owns it; the
      // database opens its pool (100 credits) with it. One statement: an e-mail taken leaves no institution behind.
      return inserted(
        sql`with i as (insert into institutions (name) values (coalesce(nullif(trim(${profile.institutionName}), ''), ${`${profile.firstName} ${profile.lastName}`}))
            returning id, membership_type, membership_expires_at),
          m as (insert into website_users (email, password, first_name, last_name, phone, institution_name, institution_id, seat_role)
            select ${profile.email.toLowerCase()}, ${passwordHash}, ${profile.firstName}, ${profile.lastName}, ${profile.phone}, ${profile.institutionName}, i.id, 'owner'
            from i returning *)
          select ${WEBSITE_USER_COLUMNS} from m, i`,
        sessionOf(orm),
      );
    },
    createSeat(tx, { passwordHash, ...profile }, seat) {
      return inserted(
        sql`with m as (insert into website_users (email, password, first_name, last_name, phone, institution_name, institution_id, seat_role, is_verified)
            values (${profile.email.toLowerCase()}, ${passwordHash}, ${profile.firstName}, ${profile.lastName}, ${profile.phone}, ${profile.institutionName},
              ${seat.institutionId}, ${seat.role}, ${seat.verified}) returning *)
          select ${WEBSITE_USER_COLUMNS} from m join institutions i on i.id = m.institution_id`,
        entityManagerOf(tx),
      );
    },
    findById: (id) => findOne(sql`m.id = ${id}`),
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await sql`select ${WEBSITE_USER_COLUMNS} from ${MEMBERS} where m.id = any(${[...ids]}::uuid[])`.rows<WebsiteUserRow>(sessionOf(orm));
      return rows.map(toStoredMember);
    },
    findByEmail: (email) => findOne(sql`m.email = ${email.toLowerCase()}`),
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
