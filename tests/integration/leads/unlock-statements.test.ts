import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { tracedStatements } from '@support/sql-trace';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

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
    console.log(statements.map((s, i) => `${i + 1}. ${s.slice(0, 220)}`).join('\n'));
    expect(statements).toHaveLength(0);
  });
});
