import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import type { MemberRepository, StoredMember } from '@modules/identity/application/ports/member.repository.port';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { WebsiteUserEntity } from './website-user.entity';

const FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'institutionName',
  'designation',
  'membershipType',
  'membershipExpiresAt',
  'isVerified',
  'isEmailVerified',
  'isActive',
  'createdAt',
  'lastLogin',
] as const;

const toStored = (row: Record<(typeof FIELDS)[number], unknown>): StoredMember => {
  const picked = Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null])) as StoredMember;
  return picked;
};

/** E-mails are stored lower-cased, so the unique index compares them case-insensitively. */
export function createMemberRepository(orm: Orm): MemberRepository {
  return {
    async create({ passwordHash, ...profile }) {
      const em = orm.em.fork();
      const row = em.create(WebsiteUserEntity, {
        ...profile,
        email: profile.email.toLowerCase(),
        password: passwordHash,
        designation: null,
        membershipType: 'free',
        membershipExpiresAt: null,
        isVerified: false,
        isEmailVerified: false,
        isActive: true,
        lastLogin: null,
      });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.emailTaken();
        throw error;
      }
      return toStored(row);
    },
    async findById(id) {
      const row = await orm.em.fork().findOne(WebsiteUserEntity, { id }, { fields: [...FIELDS] });
      return row ? toStored(row) : null;
    },
    async findByEmail(email) {
      const row = await orm.em.fork().findOne(WebsiteUserEntity, { email: email.toLowerCase() }, { fields: [...FIELDS] });
      return row ? toStored(row) : null;
    },
    async passwordHashOf(id) {
      const rows = await orm.em.fork().execute<{ password: string }[]>('select password from website_users where id = ?', [id]);
      return rows[0]?.password ?? null;
    },
    async setPasswordHash(id, passwordHash) {
      await orm.em.fork().nativeUpdate(WebsiteUserEntity, { id }, { password: passwordHash, updatedAt: new Date() });
    },
    async recordLogin(id, at) {
      await orm.em.fork().nativeUpdate(WebsiteUserEntity, { id }, { lastLogin: at });
    },
  };
}
