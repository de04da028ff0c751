import type { MemberAdminApi } from '@modules/identity/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';

type Page = { entries: { subject: { studentIds: string[]; memberId: string | null } }[] };

/**
 * docs/product.md, "Admin blind spots": the audit log names its subjects (a student by name, a member by institution, or by name without one)
 * instead of leaving the admin to look ids up. An erased student has no name left: the id stays.
 */
export async function withSubjectNames<P extends Page>(
  page: P,
  deps: { students: Pick<StudentAdminApi, 'findByIds'>; members: Pick<MemberAdminApi, 'institutionsOf'> },
): Promise<P & { names: Record<string, string> }> {
  const studentIds = [...new Set(page.entries.flatMap((entry) => entry.subject.studentIds))];
  const memberIds = [...new Set(page.entries.flatMap((entry) => (entry.subject.memberId ? [entry.subject.memberId] : [])))];
  const [students, members] = await Promise.all([
    studentIds.length > 0 ? deps.students.findByIds(studentIds) : [],
    memberIds.length > 0 ? deps.members.institutionsOf(memberIds) : new Map<string, string>(),
  ]);
  const names: Record<string, string> = Object.fromEntries(members);
  for (const student of students) if (student.studentName) names[student.id] = student.studentName;
  return { ...page, names };
}
