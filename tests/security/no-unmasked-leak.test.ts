import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import contract from '../../openapi/openapi.json';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { LOCAL_TARGETS, startReceiver } from '../integration/webhooks/receiver';
import { objects, send, type Sent } from './fixtures';

/**
 * Property level: a free member never receives the e-mail, mobile number or address of a student they have not
 * unlocked, from ANY answer. Students carry distinctive contact values; the raw text of every GET operation in the
 * contract and of the POSTs that answer students (lists, unlock, save, checks, export, and their refusals) is
 * scanned for them. The premium member's answers DO contain them, which shows the scan can fail.
 */

let build: ReturnType<typeof objects>;
type Member = { id: string; token: string };
let free: Member; // unlocked U1, U2; saved S (unlocked); L1..L4 locked
let broke: Member; // free, no credits, nothing unlocked
let lapsed: Member; // saved L3 while premium; the membership has since expired
let premium: Member;

type Student = { id: string; name: string; email: string; mobile: string; address: string; secrets: string[] };
const locked: Student[] = [];
const unlocked: Student[] = [];
let savedByFree: Student;
let freeCollection: string;

/** Values no other text in an answer can contain by chance; `secrets` also holds the parts the masks hide. */
function canary(tag: string, index: number): Omit<Student, 'id'> {
  const mobile = `8${String(471_902_000 + index * 1_117).padStart(9, '0')}`;
  const email = `canary.${tag}.mailbox@leakcheck.example`;
  const address = `Flat ${index}, Zephyrine-${tag} Residency, Kollam`;
  return {
    name: `Canary Student ${tag.toUpperCase()}`,
    email,
    mobile,
    address,
    // the masks show 1 + 1 characters of the local part, 2 + 2 of the mobile and of the address
    secrets: [email, `canary.${tag}.mailbox`, mobile, mobile.slice(0, 8), mobile.slice(2), address, `Zephyrine-${tag}`],
  };
}

async function seed(tag: string, index: number): Promise<Student> {
  const values = canary(tag, index);
  const [id] = await build.students(1, { studentName: values.name, emailId: values.email, mobileNumber: values.mobile, address: values.address });
  return { id: id!, ...values };
}

/** Every locked student's contact value found in an answer, with where it was found. */
function leaksIn(answer: Sent, label: string, students = locked): string[] {
  return students.flatMap((student) => student.secrets.filter((secret) => answer.text.includes(secret)).map((secret) => `${label}: ${secret}`));
}

const as = (who: Member) => ({
  get: (path: string) => send(t, 'GET', path, { token: who.token }),
  post: (path: string, json: unknown = {}) => send(t, 'POST', path, { token: who.token, json }),
});

const t = useTestApp({ env: LOCAL_TARGETS });
beforeAll(async () => {
  build = objects(t);
  for (const [index, tag] of ['kx', 'mv', 'pz', 'wr'].entries()) locked.push(await seed(tag, index + 1));
  for (const [index, tag] of ['jt', 'ny'].entries()) unlocked.push(await seed(tag, index + 11));
  savedByFree = await seed('qh', 21);
  await build.students(30); // ordinary students around them

  free = await createMember(t.db.orm, { credits: 50 });
  broke = await createMember(t.db.orm, { credits: 0 });
  premium = await createMember(t.db.orm, { premium: true });
  lapsed = await createMember(t.db.orm, { premium: true });

  expect((await as(free).post('/api/website/students/bulk-unlock', { studentIds: [...unlocked, savedByFree].map((s) => s.id) })).status).toBe(200);
  freeCollection = (await as(free).post('/api/website/collections', { name: 'Shortlist' })).json.collection.id;
  expect((await as(free).post('/api/website/saved-students', { studentId: savedByFree.id, collectionId: freeCollection })).status).toBe(200);

  // Other members' unlocks and saves of the locked students must not count for `free`.
  const other = await createMember(t.db.orm, { credits: 50 });
  await as(other).post('/api/website/students/bulk-unlock', { studentIds: locked.map((s) => s.id) });
  await as(other).post('/api/website/saved-students/bulk', {
    studentIds: locked.map((s) => s.id),
    collectionId: (await as(other).post('/api/website/collections', { name: 'Theirs' })).json.collection.id,
  });

  // `lapsed` saved L3 without unlocking while premium (premium needs no unlock); then the premium year ran out.
  expect((await as(lapsed).post('/api/website/saved-students', { studentId: locked[2]!.id })).status).toBe(200);
  await build.sql(
    `update institutions set membership_expires_at = now() - interval '1 day' where id = (select institution_id from website_users where id = ?)`,
    [lapsed.id],
  );
}, 60_000);

