/**
 * One free member with 25 credits fires 100 charged requests at once — unlock, bulk unlock, save, bulk save, export
 * and consume, some with an Idempotency-Key and some of those sent two or three times — and the ledger must still
 * add up afterwards.
 *
 * The requests go through the real app in-process (`app.handle`), all started before any is awaited. On PostgreSQL
 * the test database has a pool of 10 connections (tests/support/test-database.ts), so up to 10 of these requests hold
 * a connection at the same moment and their transactions truly interleave in the database. On PGlite (one
 * connection) the same requests are serialised by the pool; the invariants must hold there too.
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

const GRANTED = 25;
const STUDENTS = 16;
const REQUESTS = 100;

type Kind = 'unlock' | 'bulk-unlock' | 'save' | 'bulk-save' | 'export' | 'consume';
type Planned = { kind: Kind; path: string; json: unknown; key?: string };
type Answer = { status: number; code?: string; charged: number; remaining: number; body: string };

let member: { id: string; token: string };
let students: string[];
let preUnlocked: string[];
let preSaved: string[];
let boxId: string;

const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

/** A small seeded generator, so a failure can be replayed exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[], count: number) => {
    const pool = [...items];
    return Array.from({ length: count }, () => pool.splice(int(0, pool.length - 1), 1)[0]!);
  };
  return { next, int, pick, some };
}

function plan(seed: number): Planned[] {
  const random = seeded(seed);
  // saves mostly name students unlocked before the storm (and one that may be unlocked during it), so some succeed
  const savable = () => students.slice(0, preUnlocked.length + 1);
  const one = (): Planned => {
    const kind = random.pick<Kind>([
      'unlock',
      'unlock',
      'bulk-unlock',
      'bulk-unlock',
      'save',
      'save',
      'save',
      'bulk-save',
      'bulk-save',
      'bulk-save',
      'export',
      'export',
    ]);
    switch (kind) {
      case 'unlock':
        return { kind, path: '/api/website/students/unlock', json: { studentId: random.pick(students) } };
      case 'bulk-unlock':
        return { kind, path: '/api/website/students/bulk-unlock', json: { studentIds: random.some(students, random.int(2, 4)) } };
      case 'save':
        return { kind, path: '/api/website/saved-students', json: { studentId: random.pick(savable()) } };
      case 'bulk-save':
        return { kind, path: '/api/website/saved-students/bulk', json: { studentIds: random.some(savable(), random.int(2, 3)), collectionId: boxId } };
      case 'export':
        return random.next() < 0.3
          ? { kind, path: '/api/website/saved-students/export', json: { collectionId: boxId } }
          : { kind, path: '/api/website/saved-students/export', json: { studentIds: random.some(students, random.int(1, 4)) } };
      default:
        throw new Error(`no such kind ${kind}`);
    }
  };
  // browser-side export charges too: three of 9 credits without a key ask for more than the 25 there are whatever
  // else runs first, so some request is always refused for want of credits
  const consume = (credits: number, key?: string): Planned => ({
    kind: 'consume',
    path: '/api/website/credits/consume',
    json: { transactionType: 'export', creditsToConsume: credits, description: 'Exported in the browser' },
    key,
  });
  const planned: Planned[] = [consume(9), consume(9), consume(9), consume(4, `storm-${seed}-consume`), consume(4, `storm-${seed}-consume`)];
  let keys = 0;
  while (planned.length < REQUESTS) {
    const request = one();
    if (random.next() < 0.4) {
      request.key = `storm-${seed}-${(keys += 1)}`;
      // a deliberate retry: the same request with the same key, sent again while the first may still be running
      const copies = random.next() < 0.5 ? random.int(2, 3) : 1;
      for (let i = 0; i < copies && planned.length < REQUESTS; i += 1) planned.push({ ...request });
    } else {
      planned.push(request);
    }
  }
  // shuffled, so that the copies of one key are not neighbours
  for (let i = planned.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [planned[i], planned[j]] = [planned[j]!, planned[i]!];
  }
  return planned;
}

async function send(request: Planned): Promise<Answer> {
  const response = await t.handle(request.path, {
    method: 'POST',
    token: member.token,
    json: request.json,
    headers: request.key ? { 'idempotency-key': request.key } : {},
  });
  const body = await response.text();
  if (response.headers.get('content-type')?.includes('text/csv')) {
    return {
      status: response.status,
      charged: Number(response.headers.get('x-credits-consumed')),
      remaining: Number(response.headers.get('x-remaining-credits')),
      body: `${response.headers.get('content-disposition')}\n${body}`,
    };
  }
  const json = JSON.parse(body);
  return { status: response.status, code: json.code, charged: json.creditsConsumed ?? 0, remaining: json.remainingCredits ?? -1, body };
}

/** What each operation may legitimately refuse in the storm (anything else, a 500 above all, is a bug). */
const EXPECTED_REFUSALS: Record<Kind, string[]> = {
  unlock: ['CREDITS.INSUFFICIENT'],
  'bulk-unlock': ['CREDITS.INSUFFICIENT'],
  save: ['CREDITS.INSUFFICIENT', 'SAVED.LOCKED', 'SAVED.ALREADY_SAVED'],
  'bulk-save': ['CREDITS.INSUFFICIENT', 'SAVED.LOCKED'],
  export: ['CREDITS.INSUFFICIENT', 'EXPORT.EMPTY'],
  consume: ['CREDITS.INSUFFICIENT'],
};

