import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { tracedStatements } from '@support/sql-trace';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/** A free member's first unlock of a student, sent with an Idempotency-Key, the column settings already cached. */
const UNLOCK_STATEMENTS = 10;

const t = useTestApp();

describe('a free member unlocks one student (docs/architecture/unlock-walkthrough.md)', () => {
  it('sends the statements the walkthrough counts', async () => {
    const [warm, studentId] = await addStudents(t.db.orm, [{ studentName: 'Warm-up' }, { studentName: 'Traced', mobileNumber: '9811111111' }]);
    const member = await createMember(t.db.orm, { credits: 10 });
    // a first answer fills the 30 s column-settings cache, as any earlier answer of the server copy would
    await t.handle(`/api/public/students/${warm}`, { token: member.token });
    let body: any;
    const statements = await tracedStatements(t.db.orm, async () => {
      const response = await t.handle('/api/website/students/unlock', {
        method: 'POST',
        json: { studentId },
        token: member.token,
        headers: { 'idempotency-key': 'traced-unlock' },
      });
      body = await response.json();
    });
    expect(body).toMatchObject({ remainingCredits: 9, creditsConsumed: 1, alreadyUnlocked: false, student: { id: studentId, isUnlocked: true } });
    expect(statements).toHaveLength(UNLOCK_STATEMENTS);
    expect(UNLOCK_STATEMENTS).toBeLessThanOrEqual(10);
    // the student row and its consent facts are read once, inside the one transaction, and nothing comes after commit
    const inside = statements.slice(statements.indexOf('begin'));
    expect(inside.at(-1)).toBe('commit');
    expect(statements.filter((sql) => /\bfrom students\b/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /\bstudent_consents\b/.test(sql))).toHaveLength(1);
    // both by one statement: privacy's columns over its own tables in leads' read of the student (ADR 0013)
    expect(inside.filter((sql) => /\bfrom students\b/.test(sql) && /\bstudent_consents\b/.test(sql))).toHaveLength(1);
    // ADR 0003: the balance is locked and the key claimed by the first statement in the transaction; the answer is
    // stored by the last before commit, and the key is not looked up (only a retry that finds it claimed reads it)
    expect(inside[1]).toMatch(/\binstitution_credits\b.*\bfor update\b.*\binsert into idempotent_requests\b/);
    expect(inside.at(-2)).toMatch(/\binsert into idempotent_requests\b/);
    expect(statements.filter((sql) => /\bidempotent_requests\b/.test(sql))).toHaveLength(2);
    // the figure the walkthrough gives is the one measured here
    expect(readFileSync(join(import.meta.dir, '../../../docs/architecture/unlock-walkthrough.md'), 'utf8')).toContain(
      `**${UNLOCK_STATEMENTS} SQL statements**`,
    );
  });
});
