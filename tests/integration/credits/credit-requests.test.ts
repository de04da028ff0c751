import { describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';

/** Issue 25 §3: a member out of credits asks the admins for more; the admins see it in their portal and by e-mail. */
const t = useTestApp();
const api = caller(t);
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

describe('a request for credits', () => {
  it('is stored, e-mailed to the admins, listed for them with the balance, and one at a time until marked done', async () => {
    const member = await createMember(t.db.orm, { credits: 0, email: 'asha.requests@example.in' });
    const admin = await createAdmin(t.db.orm);
    expect((await api.get('/api/website/credits/requests', member.token)).body).toEqual({ request: null });

    const asked = await api.post('/api/website/credits/requests', member.token, { creditsWanted: 200, message: '  For the autumn admissions drive  ' });
    expect(asked.status).toBe(201);
    expect(asked.body.request).toMatchObject({ creditsWanted: 200, message: 'For the autumn admissions drive' });
    const [mail] = await sql(
      "select to_address, subject, text_body from mail_outbox where subject like 'Credit request from %' order by created_at desc limit 1",
    );
    expect(mail.to_address).toBe(t.config.salesEmail);
    expect(mail.subject).toContain('asha.requests@example.in');
    expect(mail.text_body).toContain('asks for 200 credits. Their balance is 0.');
    expect(mail.text_body).toContain('For the autumn admissions drive');

    const again = await api.post('/api/website/credits/requests', member.token, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CREDITS.REQUEST_OPEN');
    expect((await api.get('/api/website/credits/requests', member.token)).body.request.id).toBe(asked.body.request.id);

    const listed = await api.get('/api/admin/credit-requests', admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.requests.find((r: { id: string }) => r.id === asked.body.request.id)).toMatchObject({
      memberId: member.id,
      memberEmail: 'asha.requests@example.in',
      creditsWanted: 200,
      balance: 0,
    });
    expect((await api.post(`/api/admin/credit-requests/${asked.body.request.id}/resolve`, admin.token, {})).status).toBe(200);
    expect((await api.post(`/api/admin/credit-requests/${asked.body.request.id}/resolve`, admin.token, {})).status).toBe(404);
    expect((await api.get('/api/admin/credit-requests', admin.token)).body.requests.map((r: { id: string }) => r.id)).not.toContain(asked.body.request.id);
    expect((await api.post('/api/website/credits/requests', member.token, {})).status).toBe(201);
  });

  it('refuses an amount out of range or a message over 500 characters, and is for members and admins only', async () => {
    const member = await createMember(t.db.orm);
    expect((await api.post('/api/website/credits/requests', member.token, { creditsWanted: 0 })).status).toBe(400);
    expect((await api.post('/api/website/credits/requests', member.token, { creditsWanted: 2.5 })).status).toBe(400);
    expect((await api.post('/api/website/credits/requests', member.token, { message: 'x'.repeat(501) })).status).toBe(400);
    expect((await api.get('/api/admin/credit-requests', member.token)).status).toBe(403);
    expect((await t.handle('/api/website/credits/requests', { method: 'POST', json: {} })).status).toBe(401);
  });
});
