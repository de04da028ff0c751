import type { Orm } from '@platform/db/orm';
import type { MemberDirectory } from '@modules/identity/contracts';
import { isPremiumActive } from '@modules/identity/domain/membership';

type Row = { id: string; email: string; first_name: string; membership_type: string; membership_expires_at: Date | string | null };

/** Members who may receive mail sent without a request: active and verified, as the catalogue's guard asks. */
export function createMemberDirectory(orm: Orm): MemberDirectory {
  return {
    async recipients(ids, now) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = await orm.em
        .fork()
        .execute<Row[]>(
          `select id, email, first_name, membership_type, membership_expires_at from website_users where id in (${wanted.map(() => '?').join(', ')}) and is_active and is_verified`,
          wanted,
        );
      return new Map(
        rows.map((row) => {
          const expires = row.membership_expires_at === null ? null : new Date(row.membership_expires_at);
          const isPremium = isPremiumActive({ membershipType: row.membership_type, membershipExpiresAt: expires }, now);
          return [row.id, { id: row.id, email: row.email, firstName: row.first_name, isPremium }];
        }),
      );
    },
  };
}