describe('a free member receives no locked contact detail', () => {
  it('from any GET operation of the contract', async () => {
    const gets = Object.entries(contract.paths as Record<string, Record<string, unknown>>)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    expect(gets.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const template of gets) {
      // path parameters name a locked student (the only GET with one today is the saved check)
      const paths = locked.map((student) => template.replace(/\{\w+\}/g, student.id));
      for (const path of [...new Set(paths)]) leaks.push(...leaksIn(await as(free).get(path), `GET ${path}`));
    }
    expect(leaks).toEqual([]);
  });

  it('from the catalogue, whatever the page size, sort, filter or query string asks', async () => {
    const queries = [
      '?limit=500',
      '?limit=500&membership=premium',
      '?limit=500&sortBy=studentName&sortOrder=asc',
      '?limit=500&state=Kerala&emailVerified=all',
      `?limit=500&search=${encodeURIComponent('Canary Student')}`,
      '?limit=5&page=2',
    ];
    const leaks: string[] = [];
    for (const query of queries) {
      const answer = await as(free).get(`/api/public/students${query}`);
      expect(answer.status).toBe(200);
      leaks.push(...leaksIn(answer, query));
    }
    expect(leaks).toEqual([]);
    // the locked ones are there, masked, and the unlocked ones in full
    const { json } = await as(free).get(`/api/public/students?limit=500&search=${encodeURIComponent('Canary Student')}`);
    expect(
      json.students
        .filter((s: any) => !s.isUnlocked)
        .map((s: any) => s.id)
        .sort(),
    ).toEqual(locked.map((s) => s.id).sort());
    const shown = json.students.find((s: any) => s.id === unlocked[0]!.id);
    expect(shown).toMatchObject({ emailId: unlocked[0]!.email, mobileNumber: unlocked[0]!.mobile, address: unlocked[0]!.address });
  });

  it('from the POSTs that answer students, and from their refusals', async () => {
    const ids = locked.map((s) => s.id);
    const answers: [string, Sent][] = [
      ['unlock (already unlocked)', await as(free).post('/api/website/students/unlock', { studentId: unlocked[0]!.id })],
      ['bulk-unlock (already unlocked)', await as(free).post('/api/website/students/bulk-unlock', { studentIds: unlocked.map((s) => s.id) })],
      ['save locked', await as(free).post('/api/website/saved-students', { studentId: ids[0] })],
      ['bulk save locked', await as(free).post('/api/website/saved-students/bulk', { studentIds: ids, collectionId: freeCollection })],
      ['bulk-check', await as(free).post('/api/website/saved-students/bulk-check', { studentIds: [...ids, savedByFree.id] })],
      ['bulk-move locked', await as(free).post('/api/website/saved-students/bulk-move', { studentIds: ids, collectionId: freeCollection })],
      ['export locked ids', await as(free).post('/api/website/saved-students/export', { studentIds: ids })],
      ['export collection', await as(free).post('/api/website/saved-students/export', { collectionId: freeCollection })],
      ['402 unlock', await as(broke).post('/api/website/students/unlock', { studentId: ids[0] })],
      ['402 bulk-unlock', await as(broke).post('/api/website/students/bulk-unlock', { studentIds: ids })],
      ['402 consume', await as(broke).post('/api/website/credits/consume', { transactionType: 'export', creditsToConsume: 5, description: 'Export' })],
      ['broke catalogue', await as(broke).get('/api/public/students?limit=500')],
    ];
    const statuses = Object.fromEntries(answers.map(([label, answer]) => [label, answer.status]));
    expect(statuses).toEqual({
      'unlock (already unlocked)': 200,
      'bulk-unlock (already unlocked)': 200,
      'save locked': 403,
      'bulk save locked': 403,
      'bulk-check': 200,
      'bulk-move locked': 200,
      'export locked ids': 400,
      'export collection': 200,
      '402 unlock': 402,
      '402 bulk-unlock': 402,
      '402 consume': 402,
      'broke catalogue': 200,
    });
    expect(answers.flatMap(([label, answer]) => leaksIn(answer, label))).toEqual([]);
    // the collection export is the saved (unlocked) student in full
    const csv = answers.find(([label]) => label === 'export collection')![1].text;
    expect(csv).toContain(savedByFree.mobile);
  });

  it('from a saved list kept after the premium membership lapsed: the unsaved-for contacts are masked again', async () => {
    const lapsedStudent = [locked[2]!];
    const list = await as(lapsed).get('/api/website/saved-students');
    expect(list.status).toBe(200);
    expect(list.json.savedStudents.map((s: any) => s.studentId)).toEqual([locked[2]!.id]);
    const exported = await as(lapsed).post('/api/website/saved-students/export', { studentIds: [locked[2]!.id] });
    expect(exported.status).toBe(200);
    expect([...leaksIn(list, 'saved list', lapsedStudent), ...leaksIn(exported, 'export', lapsedStudent)]).toEqual([]);
  });
});

