import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { MemberDirectory } from '@modules/identity/contracts';
import { isPremiumActive } from '@modules/identity/domain/membership';
import { MEMBERS, toStoredMember, WEBSITE_USER_COLUMNS, type WebsiteUserRow } from './website-user.rows';

/** Members who may receive mail sent without a request: active and verified, as the catalogue's guard asks. */
export function createMemberDirectory(orm: Orm): MemberDirectory {
  return {
    async recipients(ids, now) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows =
        await sql`select ${WEBSITE_USER_COLUMNS} from ${MEMBERS} where m.id = any(${wanted}::uuid[]) and m.is_active and m.is_verified`.rows<WebsiteUserRow>(
          sessionOf(orm),
        );
      return new Map(
        rows
          .map(toStoredMember)
          .map((member) => [
            member.id,
            { id: member.id, institutionId: member.institutionId, email: member.email, firstName: member.firstName, isPremium: isPremiumActive(member, now) },
          ]),
      );
    },
  };
}