let planned: Planned[];
let answers: Answer[];

const t = useTestApp();
beforeAll(async () => {
  students = await addStudents(
    t.db.orm,
    Array.from({ length: STUDENTS }, (_, i) => ({ studentName: `Storm Student ${i}` })),
  );
  const admin = await createAdmin(t.db.orm);
  member = await createMember(t.db.orm, { credits: 0 });
  // the credits arrive the way they do in production: an admin grant, written to the ledger
  const granted = await t.handle(`/api/website-users/${member.id}/assign-credits`, { method: 'POST', token: admin.token, json: { credits: GRANTED } });
  expect(granted.status).toBe(200);
  const box = await t.handle('/api/website/collections', { method: 'POST', token: member.token, json: { name: 'Storm' } });
  boxId = ((await box.json()) as { collection: { id: string } }).collection.id;
  // a head start, free of charge: some students already unlocked, two of them already saved, so saves and exports
  // have something to work on from the first moment
  preUnlocked = students.slice(0, 10);
  preSaved = students.slice(0, 2);
  await sql(
    `insert into unlocked_students (user_id, student_id) values ${preUnlocked.map(() => '(?, ?)').join(', ')}`,
    preUnlocked.flatMap((id) => [member.id, id]),
  );
  await sql(
    `insert into saved_students (user_id, student_id, collection_id) values (?, ?, ?), (?, ?, ?)`,
    preSaved.flatMap((id) => [member.id, id, boxId]),
  );

  planned = plan(20261125);
  answers = await Promise.all(planned.map(send));
}, 120_000);

const balance = async () =>
  (
    await sql<{ credits: number }>('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [
      member.id,
    ])
  )[0]!.credits;
const ledger = () =>
  sql<{ transaction_type: string; student_id: string | null; credits_consumed: number; credits_remaining: number; idempotency_key: string | null }>(
    'select transaction_type, student_id, credits_consumed, credits_remaining, idempotency_key from credit_transactions where user_id = ? order by credits_remaining desc, credits_consumed asc',
    [member.id],
  );

/** One entry per charge that really ran: every success without a key, and one success per key. */
function executions() {
  const byKey = new Map<string, Answer>();
  const unkeyed: Answer[] = [];
  planned.forEach((request, i) => {
    const answer = answers[i]!;
    if (answer.status !== 200) return;
    if (request.key) byKey.set(request.key, answer);
    else unkeyed.push(answer);
  });
  return { byKey, unkeyed, all: [...unkeyed, ...byKey.values()] };
}

