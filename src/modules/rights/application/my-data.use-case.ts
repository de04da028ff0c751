import type { AdminStudent } from '@modules/leads/contracts';
import { CORRECTABLE_FIELDS } from '../domain/privacy-request';
import { DISCLOSING_ACTIONS, recipientLog, type Disclosure, type Recipient } from '../domain/recipients';
import type { PrivacyRequest } from './ports/requests.port';
import type { RightsDeps } from './rights.deps';

/** How many disclosure rows per student and way we read: far more than any record has had. */
const DISCLOSURES_READ = 1000;

export type MyRecord = {
  id: string;
  /** the correctable fields and the contact, as we hold them (text; empty when we hold nothing) */
  fields: { field: string; value: string }[];
  source: string | null;
  addedOn: string;
  consent: { status: 'recorded' | 'not_recorded' | 'withdrawn'; consentedBy: string | null; consentDate: string | null; sourceLabel: string | null };
  /** marked "Do not contact" (DND/NCPR, or an objection: the student's own included) */
  doNotContact: boolean;
  recipients: Recipient[];
  /** ADR 0023: institutions that unlocked the record this admission season (1 August–31 July) and how many may */
  institutionsThisSeason?: { count: number; cap: number };
};

const fieldsOf = (student: AdminStudent) =>
  CORRECTABLE_FIELDS.map((field) => ({ field, value: student[field] === null || student[field] === undefined ? '' : String(student[field]) }));

/** Who received this student's contact details: the unlock and export rows of the audit trail that name the student. */
async function disclosuresOf(studentId: string, deps: Pick<RightsDeps, 'audit'>): Promise<Disclosure[]> {
  const pages = await Promise.all(DISCLOSING_ACTIONS.map((action) => deps.audit.search({ studentId, action, actorKind: 'member', limit: DISCLOSURES_READ })));
  return pages.flatMap((page) =>
    page.entries
      .filter((entry) => entry.actor.id)
      .map((entry) => ({
        action: entry.action as Disclosure['action'],
        memberId: entry.actor.id!,
        at: entry.occurredAt,
        studentIds: entry.subject.studentIds,
      })),
  );
}

/** ADR 0018: everything we hold on the pass's records, where it came from, the consent, recipients and requests. */
export async function myData(
  studentIds: readonly string[],
  deps: Pick<RightsDeps, 'students' | 'consents' | 'audit' | 'institutions' | 'requests' | 'seasons'>,
) {
  const students = await deps.students.findByIds(studentIds);
  const ids = students.map((student) => student.id);
  const [consents, disclosures, requests, seasons] = await Promise.all([
    deps.consents.recordConsents.among(ids),
    Promise.all(ids.map((id) => disclosuresOf(id, deps))),
    deps.requests.ofStudents(studentIds),
    deps.seasons?.seasonPlacesOf(ids),
  ]);
  const institutions = await deps.institutions.institutionsOf([...new Set(disclosures.flat().map((row) => row.memberId))]);
  const records: MyRecord[] = students.map((student, index) => {
    const consent = consents.get(student.id);
    return {
      id: student.id,
      fields: fieldsOf(student),
      source: student.dataSource,
      addedOn: student.createdAt.slice(0, 10),
      consent: {
        status: consent?.status ?? 'not_recorded',
        consentedBy: consent?.consentedBy ?? null,
        consentDate: consent?.consentDate ?? null,
        sourceLabel: consent?.sourceLabel ?? null,
      },
      doNotContact: consent?.doNotContact ?? false,
      recipients: recipientLog(student.id, disclosures[index] ?? [], institutions),
      ...(seasons?.has(student.id) ? { institutionsThisSeason: seasons.get(student.id)! } : {}),
    };
  });
  return { records, requests: requests.map(forStudent) };
}

/** A request as its student sees it: no handler's name or address. */
export const forStudent = (request: PrivacyRequest) => ({
  id: request.id,
  kind: request.kind,
  studentId: request.studentId,
  status: request.status,
  receivedAt: request.receivedAt,
  dueAt: request.dueAt,
  reply: request.reply,
});
