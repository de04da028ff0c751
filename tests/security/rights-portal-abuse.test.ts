import { afterEach, beforeAll, describe, expect, it, spyOn } from 'bun:test';
import { createMemoryRateLimiter } from '@platform/http/memory-rate-limiter';
import type { RateLimiter } from '@platform/http/rate-limiter.port';
import type { Mailer } from '@platform/mail/mailer.port';
import type { SmsSender } from '@platform/sms/sms-sender.port';
import { useTestApp } from '@support/test-app';
import { CODES_SENT_PER_CONTACT } from '@modules/rights/domain/code-throttle';
import { addStudents } from '../integration/leads/student-mother';

/**
 * Issue 26, items 2 and 3: the rights portal's code request told known contacts from unknown ones (it waited for the
 * gateway, and a failing gateway became a 500), and strangers on rotating addresses could lock a student out.
 */

/** The gateway in front of the outbox: passes messages on, or holds them until released, or fails. */
const gateway = {
  mode: 'pass' as 'pass' | 'hold' | 'fail',
  held: [] as (() => void)[],
  delivered: 0,
  release() {
    for (const go of this.held.splice(0)) go();
  },
  async pass<T>(forward: () => Promise<T>) {
    if (this.mode === 'fail') throw new Error('gateway down');
    if (this.mode === 'hold') await new Promise<void>((go) => this.held.push(go));
    await forward();
    this.delivered += 1;
  },
};
const sms = (outbox: SmsSender): SmsSender => ({ send: (message) => gateway.pass(() => outbox.send(message)) });
const mailer = (outbox: Mailer): Mailer => ({ send: (message) => gateway.pass(() => outbox.send(message)) });

/** The app's limiter, counting the decisions whether a code may go out (made after the answer, for known contacts). */
const memory = createMemoryRateLimiter();
const decided = { count: 0 };
const rateLimiter: RateLimiter = {
  async hit(rule, key) {
    const hit = await memory.hit(rule, key);
    if (rule.name === 'my-data-code:sent') decided.count += 1;
    return hit;
  },
  forgive: (rule, key) => memory.forgive(rule, key),
};

const t = useTestApp({ env: { TRUST_PROXY: 'true' }, sms, mailer, rateLimiter });
beforeAll(async () => {
  await addStudents(t.db.orm, [
    { studentName: 'Kavya Known', emailId: 'ka.known@example.in', mobileNumber: '9876522001' },
    { studentName: 'Farah Flooded', emailId: 'farah@example.in', mobileNumber: '9876544001' },
    { studentName: 'Lata Limited', emailId: 'lata@example.in', mobileNumber: '9876555001' },
  ]);
}, 120_000);
afterEach(() => {
  gateway.mode = 'pass';
  gateway.release();
});

const post = async (path: string, json: unknown, address = '203.0.113.1') => {
  const response = await t.handle(`/api/privacy/my-data/${path}`, { method: 'POST', json, headers: { 'x-forwarded-for': address } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const askCode = (contact: string, address?: string) => post('code', { contact }, address);
const verify = (contact: string, code: string, address?: string) => post('verify', { contact, code }, address);

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (const deadline = Date.now() + 20_000; ; await Bun.sleep(20)) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
  }
};
const texts = (to: string) => t.smsOutbox(to);
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1];

describe('the code request tells nothing about the catalogue (item 2)', () => {
  it('answers known and unknown contacts alike before a slow gateway has sent anything, and the code still arrives', async () => {
    gateway.mode = 'hold';
    const before = gateway.delivered;
    // the same last three digits and the same two first letters: the masked contact shown back is the same too
    const known = await askCode('9876522001');
    const unknown = await askCode('9876533001');
    const knownMail = await askCode('ka.known@example.in');
    const unknownMail = await askCode('ka.nobody@example.in');
    expect(gateway.delivered).toBe(before);
    expect(known).toEqual({ status: 200, body: unknown.body });
    expect(unknown.status).toBe(200);
    expect(knownMail).toEqual(unknownMail);
    expect(await texts('9876522001')).toHaveLength(0);

    gateway.release();
    gateway.mode = 'pass';
    expect(
      codeIn(
        (
          await until(
            () => texts('9876522001'),
            (sent) => sent.length > 0,
          )
        )[0]?.text,
      ),
    ).toMatch(/^\d{6}$/);
    expect(
      (
        await until(
          () => t.outbox('ka.known@example.in'),
          (sent) => sent.length > 0,
        )
      ).length,
    ).toBe(1);
    expect(await texts('9876533001')).toHaveLength(0);
  }, 30_000);

  it('answers alike when the gateway fails; the failure is logged, never answered', async () => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    try {
      gateway.mode = 'fail';
      const known = await askCode('ka.known@example.in', '203.0.113.2');
      const unknown = await askCode('ka.nobody@example.in', '203.0.113.2');
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      await until(
        async () => logged.mock.calls.length,
        (calls) => calls > 0,
      );
      expect(String(logged.mock.calls[0]?.[0])).toContain('my-data code');
      expect(String(logged.mock.calls[0]?.[1])).toContain('gateway down');
    } finally {
      logged.mockRestore();
    }
  }, 30_000);
});

describe('strangers on rotating addresses cannot lock a student out, nor spam them (item 3)', () => {
  const student = '9876544001';
  const home = '198.51.100.7';
  const stranger = (i: number) => `192.0.2.${i + 10}`;

  it('keeps the student’s own code and requests working through a flood of requests and wrong codes', async () => {
    const sentBefore = decided.count;
    expect((await askCode(student, home)).status).toBe(200);
    const mine = codeIn(
      (
        await until(
          () => texts(student),
          (sent) => sent.length > 0,
        )
      )[0]?.text,
    )!;

    // 12 strangers ask for codes and 20 guess wrong: none of it is refused to them in a way that touches the student
    const asked = [];
    for (let i = 0; i < 12; i++) asked.push((await askCode(student, stranger(i))).status);
    expect(asked).toEqual(Array(12).fill(200));
    const wrong = mine === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i++) expect((await verify(student, wrong, stranger(i))).status).toBe(400);

    // every decision made, every allowed text delivered: the contact got at most CODES_SENT_PER_CONTACT texts
    await until(
      async () => decided.count,
      (count) => count >= sentBefore + 13,
    );
    const sent = await until(
      () => texts(student),
      (all) => all.length >= CODES_SENT_PER_CONTACT,
    );
    expect(sent).toHaveLength(CODES_SENT_PER_CONTACT);

    // the student's own code, from the student's address, still opens the pass
    const opened = await verify(student, mine, home);
    expect(opened.status).toBe(200);
    expect(opened.body.pass).toBeString();
    // and a new code from the student's address is answered as ever, not refused
    expect((await askCode(student, home)).status).toBe(200);
    expect(await texts(student)).toHaveLength(CODES_SENT_PER_CONTACT);
  }, 60_000);

  it('turns away only the address that overdoes it, for that contact', async () => {
    const flooder = '192.0.2.200';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await askCode('lata@example.in', flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await askCode('lata@example.in', '198.51.100.8')).status).toBe(200);
    expect((await askCode('farah@example.in', flooder)).status).toBe(200);

    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await verify('lata@example.in', '000000', flooder)).status);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(guesses[10]).toBe(429);
    expect((await verify('lata@example.in', '000000', '198.51.100.8')).status).toBe(400);
  }, 60_000);
});
