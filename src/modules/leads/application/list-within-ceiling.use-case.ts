import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import { indiaDay, secondsUntilIndiaMidnight, walkAlertReason } from '../domain/listing-ceiling';
import { dailyCeilingReached } from '../domain/leads.errors';
import { listStudents, type StudentListRequest, type StudentPage } from './list-students.use-case';
import type { CatalogueViews } from './ports/catalogue-views.port';
import type { MemberViewer } from '../domain/student-lead';

type Deps = Parameters<typeof listStudents>[2] & {
  views: CatalogueViews;
  /** STUDENT_LIST_DAILY_LIMIT: different students a member may list a day; 0 = no ceiling */
  ceiling: number;
  clock: Clock;
  audit: AuditTrail;
  securityLog: (message: string) => void;
};

/**
 * A page of the catalogue, counted against the member's daily ceiling of different students (ADR 0009).
 * The page is counted once it is known, in one atomic step that refuses it whole when its new students would pass
 * the ceiling. A member who reaches the ceiling, or walks ten consecutive pages of one query, raises one admin alert
 * a day: an audit-log row (`member.catalogue_walk`, the admin portal's Audit log tab) and a log line.
 */
export async function listStudentsWithinCeiling(viewer: MemberViewer & { email: string }, request: StudentListRequest, deps: Deps): Promise<StudentPage> {
  const page = await listStudents(viewer, request, deps);
  const { page: pageNumber, ...query } = request;
  await countAgainstCeiling(viewer, { studentIds: page.students.map((student) => student.id), query: JSON.stringify(query), page: pageNumber }, deps);
  return page;
}

/**
 * Counts students a member is shown against the daily ceiling (a catalogue page, or one student by id), raising the
 * admin alert when due; throws 429 CATALOGUE.DAILY_LIMIT, nothing counted, when they would pass it.
 */
export async function countAgainstCeiling(
  viewer: MemberViewer & { email: string },
  shown: { studentIds: readonly string[]; query: string; page: number },
  deps: Omit<Deps, keyof Parameters<typeof listStudents>[2]>,
): Promise<void> {
  if (deps.ceiling === 0 || shown.studentIds.length === 0) return;
  const now = deps.clock.now();
  const day = indiaDay(now);
  const outcome = await deps.views.record({ memberId: viewer.memberId, day, ...shown, ceiling: deps.ceiling });
  const reason = walkAlertReason(outcome, deps.ceiling);
  if (reason && (await deps.views.claimAlert(viewer.memberId, day))) {
    await deps.audit.record({
      actor: { kind: 'member', id: viewer.memberId, label: viewer.email },
      action: 'member.catalogue_walk',
      subject: { kind: 'member', memberId: viewer.memberId },
      detail: { reason, distinctStudents: outcome.distinct, consecutivePages: outcome.walkRun, dailyCeiling: deps.ceiling },
    });
    deps.securityLog(
      `[security] member ${viewer.email} (${viewer.memberId}) is walking the catalogue: ${reason === 'daily_ceiling' ? `reached the daily ceiling of ${deps.ceiling} students` : `${outcome.walkRun} consecutive pages of one query`}`,
    );
  }
  if (!outcome.allowed) throw dailyCeilingReached(deps.ceiling, secondsUntilIndiaMidnight(now));
}
