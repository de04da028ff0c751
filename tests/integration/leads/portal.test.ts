import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/** Moves forward past the 30 s during which column_settings is cached. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const afterColumnSettingsCache = () => (clock.offsetMs += 31_000);
let ids: string[];
let free: { id: string; token: string };
let premium: { id: string; token: string };

const get = async (path: string, token?: string) => {
  const response = await t.handle(path, { token });
  return { status: response.status, body: (await response.json()) as any };
};

const t = useTestApp({ clock });
beforeAll(async () => {
  ids = await addStudents(t.db.orm, [
    {
      studentName: 'Aarav Sharma',
      emailId: 'aarav.sharma@gmail.com',
      mobileNumber: '9876543210',
      address: '12 MG Road, Pune',
      state: 'Maharashtra',
      city: 'Pune',
      stream: 'Engineering',
      entranceExam: 'JEE Main',
      course: 'B.Tech',
      gender: 'Male',
      age: 19,
      passingYear: 2025,
      collegeName: 'Fergusson College',
    },
    { studentName: 'Diya Nair', state: 'Kerala', city: 'Kochi', stream: 'Medical', gender: 'Female', age: 18, emailVerified: true },
    {
      studentName: 'Kabir Singh',
      state: 'Maharashtra',
      city: 'Mumbai',
      stream: 'Commerce',
      entranceExam: 'CUET',
      course: 'B.Com',
      gender: 'Male',
      age: 20,
      passingYear: 2024,
    },
    {
      studentName: 'Meera Iyer',
      state: 'Tamil Nadu',
      city: 'Chennai',
      stream: 'Arts',
      entranceExam: 'CUET',
      course: 'BA',
      gender: 'Female',
      age: 21,
      whatsappVerified: true,
    },
    {
      studentName: 'Rohan Das',
      state: 'Kerala',
      city: 'Thiruvananthapuram',
      stream: 'Engineering',
      entranceExam: 'KEAM',
      course: 'B.Tech',
      gender: 'Male',
      age: 18,
      emailId: null,
    },
    {
      studentName: 'Zoya Khan',
      state: 'Maharashtra',
      city: 'Pune',
      stream: 'Engineering',
      entranceExam: 'MHT CET',
      course: 'B.Tech',
      gender: 'Female',
      age: 17,
      pincode: '411001',
    },
  ]);
  free = await createMember(t.db.orm, { credits: 100 });
  premium = await createMember(t.db.orm, { premium: true });
});

const aarav = () => ids[0]!;

describe('who may read the catalogue', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/public/students')).status).toBe(401);
  });

  it('answers 403 to an unverified member (the screen opens the verification dialog)', async () => {
    const unverified = await createMember(t.db.orm, { verified: false });
    const { status, body } = await get('/api/public/students', unverified.token);
    expect(status).toBe(403);
    expect(body.code).toBe('AUTH.NOT_VERIFIED');
    expect((await get('/api/public/filter-options', unverified.token)).status).toBe(403);
  });
});

describe('masking is done by the server', () => {
  it('masks e-mail, mobile and address of every locked student for a free member', async () => {
    const response = await t.handle('/api/public/students?limit=100', { token: free.token });
    const raw = await response.text();
    expect(raw).not.toContain('aarav.sharma@gmail.com');
    expect(raw).not.toContain('9876543210');
    expect(raw).not.toContain('12 MG Road, Pune');
    const student = JSON.parse(raw).students.find((s: any) => s.id === aarav());
    expect(student).toMatchObject({
      emailId: 'a****a@gmail.com',
      mobileNumber: '98******10',
      address: '12******ne',
      isUnlocked: false,
      studentName: 'Aarav Sharma',
    });
  });

  it('ignores membership=premium from a free member', async () => {
    const raw = await (await t.handle('/api/public/students?limit=100&membership=premium', { token: free.token })).text();
    expect(raw).not.toContain('9876543210');
    expect(raw).not.toContain('aarav.sharma@gmail.com');
  });

  it('shows premium members every contact field with no unlock', async () => {
    const { body } = await get('/api/public/students?limit=100', premium.token);
    const student = body.students.find((s: any) => s.id === aarav());
    expect(student).toMatchObject({ emailId: 'aarav.sharma@gmail.com', mobileNumber: '9876543210', address: '12 MG Road, Pune', isUnlocked: true });
  });

  it('shows a free member the students they unlocked, and only those', async () => {
    const member = await createMember(t.db.orm, { credits: 5 });
    const unlock = await t.handle('/api/website/students/unlock', { method: 'POST', json: { studentId: aarav() }, token: member.token });
    expect(unlock.status).toBe(200);
    const { body } = await get('/api/public/students?limit=100', member.token);
    const unlocked = body.students.filter((s: any) => s.isUnlocked);
    expect(unlocked.map((s: any) => s.id)).toEqual([aarav()]);
    expect(unlocked[0].mobileNumber).toBe('9876543210');
    expect(body.students.find((s: any) => s.id === ids[1]).mobileNumber).toContain('*');
  });

  it('applies column_settings (within the 30 s it is cached): a column hidden from free members is left out', async () => {
    await t.db.orm.em.fork().execute("update column_settings set is_visible_free = false where column_name = 'collegeName'");
    afterColumnSettingsCache();
    try {
      const freeView = (await get('/api/public/students?limit=100', free.token)).body.students.find((s: any) => s.id === aarav());
      const premiumView = (await get('/api/public/students?limit=100', premium.token)).body.students.find((s: any) => s.id === aarav());
      expect(freeView.collegeName).toBeNull();
      expect(premiumView.collegeName).toBe('Fergusson College');
    } finally {
      await t.db.orm.em.fork().execute("update column_settings set is_visible_free = true where column_name = 'collegeName'");
      afterColumnSettingsCache();
    }
  });
});

describe('filters, search, sort and paging', () => {
  const names = (body: any) => body.students.map((s: any) => s.studentName);

  it('filters by state and city, ignoring blank and all', async () => {
    const { body } = await get('/api/public/students?state=Maharashtra&city=Pune&stream=all&gender=', free.token);
    expect(names(body).sort()).toEqual(['Aarav Sharma', 'Zoya Khan']);
    expect(body.total).toBe(2);
    expect(body.totalIsEstimate).toBe(false);
  });

  it('filters by education (course), passing year and verified flags', async () => {
    expect(names((await get('/api/public/students?education=B.Com', free.token)).body)).toEqual(['Kabir Singh']);
    expect(names((await get('/api/public/students?passingYear=2025', free.token)).body)).toEqual(['Aarav Sharma']);
    expect(names((await get('/api/public/students?whatsappVerified=true', free.token)).body)).toEqual(['Meera Iyer']);
  });

  it('searches name, city, course and college case-insensitively', async () => {
    expect(names((await get('/api/public/students?search=KABIR', free.token)).body)).toEqual(['Kabir Singh']);
    expect(names((await get('/api/public/students?search=chennai', free.token)).body)).toEqual(['Meera Iyer']);
    expect(names((await get('/api/public/students?search=fergusson', free.token)).body)).toEqual(['Aarav Sharma']);
  });

  it("searches the e-mail and mobile only for premium members (a free member's match would reveal the masked value)", async () => {
    expect((await get('/api/public/students?search=9876543210', free.token)).body.total).toBe(0);
    expect((await get('/api/public/students?search=765432', free.token)).body.total).toBe(0);
    expect((await get('/api/public/students?search=sharma@gmail', free.token)).body.total).toBe(0);
    expect(names((await get('/api/public/students?search=9876543210', premium.token)).body)).toEqual(['Aarav Sharma']);
    expect(names((await get('/api/public/students?search=sharma@gmail', premium.token)).body)).toEqual(['Aarav Sharma']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    // as wildcards, 'sha%' and 'sh_rma' would match Aarav Sharma
    expect((await get('/api/public/students?search=sha%25', free.token)).body.total).toBe(0);
    expect((await get('/api/public/students?search=sh_rma', free.token)).body.total).toBe(0);
    expect((await get('/api/public/students?search=sharma', free.token)).body.total).toBe(1);
  });

  it('sorts by name and by age in both directions', async () => {
    const asc = names((await get('/api/public/students?sortBy=studentName&sortOrder=asc', free.token)).body);
    expect(asc).toEqual(['Aarav Sharma', 'Diya Nair', 'Kabir Singh', 'Meera Iyer', 'Rohan Das', 'Zoya Khan']);
    const oldestFirst = names((await get('/api/public/students?sortBy=age&sortOrder=desc', free.token)).body);
    expect(oldestFirst.slice(0, 2)).toEqual(['Meera Iyer', 'Kabir Singh']);
  });

  it('sorts newest first by default', async () => {
    expect(names((await get('/api/public/students', free.token)).body)[0]).toBe('Zoya Khan');
  });

  it('pages with the allowed page sizes', async () => {
    const first = (await get('/api/public/students?limit=5&page=1&sortBy=studentName&sortOrder=asc', free.token)).body;
    const second = (await get('/api/public/students?limit=5&page=2&sortBy=studentName&sortOrder=asc', free.token)).body;
    expect(first.students).toHaveLength(5);
    expect(second.students.map((s: any) => s.studentName)).toEqual(['Zoya Khan']);
    expect(first.total).toBe(6);
    expect(first.totalPages).toBe(2);
  });

  it('takes any page size from 1 to 500 (issue 25 §10)', async () => {
    const seven = await get('/api/public/students?limit=4&page=2&sortBy=studentName&sortOrder=asc', free.token);
    expect(seven.status).toBe(200);
    expect(seven.body).toMatchObject({ limit: 4, page: 2, totalPages: 2 });
    expect(seven.body.students.map((s: any) => s.studentName)).toEqual(['Rohan Das', 'Zoya Khan']);
    expect((await get('/api/public/students?limit=1', free.token)).body.students).toHaveLength(1);
  });

  it('refuses a page size or sort field outside the spec', async () => {
    for (const limit of ['0', '501', '7.5', '1e2']) expect((await get(`/api/public/students?limit=${limit}`, free.token)).status).toBe(400);
    expect((await get('/api/public/students?sortBy=password', free.token)).status).toBe(400);
  });
});

describe('filter options', () => {
  it('lists distinct, sorted values without blanks', async () => {
    const { status, body } = await get('/api/public/filter-options', free.token);
    expect(status).toBe(200);
    expect(body.states).toEqual(['Kerala', 'Maharashtra', 'Tamil Nadu']);
    expect(body.genders).toEqual(['Female', 'Male']);
    expect(body.passingYears).toEqual([2024, 2025, 2026]);
    expect(body.whatsappVerifiedOptions).toEqual([false, true]);
  });

  it('narrows cities to the chosen state, and every list by the other filters', async () => {
    const { body } = await get('/api/public/filter-options?state=Kerala', free.token);
    expect(body.cities).toEqual(['Kochi', 'Thiruvananthapuram']);
    expect(body.states).toEqual(['Kerala', 'Maharashtra', 'Tamil Nadu']);
    expect(body.streams).toEqual(['Engineering', 'Medical']);
    const both = (await get('/api/public/filter-options?state=Maharashtra&stream=Engineering', free.token)).body;
    expect(both.cities).toEqual(['Pune']);
    expect(both.entranceExams).toEqual(['JEE Main', 'MHT CET']);
  });
});

describe('portal stats', () => {
  it('counts students, streams, states and entrance exams', async () => {
    const { status, body } = await get('/api/public/portal-stats', free.token);
    expect(status).toBe(200);
    expect(body).toEqual({ totalStudents: 6, totalIsEstimate: false, academicStreams: 4, statesCovered: 3, entranceExams: 5 });
  });
});