describe('search cannot be used to read a locked contact detail', () => {
  // Searching the hidden part of an e-mail or mobile number and watching which student comes back would spell it
  // out piece by piece (and a full number would name its student): a free member's search leaves contacts out.
  const found = async (who: Member, term: string) =>
    (await as(who).get(`/api/public/students?limit=500&search=${encodeURIComponent(term)}`)).json.students.map((s: any) => s.id) as string[];

  it('finds no locked student by its e-mail or mobile number, or by a hidden part of them', async () => {
    const target = locked[0]!;
    for (const term of [target.email, target.mobile, target.mobile.slice(2, 8), `canary.${'kx'}`]) {
      expect({ term, found: await found(free, term) }).toEqual({ term, found: [] });
    }
  });

  it('still finds students by name, city, state and stream', async () => {
    expect(await found(free, locked[0]!.name)).toEqual([locked[0]!.id]);
    expect((await found(free, 'kochi kerala science')).length).toBeGreaterThan(locked.length);
  });

  it('leaves contacts out of the search even for students the member unlocked (the server asks no per-row unlock there)', async () => {
    expect(await found(free, unlocked[0]!.mobile)).toEqual([]);
  });

  it('finds them for a premium member', async () => {
    expect(await found(premium, locked[0]!.mobile)).toEqual([locked[0]!.id]);
    expect(await found(premium, locked[0]!.email)).toEqual([locked[0]!.id]);
  });
});

describe('the scan can fail', () => {
  it('a premium member receives every contact detail in full', async () => {
    const answer = await as(premium).get('/api/public/students?limit=500');
    const leaks = leaksIn(answer, 'premium');
    for (const student of locked) {
      expect(leaks).toContain(`premium: ${student.email}`);
      expect(leaks).toContain(`premium: ${student.mobile}`);
      expect(leaks).toContain(`premium: ${student.address}`);
    }
  });
});

/**
 * Saved searches (issue 17 §3): the new-matches answer and the digest e-mail carry students as the catalogue shows them.
 * One saved search per locked student (its name as the search), looked at and announced long ago, so every one is new.
 */