describe(`${REQUESTS} parallel charged requests from one member with ${GRANTED} credits`, () => {
  it('answers each with a success or an expected refusal, never a server error', () => {
    expect(answers).toHaveLength(REQUESTS);
    const unexpected = planned
      .map((request, i) => ({ kind: request.kind, status: answers[i]!.status, code: answers[i]!.code }))
      .filter(({ kind, status, code }) => status !== 200 && !([400, 402, 403, 409].includes(status) && EXPECTED_REFUSALS[kind].includes(code ?? '')));
    expect(unexpected).toEqual([]);
    // the storm must really exercise both outcomes
    // at most 8 credits can be left unspendable (no charge is above 9), so at least 17 were spent by two or more charges
    expect(answers.filter((a) => a.status === 200 && a.charged > 0).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((a) => a.code === 'CREDITS.INSUFFICIENT').length).toBeGreaterThan(0);
  });

  it('never takes the balance below zero, at the end or at any step the ledger recorded', async () => {
    expect(await balance()).toBeGreaterThanOrEqual(0);
    for (const row of await ledger()) expect(row.credits_remaining).toBeGreaterThanOrEqual(0);
  });

  it('keeps balance = grants − debits, with the ledger a gapless chain of balances', async () => {
    const rows = await ledger();
    const grants = rows.filter((row) => row.transaction_type === 'admin_grant').reduce((sum, row) => sum - row.credits_consumed, 0);
    const debits = rows.filter((row) => row.credits_consumed > 0).reduce((sum, row) => sum + row.credits_consumed, 0);
    expect(grants).toBe(GRANTED);
    expect(await balance()).toBe(grants - debits);
    // in order of balance-after (the grant first), each row follows from the one before: no charge was lost,
    // doubled or written out of order
    let running = 0;
    for (const row of rows) {
      running -= row.credits_consumed;
      expect(row.credits_remaining).toBe(running);
    }
    expect(running).toBe(await balance());
  });

  it('charges each student once per unlock and once per save, each charge backed by the row it bought', async () => {
    const rows = await ledger();
    for (const kind of ['unlock', 'save']) {
      const charged = rows.filter((row) => row.transaction_type === kind).map((row) => row.student_id);
      expect(new Set(charged).size).toBe(charged.length);
      for (const row of rows.filter((r) => r.transaction_type === kind)) expect(row.credits_consumed).toBe(1);
    }
    const unlocked = (await sql<{ student_id: string }>('select student_id from unlocked_students where user_id = ?', [member.id])).map((r) => r.student_id);
    const saved = (await sql<{ student_id: string }>('select student_id from saved_students where user_id = ?', [member.id])).map((r) => r.student_id);
    const unlockCharges = rows.filter((row) => row.transaction_type === 'unlock').map((row) => row.student_id!);
    const saveCharges = rows.filter((row) => row.transaction_type === 'save').map((row) => row.student_id!);
    expect(unlockCharges.sort()).toEqual(unlocked.filter((id) => !preUnlocked.includes(id)).sort());
    expect(saveCharges.sort()).toEqual(saved.filter((id) => !preSaved.includes(id)).sort());
    // a student is saved only once unlocked: saving never bought an unpaid contact
    for (const id of saved) expect(unlocked).toContain(id);
  });

  it('reports in every successful answer exactly the charge the ledger holds for it', async () => {
    const rows = await ledger();
    const { byKey, unkeyed, all } = executions();
    const debits = rows.filter((row) => row.credits_consumed > 0);
    expect(all.reduce((sum, answer) => sum + answer.charged, 0)).toBe(debits.reduce((sum, row) => sum + row.credits_consumed, 0));
    for (const [key, answer] of byKey) {
      const own = debits.filter((row) => row.idempotency_key === key);
      expect({ key, charged: own.reduce((sum, row) => sum + row.credits_consumed, 0) }).toEqual({ key, charged: answer.charged });
      if (answer.charged > 0) expect(Math.min(...own.map((row) => row.credits_remaining))).toBe(answer.remaining);
    }
    expect(unkeyed.reduce((sum, answer) => sum + answer.charged, 0)).toBe(
      debits.filter((row) => row.idempotency_key === null).reduce((sum, row) => sum + row.credits_consumed, 0),
    );
    // the charging answers, newest balance last, chain from the grant to today's balance
    const charging = all.filter((answer) => answer.charged > 0).sort((a, b) => b.remaining - a.remaining);
    let running = GRANTED;
    for (const answer of charging) {
      running -= answer.charged;
      expect(answer.remaining).toBe(running);
    }
    expect(running).toBe(await balance());
  });

  it('charges a request retried with the same Idempotency-Key once and answers it the same every time', async () => {
    const retried = new Map<string, { request: Planned; answers: Answer[] }>();
    planned.forEach((request, i) => {
      if (!request.key) return;
      const entry = retried.get(request.key) ?? { request, answers: [] };
      entry.answers.push(answers[i]!);
      retried.set(request.key, entry);
    });
    expect([...retried.values()].filter((entry) => entry.answers.length > 1).length).toBeGreaterThan(3);
    const before = { balance: await balance(), ledger: await ledger() };
    for (const [key, { request, answers: sent }] of retried) {
      const successes = sent.filter((answer) => answer.status === 200);
      if (successes.length === 0) continue;
      // every success under one key is the same answer (the storm's copies raced each other)
      for (const answer of successes) expect({ key, body: answer.body }).toEqual({ key, body: successes[0]!.body });
      // and a retry now, after the storm, still answers it without charging
      const again = await send(request);
      expect({ key, status: again.status, body: again.body }).toEqual({ key, status: 200, body: successes[0]!.body });
    }
    expect(await balance()).toBe(before.balance);
    expect(await ledger()).toEqual(before.ledger);
  });

  it('refuses an Idempotency-Key reused for a different request, charging nothing', async () => {
    const used = planned.find((request) => request.key && answers[planned.indexOf(request)]!.status === 200)!;
    const other: Planned = {
      kind: 'consume',
      path: '/api/website/credits/consume',
      json: { transactionType: 'export', creditsToConsume: 1, description: 'Another export' },
      key: used.key,
    };
    const before = await balance();
    const answer = await send(other);
    expect(answer.status).toBe(409);
    expect(answer.code).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await balance()).toBe(before);
  });
});
