import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { type Seated, teamApi } from '../identity/team-helpers';
import { billingReady, download } from './billing-helpers';

/**
 * ADR 0021, "The owner requests a pack": invoices belong to the institution. Only its owner buys; the owner and the
 * managers read every invoice of it (whoever requested it), a member reads none, another institution never sees them.
 */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
let a: { owner: Seated; manager: Seated; member: Seated };
let b: Seated;
let packId: string;

beforeAll(async () => {
  const admin = await createAdmin(t.db.orm);
  packId = await billingReady(t, admin.token);
  a = await api.team();
  await api.sql("update institutions set name = 'Sunrise Academy' where id = (select institution_id from website_users where id = ?)", [a.owner.id]);
  b = (await api.team()).owner;
}, 60_000);

const request = (token: string) => api.post('/api/website/billing/invoices', token, { packId, placeOfSupply: '29' });
const listed = async (token: string) => ((await api.get('/api/website/billing/invoices', token)).body.invoices as { id: string }[]).map((i) => i.id);

describe("an institution's invoices", () => {
  it('are requested by the owner only, in the name of the institution', async () => {
    for (const seat of [a.manager, a.member]) {
      const refused = await request(seat.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'BILLING.OWNER_ONLY',
        message: "Only your institution's owner can buy credits. Ask them to buy a pack.",
      });
    }
    const issued = await request(a.owner.token);
    expect(issued.status).toBe(201);
    expect(issued.body.invoice.buyer).toMatchObject({ id: a.owner.id, name: 'Sunrise Academy' });
    const rows = await api.sql<{ institution_id: string; seat: string }>(
      'select i.institution_id, w.institution_id as seat from invoices i join website_users w on w.id = i.buyer_id where i.id = ?',
      [issued.body.invoice.id],
    );
    expect(rows[0]!.institution_id).toBe(rows[0]!.seat);
  });

  it('are listed for the owner and the managers, not for a member, nor for another institution', async () => {
    const { id } = (await request(a.owner.token)).body.invoice;
    expect(await listed(a.owner.token)).toContain(id);
    expect(await listed(a.manager.token)).toContain(id);
    expect((await download(t, `/api/website/billing/invoices/${id}/pdf`, a.manager.token)).status).toBe(200);

    const hidden = await api.get('/api/website/billing/invoices', a.member.token);
    expect(hidden.status).toBe(403);
    expect(hidden.body.code).toBe('BILLING.INVOICES_HIDDEN');
    expect((await download(t, `/api/website/billing/invoices/${id}/pdf`, a.member.token)).status).toBe(403);

    expect(await listed(b.token)).not.toContain(id);
    expect((await download(t, `/api/website/billing/invoices/${id}/pdf`, b.token)).status).toBe(404);
    expect((await download(t, `/api/website/billing/invoices/${id}/pdf`)).status).toBe(401);
  });

  it('stay with the institution when its ownership moves', async () => {
    const { id } = (await request(a.owner.token)).body.invoice;
    expect((await api.post('/api/website/team/owner', a.owner.token, { memberId: a.manager.id })).status).toBe(200);
    expect(await listed(a.manager.token)).toContain(id);
    expect(await listed(a.owner.token)).toContain(id);
    expect((await request(a.owner.token)).status).toBe(403);
  });
});
