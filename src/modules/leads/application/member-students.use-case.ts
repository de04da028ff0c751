import { studentNotFound } from '../domain/leads.errors';
import { reachablePages } from '../domain/result-window.schema';
import { countAgainstCeiling } from './list-within-ceiling.use-case';
import type { UnlockedStudents } from './ports/unlocked-students.port';
import type { ListedStudentLead } from './present-students.use-case';
import type { MemberViewer } from '../domain/student-lead';

/** Records in the order of `ids`, as the catalogue's list shows them to this member (listedStudentsForMember). */
export type PresentForMember = (viewer: MemberViewer, ids: readonly string[]) => Promise<ListedStudentLead[]>;

export type UnlockedLead = ListedStudentLead & { unlockedAt: string };
export type UnlockedLeadsPage = { students: UnlockedLead[]; total: number; totalPages: number; page: number; limit: number };

/**
 * A page of the students this member unlocked, newest unlock first, each as the catalogue shows it to them now (issue
 * 25 §10): a consent withdrawn or a "Do not contact" flag since the unlock is honoured, and a record the catalogue
 * hides is left out (so a page may hold fewer than `limit`). Not counted against the daily ceiling: these are students
 * the member holds already, not a walk of the catalogue.
 */
export async function unlockedLeadsPage(
  viewer: MemberViewer,
  request: { page: number; limit: number },
  deps: { unlocked: Pick<UnlockedStudents, 'page'>; present: PresentForMember },
): Promise<UnlockedLeadsPage> {
  const { rows, total } = await deps.unlocked.page(viewer.institutionId, request.limit, (request.page - 1) * request.limit);
  const unlockedAt = new Map(rows.map((row) => [row.studentId, row.unlockedAt.toISOString()]));
  const students = await deps.present(viewer, [...unlockedAt.keys()]);
  return {
    students: students.map((student) => ({ ...student, unlockedAt: unlockedAt.get(student.id) ?? '' })),
    total,
    totalPages: reachablePages(total, request.limit, false),
    page: request.page,
    limit: request.limit,
  };
}

/**
 * One student as the catalogue shows them to this member; 404 STUDENTS.NOT_FOUND for an id the catalogue does not
 * hold (or hides). Counted against the daily ceiling like a catalogue row, so ids cannot open a way around it.
 */
export async function studentForMember(
  viewer: MemberViewer & { email: string },
  studentId: string,
  deps: { present: PresentForMember } & Parameters<typeof countAgainstCeiling>[2],
): Promise<ListedStudentLead> {
  const [student] = await deps.present(viewer, [studentId]);
  if (!student) throw studentNotFound();
  await countAgainstCeiling(viewer, { studentIds: [student.id], query: JSON.stringify({ studentId }), page: 1 }, deps);
  return student;
}
