import type { Orm } from '../db/orm';
import { entityManagerOf } from '../db/unit-of-work';
import { isUuid } from '../kernel/ids';
import type { AuditEntry, AuditQuery, AuditRecord, AuditTrail } from './audit-trail';
import { sqlArray } from '../db/sql-array';

type Row = Record<string, unknown>;

const INSERT = `insert into audit_log (actor_kind, actor_id, actor_label, action, subject_kind, subject_student_ids, subject_member_id, subject_batch_id, detail)
  values (?, ?::uuid, ?, ?, ?, ?::uuid[], ?::uuid, ?::uuid, ?::jsonb)`;

/** uuids only (validated by the callers' schemas); anything else is left out rather than refused. */
const uuidArray = (ids: readonly string[]) => sqlArray(ids.filter(isUuid));

const paramsOf = (entry: AuditEntry) => [
  entry.actor.kind,
  entry.actor.id,
  entry.actor.label,
  entry.action,
  entry.subject.kind,
  uuidArray(entry.subject.studentIds ?? []),
  entry.subject.memberId ?? null,
  entry.subject.batchId ?? null,
  JSON.stringify(entry.detail ?? {}),
];

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

function toRecord(row: Row): AuditRecord {
  const ids = row.subject_student_ids;
  return {
    id: String(row.id),
    occurredAt: new Date(row.occurred_at as string).toISOString(),
    actor: { kind: row.actor_kind as AuditRecord['actor']['kind'], id: (row.actor_id as string | null) ?? null, label: String(row.actor_label) },
    action: String(row.action),
    subject: {
      kind: String(row.subject_kind),
      // node-postgres parses uuid[]; a driver that does not hands us the '{…}' text
      studentIds: Array.isArray(ids)
        ? ids.map(String)
        : String(ids ?? '{}')
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean),
      memberId: (row.subject_member_id as string | null) ?? null,
      batchId: (row.subject_batch_id as string | null) ?? null,
    },
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : (row.detail ?? {})) as Record<string, unknown>,
  };
}

/** The audit trail in PostgreSQL: one INSERT per action, listed newest first by keyset. */
export function createAuditTrail(orm: Orm): AuditTrail {
  return {
    async recordWithin(tx, entry) {
      await entityManagerOf(tx).execute(INSERT, paramsOf(entry));
    },

    async record(entry) {
      await orm.em.fork().execute(INSERT, paramsOf(entry));
    },

    async search(query: AuditQuery) {
      const clauses: string[] = [];
      const params: unknown[] = [];
      const where = (sql: string, ...values: unknown[]) => {
        clauses.push(sql);
        params.push(...values);
      };
      if (query.actorKind) where('actor_kind = ?', query.actorKind);
      if (query.actor) {
        if (isUuid(query.actor)) where('actor_id = ?::uuid', query.actor);
        else where('actor_label ilike ?', `%${query.actor.replace(/[\\%_]/g, '\\$&')}%`);
      }
      if (query.action) where('action = ?', query.action);
      if (query.studentId) where('subject_student_ids @> array[?::uuid]', query.studentId);
      if (query.memberId) where('subject_member_id = ?::uuid', query.memberId);
      if (query.from) where('occurred_at >= ?::timestamptz', query.from.toISOString());
      if (query.to) where('occurred_at < ?::timestamptz', query.to.toISOString());
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (after) where('(occurred_at, id) < (?::timestamptz, ?::uuid)', ...after);

      const rows = (await orm.em.fork().execute(
        `select *, occurred_at::text as cursor_at from audit_log ${clauses.length ? `where ${clauses.join(' and ')}` : ''}
         order by occurred_at desc, id desc limit ?`,
        [...params, query.limit + 1],
      )) as Row[];
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return { entries: page.map(toRecord), nextCursor: rows.length > query.limit && last ? encodeCursor(String(last.cursor_at), String(last.id)) : null };
    },
  };
}
