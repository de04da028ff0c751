import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { caller, unlockFor } from './helpers';

let api: ReturnType<typeof caller>;
let ids: string[];

const t = useTestApp();
beforeAll(async () => {
  api = caller(t);
  ids = await addStudents(t.db.orm, [
    { studentName: '=HYPERLINK("http://evil")', city: '+Pune', collegeName: '@Risky, College' },
    { studentName: 'अनन्या Sharma', address: '-12 Temple Road' },
    { studentName: 'Plain Student' },
  ]);
});

const URL = '/api/website/saved-students';
const balance = async (memberId: string) =>
  (await api.sql('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [memberId]))[0]
    .credits;
const notesOf = async (memberId: string) =>
  Object.fromEntries((await api.sql('select student_id, notes from saved_students where user_id = ?', [memberId])).map((r) => [r.student_id, r.notes]));

async function memberWithCollection(credits: number, premium = false) {
  const member = await createMember(t.db.orm, { credits, premium });
  await unlockFor(t, member.id, ids);
  const box = (await api.post('/api/website/collections', member.token, { name: 'Kerala Toppers' })).body.collection;
  await api.post(`${URL}/bulk`, member.token, { studentIds: ids, collectionId: box.id });
  await api.patch(`${URL}/${ids[2]}/notes`, member.token, { notes: 'Called once' });
  return { member, box };
}

describe('export saved students', () => {
  it('answers the collection CSV with BOM and header, charges 1 credit each and notes the export, together', async () => {
    const { member, box } = await memberWithCollection(10);
    const before = await balance(member.id);
    const response = await t.handle(`${URL}/export`, { method: 'POST', token: member.token, json: { collectionId: box.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="saved-students-kerala-toppers-${day}.csv"`);
    expect(response.headers.get('x-credits-consumed')).toBe('3');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]!.split(',')).toHaveLength(33);
    expect(lines[0]).toStartWith('Student Name,Gender,Age,Father Name,Mother Name,Date of Birth,Email,Email Verified,Mobile Number');
    expect(csv).toContain('अनन्या Sharma');
    expect(await balance(member.id)).toBe(before - 3);
    const notes = await notesOf(member.id);
    expect(notes[ids[0]!]).toMatch(/^Exported on \d{1,2} \w{3} \d{4}/);
    expect(notes[ids[2]!]).toMatch(/^Called once\nExported on /);
    expect(csv).toContain('"Called once\nExported on');
    const ledger = await api.sql("select count(*)::int as n from credit_transactions where user_id = ? and transaction_type = 'export'", [member.id]);
    expect(ledger[0].n).toBe(3);
  });

  it('neutralises cells that start a spreadsheet formula', async () => {
    const { member, box } = await memberWithCollection(10);
    const { body: csv } = await api.post(`${URL}/export`, member.token, { collectionId: box.id });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(",'+Pune,");
    expect(csv).toContain(`"'@Risky, College"`);
    expect(csv).toContain(",'-12 Temple Road,");
  });

  it('exports chosen students as the comprehensive file with the collection column', async () => {
    const { member } = await memberWithCollection(10);
    const response = await api.post(`${URL}/export`, member.token, { studentIds: [ids[1], ids[2]] });
    expect(response.headers.get('content-disposition')).toContain('saved-students-comprehensive-');
    const lines = (response.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toEndWith(',Notes,Saved Date,Collection');
    expect(lines.filter((line) => line.endsWith(',Kerala Toppers'))).toHaveLength(2);
    expect(response.headers.get('x-credits-consumed')).toBe('2');
  });

  it('leaves balance and notes unchanged when credits are short', async () => {
    const { member, box } = await memberWithCollection(3);
    expect(await balance(member.id)).toBe(0);
    const notesBefore = await notesOf(member.id);
    const refused = await api.post(`${URL}/export`, member.token, { collectionId: box.id });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Insufficient credits. Need 3 credits to export 3 students.');
    expect(await balance(member.id)).toBe(0);
    expect(await notesOf(member.id)).toEqual(notesBefore);
  });

  it('charges premium members nothing to export (their saves were paid: spec 001 §9)', async () => {
    const { member, box } = await memberWithCollection(4, true);
    // the three saves cost premium members 1 credit each, like everyone (until issue #13 they were free)
    expect(await balance(member.id)).toBe(1);
    const response = await api.post(`${URL}/export`, member.token, { collectionId: box.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-credits-consumed')).toBe('0');
    expect(await balance(member.id)).toBe(1);
  });

  it("refuses an empty collection and another member's students", async () => {
    const { member } = await memberWithCollection(10);
    const empty = (await api.post('/api/website/collections', member.token, { name: 'Empty' })).body.collection;
    expect((await api.post(`${URL}/export`, member.token, { collectionId: empty.id })).status).toBe(400);
    const stranger = await createMember(t.db.orm, { credits: 10 });
    const theft = await api.post(`${URL}/export`, stranger.token, { studentIds: ids });
    expect(theft.status).toBe(400);
    expect(await balance(stranger.id)).toBe(10);
    expect((await api.post(`${URL}/export`, member.token, { studentIds: [ids[0]], collectionId: empty.id })).status).toBe(400);
  });

  it('answers a retry with the same Idempotency-Key with the same file, charged and noted once', async () => {
    const { member, box } = await memberWithCollection(10);
    const before = await balance(member.id);
    const send = () =>
      t.handle(`${URL}/export`, { method: 'POST', token: member.token, json: { collectionId: box.id }, headers: { 'idempotency-key': 'export-retry-1' } });
    const first = await send();
    const notesAfterFirst = await notesOf(member.id);
    const retry = await send();
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(await retry.text()).toBe(await first.text());
    for (const header of ['content-disposition', 'x-exported-count', 'x-credits-consumed', 'x-remaining-credits']) {
      expect(retry.headers.get(header)).toBe(first.headers.get(header));
    }
    expect(first.headers.get('x-credits-consumed')).toBe('3');
    expect(await balance(member.id)).toBe(before - 3);
    expect(await notesOf(member.id)).toEqual(notesAfterFirst);
    // the same key for another export is refused, not served the first file
    const other = await t.handle(`${URL}/export`, {
      method: 'POST',
      token: member.token,
      json: { studentIds: [ids[0]] },
      headers: { 'idempotency-key': 'export-retry-1' },
    });
    expect(other.status).toBe(409);
    expect((await other.json()).code).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await balance(member.id)).toBe(before - 3);
  });
});
