import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { teamApi } from '../identity/team-helpers';
import { addStudents } from './student-mother';

/** ADR 0021: an unlock by any seat unlocks the student for the whole institution; another institution still pays. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);

describe('an unlock shared by the institution', () => {
  it('seat A unlocks; seat B sees the student in full and is not charged; another institution sees it masked and pays', async () => {
    const { owner, member } = await api.team({ credits: 20 });
    const [student] = await addStudents(t.db.orm, [{ mobileNumber: '9811100001' }]);
    const first = await api.post('/api/website/students/unlock', member.token, { studentId: student });
    expect([first.status, first.body.creditsConsumed, first.body.alreadyUnlocked, first.body.remainingCredits]).toEqual([200, 1, false, 19]);

    const seen = await api.get(`/api/public/students/${student}`, owner.token);
    expect([seen.body.isUnlocked, seen.body.mobileNumber]).toEqual([true, '9811100001']);
    const again = await api.post('/api/website/students/unlock', owner.token, { studentId: student });
    expect([again.status, again.body.creditsConsumed, again.body.alreadyUnlocked, again.body.remainingCredits]).toEqual([200, 0, true, 19]);
    const bulk = await api.post('/api/website/students/bulk-unlock', owner.token, { studentIds: [student] });
    expect([bulk.status, bulk.body.creditsConsumed]).toEqual([200, 0]);
    const listed = await api.get('/api/public/students/unlocked', owner.token);
    expect(listed.body.students.map((s: { id: string }) => s.id)).toEqual([student]);
    // one row: the seat who paid, on the institution's account
    expect(await api.sql('select user_id, institution_id from unlocked_students where student_id = ?', [student])).toEqual([
      { user_id: member.id, institution_id: owner.institutionId },
    ]);

    const stranger = await createMember(t.db.orm, { credits: 5 });
    const masked = await api.get(`/api/public/students/${student}`, stranger.token);
    expect([masked.body.isUnlocked, masked.body.mobileNumber === '9811100001']).toEqual([false, false]);
    const paid = await api.post('/api/website/students/unlock', stranger.token, { studentId: student });
    expect([paid.body.creditsConsumed, paid.body.alreadyUnlocked, paid.body.remainingCredits]).toEqual([1, false, 4]);
  });
});
