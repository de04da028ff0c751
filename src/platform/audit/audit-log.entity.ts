import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '../db/columns';

/** Registered so the ORM knows the table; rows are written and read with SQL by sql-audit-trail.ts. */
export const AuditLogEntity = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: idColumn(),
    occurredAt: p.datetime().defaultRaw('now()'),
    actorKind: p.text(),
    actorId: p.uuid().nullable(),
    actorLabel: p.text(),
    action: p.text(),
    subjectKind: p.text(),
    subjectStudentIds: p.array().defaultRaw("'{}'"),
    subjectMemberId: p.uuid().nullable(),
    subjectBatchId: p.uuid().nullable(),
    detail: p.json().defaultRaw("'{}'::jsonb"),
  },
});
