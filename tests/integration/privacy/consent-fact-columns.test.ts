/**
 * ADR 0013: the consent facts privacy hands leads as select-list columns (consentFactColumns, for an unlock's one read
 * of the student and its facts) are the consent row and the flag privacy's own read gives (amongWithDoNotContact,
 * behind recordConsents.among), in every state a record can be in; both are judged by the same function afterwards.
 */
import { describe, expect, it } from 'bun:test';
import { consentFactColumns } from '@modules/privacy/adapters/persistence/consent-facts.sql';
import { createConsentsRepository } from '@modules/privacy/adapters/persistence/consents.repository';
import { createContactRulesRepository } from '@modules/privacy/adapters/persistence/contact-rules.repository';
import { SHARING_PURPOSE } from '@modules/privacy/domain/consent';
import { sql } from '@platform/db/sql';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';

const t = useTestApp();

describe('consent facts as columns of the caller’s read', () => {
  it('read the same consent row and "Do not contact" flag as the consent facts’ own read', async () => {
    const names = ['none', 'student', 'guardian', 'withdrawn', 'expired', 'flagged only', 'recorded and flagged'] as const;
    const ids = await addStudents(
      t.db.orm,
      names.map((studentName) => ({ studentName })),
    );
    const id = Object.fromEntries(names.map((name, i) => [name, ids[i]!])) as Record<(typeof names)[number], string>;
    const consents = createConsentsRepository(t.db.orm);
    const consent = (studentId: string, consentedBy: 'student' | 'guardian', expiresOn: string | null = null) =>
      consents.put({
        studentId,
        source: 'admin_entry',
        importBatchId: null,
        lawfulBasis: 'consent',
        consentedBy,
        consentDate: '2020-01-01',
        noticeVersion: '2026-12',
        purpose: SHARING_PURPOSE,
        expiresOn,
      });
    await consent(id.student, 'student');
    await consent(id.guardian, 'guardian');
    await consent(id.withdrawn, 'student');
    await consents.withdraw(id.withdrawn, new Date('2026-01-02T09:30:00.123Z'));
    await consent(id.expired, 'student', '2021-01-01');
    await consent(id['recorded and flagged'], 'student');
    await createContactRulesRepository(t.db.orm).doNotContact.setMany(
      [id['flagged only'], id['recorded and flagged']].map((studentId) => ({ studentId, reason: 'dnd_registry' as const })),
      'admin',
    );

    const own = await consents.amongWithDoNotContact(ids);
    expect([own.records.length, own.flagged.size]).toEqual([5, 2]);
    const columns = consentFactColumns('students.id');
    const rows = await sql`select id, ${columns.sql} from students where id = any(${ids}::uuid[])`.rows<Record<string, unknown>>(t.db.orm.em.fork());
    const read = new Map(rows.map((row) => [String(row.id), columns.read(row)]));
    for (const studentId of ids) {
      expect({ studentId, ...read.get(studentId)! }).toEqual({
        studentId,
        record: own.records.find((record) => record.studentId === studentId),
        doNotContact: own.flagged.has(studentId),
      });
    }
    expect(read.get(id.none)).toEqual({ record: undefined, doNotContact: false });
    expect(read.get(id.withdrawn)!.record?.withdrawnAt).toBe('2026-01-02T09:30:00.123Z');
    expect(read.get(id['flagged only'])).toEqual({ record: undefined, doNotContact: true });
  });
});
