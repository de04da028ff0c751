import type { AuditRecord, AuditTrail } from '@platform/audit/audit-trail';
import type { LeadsApi } from '@modules/leads/contracts';

/** Actions that handed out or read every record at once: everyone on file then is affected. */
const WHOLE_CATALOGUE = new Set(['students.export', 'member.catalogue_walk']);
const ALL_MEMBERS = new Set(['website_users.export']);

export type IncidentStudent = {
  studentId: string;
  /** null when the record is no longer on file (deleted or erased since) */
  name: string | null;
  email: string | null;
  mobile: string | null;
  actions: string[];
  /** who touched it: audit labels (admin "username <email>", member e-mail, ops command) */
  by: string[];
  first: string;
  last: string;
};

export type IncidentActor = { kind: string; id: string | null; label: string; events: number; students: number; actions: string[] };

export type IncidentReport = {
  from: string;
  to: string;
  events: number;
  students: IncidentStudent[];
  actors: IncidentActor[];
  /** members whose own account data was acted on (membership, credits, verification, API keys) */
  members: { memberId: string; actions: string[] }[];
  /** whole-catalogue reads (admin export, a member's catalogue walk): when, by whom */
  wholeCatalogue: { at: string; action: string; by: string }[];
  /** exports of every member's account */
  allMembers: { at: string; by: string }[];
};

export type IncidentDeps = { audit: Pick<AuditTrail, 'search'>; students: Pick<LeadsApi, 'findStudentsByIds'> };

function add(list: string[], value: string): string[] {
  if (!list.includes(value)) list.push(value);
  return list;
}

/**
 * The incident report (SECURITY.md runbook): from the audit log, the students whose records were read, unlocked,
 * exported or changed in [from, to), with their contact details for the notice, and the admins, members and commands
 * that did it. Audit rows hold ids only; the contacts come from the catalogue as it is now.
 */
export async function incidentReport(from: Date, to: Date, deps: IncidentDeps): Promise<IncidentReport> {
  const entries: AuditRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.audit.search({ from, to, limit: 500, cursor });
    entries.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  entries.reverse(); // oldest first

  const students = new Map<string, Omit<IncidentStudent, 'name' | 'email' | 'mobile'>>();
  const actors = new Map<string, IncidentActor & { ids: Set<string> }>();
  const members = new Map<string, string[]>();
  const report: IncidentReport = {
    from: from.toISOString(),
    to: to.toISOString(),
    events: entries.length,
    students: [],
    actors: [],
    members: [],
    wholeCatalogue: [],
    allMembers: [],
  };
  for (const entry of entries) {
    const actorKey = `${entry.actor.kind}:${entry.actor.id ?? entry.actor.label}`;
    const actor = actors.get(actorKey) ?? { ...entry.actor, events: 0, students: 0, actions: [], ids: new Set<string>() };
    actors.set(actorKey, actor);
    actor.events += 1;
    add(actor.actions, entry.action);
    for (const id of entry.subject.studentIds) {
      actor.ids.add(id);
      const student = students.get(id) ?? { studentId: id, actions: [], by: [], first: entry.occurredAt, last: entry.occurredAt };
      students.set(id, student);
      add(student.actions, entry.action);
      add(student.by, entry.actor.label);
      student.last = entry.occurredAt;
    }
    if (entry.subject.memberId) members.set(entry.subject.memberId, add(members.get(entry.subject.memberId) ?? [], entry.action));
    if (WHOLE_CATALOGUE.has(entry.action)) report.wholeCatalogue.push({ at: entry.occurredAt, action: entry.action, by: entry.actor.label });
    if (ALL_MEMBERS.has(entry.action)) report.allMembers.push({ at: entry.occurredAt, by: entry.actor.label });
  }

  const onFile = new Map<string, { studentName: string; emailId: string | null; mobileNumber: string }>();
  const ids = [...students.keys()];
  for (let start = 0; start < ids.length; start += 1000) {
    for (const record of await deps.students.findStudentsByIds(ids.slice(start, start + 1000))) onFile.set(record.id, record);
  }
  report.students = [...students.values()].map((student) => {
    const record = onFile.get(student.studentId);
    return { ...student, name: record?.studentName ?? null, email: record?.emailId ?? null, mobile: record?.mobileNumber ?? null };
  });
  report.actors = [...actors.values()].map(({ ids: touched, ...actor }) => ({ ...actor, students: touched.size }));
  report.members = [...members].map(([memberId, actions]) => ({ memberId, actions }));
  return report;
}
