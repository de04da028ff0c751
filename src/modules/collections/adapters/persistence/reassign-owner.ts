import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import { COLLECTION_LIMITS } from '@modules/collections/domain/collection.schema';

/** ' (' + the first 8 characters of the former owner's id + ')': what tells a reassigned collection's name apart. */
const SUFFIX_LENGTH = 11;

/**
 * ADR 0021, a seat removed from its institution: inside the caller's transaction, every collection of `from` and
 * what is saved in it becomes `to`'s. A name `to` already uses gets the former owner's short id after it (within the
 * name limit); the moved default collection is an ordinary one (`to` keeps their own default); a student both had
 * saved stays where `to` saved it. Answers how many collections moved.
 */
export async function reassignOwnerWithin(tx: Transaction, fromMemberId: string, toMemberId: string): Promise<{ collections: number }> {
  const em = entityManagerOf(tx);
  await sql`update collections c set name = left(c.name, ${COLLECTION_LIMITS.name - SUFFIX_LENGTH}) || ' (' || left(${fromMemberId}::text, 8) || ')'
    where c.user_id = ${fromMemberId} and exists (select 1 from collections mine where mine.user_id = ${toMemberId} and mine.name = c.name)`.run(em);
  await sql`delete from saved_students s where s.user_id = ${fromMemberId}
    and exists (select 1 from saved_students mine where mine.user_id = ${toMemberId} and mine.student_id = s.student_id)`.run(em);
  await sql`update saved_students set user_id = ${toMemberId} where user_id = ${fromMemberId}`.run(em);
  const moved = await sql`update collections set user_id = ${toMemberId}, is_default = false, updated_at = now() where user_id = ${fromMemberId}`.run(em);
  return { collections: moved };
}