describe('saved searches and their digests carry no locked contact detail', () => {
  const searchesOf = async (who: Member & { email?: string }) => {
    const ids: string[] = [];
    for (const student of locked) {
      const saved = await as(who).post('/api/website/saved-searches', { name: `Watch ${student.name}`, cadence: 'daily', query: { search: student.name } });
      expect(saved.status).toBe(201);
      ids.push(saved.json.savedSearch.id);
    }
    await build.sql(
      `update saved_searches set last_viewed_at = '2000-01-01', last_notified_at = '2000-01-01' where id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return ids;
  };
  const digestOf = async (email: string) => {
    const mails = (await t.outbox(email)).filter((mail) => mail.subject.startsWith('New students'));
    expect(mails).toHaveLength(1);
    return { text: `${mails[0]!.textBody}\n${mails[0]!.htmlBody}` } as Sent;
  };
  let freeEmail: string;
  let premiumEmail: string;

  beforeAll(async () => {
    const [freeRow] = await build.sql<{ email: string }>('select email from website_users where id = ?', [free.id]);
    const [premiumRow] = await build.sql<{ email: string }>('select email from website_users where id = ?', [premium.id]);
    freeEmail = freeRow!.email;
    premiumEmail = premiumRow!.email;
  });

  it('from the list and the new matches of each saved search, and from the digest e-mail', async () => {
    const ids = await searchesOf(free);
    const leaks: string[] = [];
    leaks.push(...leaksIn(await as(free).get('/api/website/saved-searches'), 'list'));
    for (const id of ids) {
      const answer = await as(free).get(`/api/website/saved-searches/${id}/new-matches`);
      expect(answer.status).toBe(200);
      expect(answer.json.count).toBe(1);
      expect(answer.json.students[0].isUnlocked).toBe(false);
      leaks.push(...leaksIn(answer, `new-matches ${id}`));
    }
    await t.runDigest(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    const digest = await digestOf(freeEmail);
    for (const student of locked) expect(digest.text).toContain(student.name);
    leaks.push(...leaksIn(digest, 'digest'));
    expect(leaks).toEqual([]);
  });

  it("a premium member's digest carries them in full (the scan can fail)", async () => {
    await searchesOf(premium);
    await t.runDigest(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    const leaks = leaksIn(await digestOf(premiumEmail), 'premium digest');
    for (const student of locked) expect(leaks).toContain(`premium digest: ${student.email}`);
  });
});

describe('the e-mail mask tells nothing of the address but its first and last characters and its domain', () => {
  it('masks a short and a long address of the same shape alike (issue 18, item 8)', async () => {
    const [short, long] = [
      { name: 'Lengthcheck Short', email: 'ria@lengthcheck.example' },
      { name: 'Lengthcheck Long', email: 'rajalakshmi.venkataramana@lengthcheck.example' },
    ];
    for (const student of [short, long]) await build.students(1, { studentName: student.name, emailId: student.email });
    const answer = await as(free).get(`/api/public/students?search=${encodeURIComponent('Lengthcheck')}`);
    expect(answer.status).toBe(200);
    const masked = Object.fromEntries(answer.json.students.map((s: { studentName: string; emailId: string }) => [s.studentName, s.emailId]));
    expect(masked).toEqual({ [short.name]: 'r****a@lengthcheck.example', [long.name]: 'r****a@lengthcheck.example' });
  });
});

describe("a minor's own contacts reach no member without a guardian's consent (issue 16 §2)", () => {
  // 16 today, by the date of birth: the rule is counted on the day of the request
  const sixteen = `${new Date().getUTCFullYear() - 16}-01-15`;
  let minor: Student;
  let consented: Student;
  let adminToken: string;

  const creditsOf = async (who: Member) => (await as(who).get('/api/website/credits')).json.credits as number;

  beforeAll(async () => {
    const admin = await createAdmin(t.db.orm);
    adminToken = admin.token;
    for (const [index, tag] of ['mn', 'gc'].entries()) {
      const values = canary(tag, index + 31);
      const [id] = await build.students(1, {
        studentName: values.name,
        emailId: values.email,
        mobileNumber: values.mobile,
        address: values.address,
        dateOfBirth: sixteen,
      });
      if (tag === 'mn') minor = { id: id!, ...values };
      else consented = { id: id!, ...values };
    }
    const recorded = await send(t, 'PUT', `/api/privacy/students/${consented.id}/consent`, {
      token: adminToken,
      json: { consentedBy: 'guardian', consentDate: '2026-06-01' },
    });
    expect(recorded.status).toBe(200);
    // `free` paid for the minor before the rule applied (an unlock row on record): it must not count now
    await build.unlock(free.id, [minor.id]);
  });

  it('from any GET operation of the contract, premium included', async () => {
    const gets = Object.entries(contract.paths as Record<string, Record<string, unknown>>)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{\w+\}/g, minor.id));
    const leaks: string[] = [];
    for (const who of [free, premium, lapsed, broke]) {
      for (const path of gets) leaks.push(...leaksIn(await as(who).get(path), `GET ${path}`, [minor]));
    }
    expect(leaks).toEqual([]);
  });

  it("from the catalogue and its search, even a premium member's search by the minor's e-mail or mobile", async () => {
    const leaks: string[] = [];
    for (const query of [
      '?limit=500',
      `?limit=500&search=${encodeURIComponent(minor.name)}`,
      `?search=${encodeURIComponent(minor.email)}`,
      `?search=${minor.mobile}`,
    ]) {
      for (const who of [free, premium]) leaks.push(...leaksIn(await as(who).get(`/api/public/students${query}`), query, [minor]));
    }
    expect(leaks).toEqual([]);
    const { json } = await as(premium).get(`/api/public/students?limit=500&search=${encodeURIComponent(minor.name)}`);
    expect(json.students.map((s: any) => [s.id, s.minor, s.isUnlocked])).toEqual([[minor.id, 'consent_required', false]]);
    expect((await as(premium).get(`/api/public/students?search=${encodeURIComponent(minor.email)}`)).json.students).toEqual([]);
  });

  it('from unlock, bulk unlock, saves and exports, refused without charging anything', async () => {
    const before = await creditsOf(free);
    // the premium member saved the student before a corrected date of birth made them a minor: the export must mask them
    await build.sql('insert into saved_students (user_id, student_id) values (?, ?)', [premium.id, minor.id]);
    const answers: [string, Sent][] = [
      ['premium unlock', await as(premium).post('/api/website/students/unlock', { studentId: minor.id })],
      ['free unlock', await as(free).post('/api/website/students/unlock', { studentId: minor.id })],
      ['free bulk-unlock', await as(free).post('/api/website/students/bulk-unlock', { studentIds: [minor.id, unlocked[0]!.id] })],
      ['premium save', await as(premium).post('/api/website/saved-students', { studentId: minor.id })],
      ['premium export', await as(premium).post('/api/website/saved-students/export', { studentIds: [minor.id] })],
      ['free save', await as(free).post('/api/website/saved-students', { studentId: minor.id })],
    ];
    expect(Object.fromEntries(answers.map(([label, answer]) => [label, [answer.status, answer.json?.code ?? null]]))).toEqual({
      'premium unlock': [409, 'STUDENTS.PARENTAL_CONSENT_REQUIRED'],
      'free unlock': [409, 'STUDENTS.PARENTAL_CONSENT_REQUIRED'],
      // issue 25 §4: a bulk unlock leaves the minor out, names them, and unlocks the rest
      'free bulk-unlock': [200, null],
      'premium save': [409, 'STUDENTS.PARENTAL_CONSENT_REQUIRED'],
      'premium export': [200, null],
      // the old unlock no longer counts; a save of a student nobody may contact says why before it looks at unlocks
      'free save': [409, 'STUDENTS.PARENTAL_CONSENT_REQUIRED'],
    });
    expect(answers[2]![1].json.skipped).toEqual([{ studentId: minor.id, code: 'STUDENTS.PARENTAL_CONSENT_REQUIRED', message: answers[0]![1].json.message }]);
    expect(answers[2]![1].json.studentIds).toEqual([unlocked[0]!.id]);
    expect(answers[0]![1].json.message).toBe(
      "This student is under 18 and no parent's or guardian's consent is on file, so their contact details cannot be unlocked. No credit was charged.",
    );
    expect(answers.flatMap(([label, answer]) => leaksIn(answer, label, [minor]))).toEqual([]);
    expect(await creditsOf(free)).toBe(before);
  });

  it("releases them like an adult's, marked, once a guardian's consent is on file (so the scan can fail)", async () => {
    const { json } = await as(premium).get(`/api/public/students?limit=500&search=${encodeURIComponent(consented.name)}`);
    expect(json.students).toHaveLength(1);
    expect(json.students[0]).toMatchObject({
      emailId: consented.email,
      mobileNumber: consented.mobile,
      minor: 'parental_consent',
      isUnlocked: true,
      provenance: { source: 'Admin entry', consentStatus: 'recorded', consentDate: '2026-06-01', consentedBy: 'guardian' },
    });
    const bought = await as(free).post('/api/website/students/unlock', { studentId: consented.id });
    expect(bought.status).toBe(200);
    expect(bought.json.creditsConsumed).toBe(1);
    expect(bought.json.student.mobileNumber).toBe(consented.mobile);
  });
});

describe('webhook payloads carry no contact the member may not see (issue 17 §2)', () => {
  const receiver = startReceiver();
  afterAll(() => receiver.stop());
  /** Every delivery body one member's webhook received, as one answer to scan. */
  const received = (tag: string) =>
    ({
      text: receiver.received
        .filter((r) => r.url.endsWith(`?m=${tag}`))
        .map((r) => r.body)
        .join('\n'),
    }) as Sent;

  it("shows a free member's unlocked contacts because they were unlocked, masks the rest, and never a minor's", async () => {
    const members = { free, lapsed, premium, broke };
    for (const [tag, who] of Object.entries(members)) {
      const hook = await as(who).post('/api/website/webhooks', { url: `${receiver.url}?m=${tag}`, events: ['student.unlocked', 'collection.exported'] });
      expect(hook.status).toBe(201);
    }
    const fresh = await seed('hw', 41);
    const values = canary('hm', 42);
    const [minorId] = await build.students(1, {
      studentName: values.name,
      emailId: values.email,
      mobileNumber: values.mobile,
      address: values.address,
      dateOfBirth: `${new Date().getUTCFullYear() - 15}-02-10`,
    });
    const minor: Student = { id: minorId!, ...values };

    expect((await as(free).post('/api/website/students/unlock', { studentId: fresh.id })).status).toBe(200);
    expect((await as(free).post('/api/website/saved-students/export', { collectionId: freeCollection })).status).toBe(200);
    expect((await as(lapsed).post('/api/website/saved-students/export', { studentIds: [locked[2]!.id] })).status).toBe(200);
    expect((await as(broke).post('/api/website/students/unlock', { studentId: locked[0]!.id })).status).toBe(402);
    // a minor cannot be saved now (issue 25 §4); this one was saved before a corrected date of birth made them a minor
    expect((await as(premium).post('/api/website/saved-students', { studentId: minor.id })).status).toBe(409);
    await build.sql('insert into saved_students (user_id, student_id) values (?, ?)', [premium.id, minor.id]);
    expect((await as(premium).post('/api/website/saved-students/export', { studentIds: [minor.id] })).status).toBe(200);
    while ((await t.webhookWorker.runOnce()) > 0) {}

    expect(receiver.received.map((r) => [new URL(r.url).search, r.json.type]).sort()).toEqual([
      ['?m=free', 'collection.exported'],
      ['?m=free', 'student.unlocked'],
      ['?m=lapsed', 'collection.exported'],
      ['?m=premium', 'collection.exported'],
    ]);
    expect([...leaksIn(received('free'), 'free'), ...leaksIn(received('lapsed'), 'lapsed', [locked[2]!]), ...leaksIn(received('broke'), 'broke')]).toEqual([]);
    expect(Object.keys(members).flatMap((tag) => leaksIn(received(tag), tag, [minor]))).toEqual([]);
    // the scan can fail: what free unlocked and exported is there in full
    expect(received('free').text).toContain(fresh.mobile);
    expect(received('free').text).toContain(savedByFree.email);
  });
});

describe('a student who withdrew consent is masked again for the members who had unlocked or saved them (issue 16 §3)', () => {
  let withdrawn: Student;
  let saver: Member;

  beforeAll(async () => {
    const admin = await createAdmin(t.db.orm);
    withdrawn = await seed('wd', 43);
    await send(t, 'PUT', `/api/privacy/students/${withdrawn.id}/consent`, { token: admin.token, json: { consentedBy: 'student', consentDate: '2026-06-01' } });
    saver = await createMember(t.db.orm, { premium: true });
    expect((await as(free).post('/api/website/students/unlock', { studentId: withdrawn.id })).status).toBe(200);
    expect((await as(free).post('/api/website/saved-students', { studentId: withdrawn.id, collectionId: freeCollection })).status).toBe(200);
    expect((await as(saver).post('/api/website/saved-students', { studentId: withdrawn.id })).status).toBe(200);
    // before the withdrawal the member who paid sees it in full: the scan below can fail
    expect(leaksIn(await as(free).get('/api/website/saved-students'), 'before', [withdrawn])).not.toEqual([]);
    const withdrawal = await send(t, 'POST', `/api/privacy/students/${withdrawn.id}/consent/withdraw`, { token: admin.token });
    expect(withdrawal.status).toBe(200);
  });

  it('from any GET operation of the contract, for the member who paid, the premium saver and the rest', async () => {
    const gets = Object.entries(contract.paths as Record<string, Record<string, unknown>>)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{\w+\}/g, withdrawn.id));
    const leaks: string[] = [];
    for (const who of [free, saver, premium]) {
      for (const path of gets) leaks.push(...leaksIn(await as(who).get(path), `GET ${path}`, [withdrawn]));
    }
    expect(leaks).toEqual([]);
  });

  it('from unlock again and the saved-list export, with the label on the saved entry', async () => {
    const answers: [string, Sent][] = [
      ['unlock again', await as(free).post('/api/website/students/unlock', { studentId: withdrawn.id })],
      ['premium unlock', await as(premium).post('/api/website/students/unlock', { studentId: withdrawn.id })],
      ['export', await as(free).post('/api/website/saved-students/export', { studentIds: [withdrawn.id] })],
      ['premium saver export', await as(saver).post('/api/website/saved-students/export', { studentIds: [withdrawn.id] })],
    ];
    expect(answers.flatMap(([label, answer]) => leaksIn(answer, label, [withdrawn]))).toEqual([]);
    expect(answers[1]![1].json.code).toBe('STUDENTS.DO_NOT_CONTACT');
    const saved = (await as(free).get('/api/website/saved-students')).json.savedStudents.find((s: any) => s.id === withdrawn.id);
    expect([saved.privacyLabel, saved.isUnlocked]).toEqual(['Withdrawn — delete your copy', false]);
  });
});
