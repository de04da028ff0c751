import { describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { teamApi } from '../identity/team-helpers';

/** ADR 0021, low pool: one e-mail to the owner and the managers per crossing below 10 credits, not one per charge. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
const LOW = 'Your institution is running low on credits';
const lowMails = async (email: string) => (await t.outbox(email)).filter((mail) => mail.subject === LOW);
const notified = async (memberId: string) =>
  (
    await api.sql<{ at: string | null }>(
      'select c.low_pool_notified_at as at from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.at;

/** Waits for the e-mails sent after the answer (background work): `count` to each address, then a moment for strays. */
async function mailsSettle(emails: string[], count: number) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await Bun.sleep(20)) {
    const counts = await Promise.all(emails.map(async (email) => (await lowMails(email)).length));
    if (counts.every((n) => n >= count)) break;
  }
  await Bun.sleep(200);
}

describe('the low-pool e-mail', () => {
  it('goes once to the owner and managers when a charge takes the pool below 10, again only after a top-up to 10 or more', async () => {
    const { owner, manager, member } = await api.team({ credits: 12 });
    const admin = await createAdmin(t.db.orm);
    const students = await addStudents(
      t.db.orm,
      Array.from({ length: 8 }, () => ({})),
    );
    const unlock = async (i: number) => expect((await api.post('/api/website/students/unlock', member.token, { studentId: students[i] })).status).toBe(200);

    await unlock(0);
    await unlock(1); // 10 left: not below
    expect(await notified(owner.id)).toBeNull();
    await unlock(2); // 9: the crossing
    await unlock(3); // 8: no second e-mail
    await mailsSettle([owner.email, manager.email], 1);
    expect((await lowMails(owner.email)).length).toBe(1);
    expect((await lowMails(manager.email)).length).toBe(1);
    expect((await lowMails(member.email)).length).toBe(0);
    expect((await lowMails(owner.email))[0]!.textBody).toContain('Your institution has 9 credits left');
    expect(await notified(owner.id)).not.toBeNull();

    // a grant that leaves the pool below 10 keeps the mark; one that brings it to 10 or more clears it
    expect((await api.post(`/api/website-users/${member.id}/assign-credits`, admin.token, { credits: 1 })).status).toBe(200);
    expect(await notified(owner.id)).not.toBeNull();
    expect((await api.post(`/api/website-users/${owner.id}/assign-credits`, admin.token, { credits: 1 })).body.credits).toBe(10);
    expect(await notified(owner.id)).toBeNull();
    await unlock(4); // 9 again: a second crossing
    await unlock(5);
    await mailsSettle([owner.email, manager.email], 2);
    expect((await lowMails(owner.email)).length).toBe(2);
    expect((await lowMails(manager.email)).length).toBe(2);
  });

  it('is not sent for a refused charge', async () => {
    const { owner, member } = await api.team({ credits: 10 });
    const [student] = await addStudents(t.db.orm, [{}]);
    await api.put(`/api/website/team/seats/${member.id}/limit`, owner.token, { monthlyLimit: 0 });
    expect((await api.post('/api/website/students/unlock', member.token, { studentId: student })).status).toBe(403);
    expect(await notified(owner.id)).toBeNull();
    await Bun.sleep(200);
    expect((await lowMails(owner.email)).length).toBe(0);
  });
});
