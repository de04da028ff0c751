import type { Orm } from '../db/orm';
import { sessionOf } from '../db/session';
import { empty, join, raw, type Sql, sql } from '../db/sql';
import { entityManagerOf } from '../db/unit-of-work';
import { isUuid } from '../kernel/ids';
import type { AuditEntry, AuditQuery, AuditRecord, AuditTrail } from './audit-trail';

/** An `audit_log` row as the driver answers it (uuid[] and jsonb arrive parsed). */
type AuditRow = {
  id: string;
  occurred_at: Date;
  actor_kind: AuditRecord['actor']['kind'];
  actor_id: string | null;
  actor_label: string;
  actor_institution_id: string | null;
  actor_institution: string | null;
  action: string;
  subject_kind: string;
  subject_student_ids: string[] | null;
  subject_member_id: string | null;
  subject_batch_id: string | null;
  detail: Record<string, unknown> | null;
  cursor_at: string;
};

const COLUMNS =
  raw(`id, occurred_at, actor_kind, actor_id, actor_label, actor_institution_id, actor_institution, action, subject_kind, subject_student_ids, subject_member_id, subject_batch_id,
  detail, occurred_at::text as cursor_at`);

/** uuids only (validated by the callers' schemas); anything else is left out rather than refused. */
const insertOf = (entry: AuditEntry) =>
  sql`insert into audit_log (actor_kind, actor_id, actor_label, action, subject_kind, subject_student_ids, subject_member_id, subject_batch_id, detail)
  values (${entry.actor.kind}, ${entry.actor.id}::uuid, ${entry.actor.label}, ${entry.action}, ${entry.subject.kind},
    ${(entry.subject.studentIds ?? []).filter(isUuid)}::uuid[], ${entry.subject.memberId ?? null}::uuid, ${entry.subject.batchId ?? null}::uuid,
    ${JSON.stringify(entry.detail ?? {})}::jsonb)`;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** The keyset cursor: the row's occurred_at as text (a JS Date would drop its microseconds) and its id. */
const encodeCursor = (occurredAt: string, id: string) => Buffer.from(JSON.stringify([occurredAt, id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && TIMESTAMP.test(value[0]) && isUuid(String(value[1]))) {
      return [value[0], String(value[1])];
    }
  } catch {
    // an unreadable cursor starts from the newest row
  }
  return undefined;
}

const toRecord = (row: AuditRow): AuditRecord => ({
  id: row.id,
  occurredAt: new Date(row.occurred_at).toISOString(),
  actor: {
    kind: row.actor_kind,
    id: row.actor_id,
    label: row.actor_label,
    ...(row.actor_institution_id ? { institutionId: row.actor_institution_id, institution: row.actor_institution ?? '' } : {}),
  },
  action: row.action,
  subject: {
    kind: row.subject_kind,
    studentIds: row.subject_student_ids ?? [],
    memberId: row.subject_member_id,
    batchId: row.subject_batch_id,
  },
  detail: row.detail ?? {},
});

/** The audit trail in PostgreSQL: one INSERT per action, listed newest first by keyset. */
export function createAuditTrail(orm: Orm): AuditTrail {
  return {
    async recordWithin(tx, entry) {
      await insertOf(entry).run(entityManagerOf(tx));
    },

    async record(entry) {
      await insertOf(entry).run(sessionOf(orm));
    },

    async search(query: AuditQuery) {
      const clauses: Sql[] = [];
      if (query.actorKind) clauses.push(sql`actor_kind = ${query.actorKind}`);
      if (query.actor) {
        if (isUuid(query.actor)) clauses.push(sql`actor_id = ${query.actor}::uuid`);
        else clauses.push(sql`actor_label ilike ${`%${query.actor.replace(/[\\%_]/g, '\\$&')}%`}`);
      }
      if (query.action) clauses.push(sql`action = ${query.action}`);
      if (query.studentId) clauses.push(sql`subject_student_ids @> array[${query.studentId}::uuid]`);
      if (query.memberId) clauses.push(sql`subject_member_id = ${query.memberId}::uuid`);
      if (query.institutionId) clauses.push(sql`actor_institution_id = ${query.institutionId}::uuid`);
      if (query.from) clauses.push(sql`occurred_at >= ${query.from.toISOString()}::timestamptz`);
      if (query.to) clauses.push(sql`occurred_at < ${query.to.toISOString()}::timestamptz`);
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (after) clauses.push(sql`(occurred_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);

      const rows = await sql`select ${COLUMNS} from audit_log ${clauses.length ? sql`where ${join(clauses, ' and ')}` : empty}
         order by occurred_at desc, id desc limit ${query.limit + 1}`.rows<AuditRow>(sessionOf(orm));
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return { entries: page.map(toRecord), nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursor_at, last.id) : null };
    },
  };
}
