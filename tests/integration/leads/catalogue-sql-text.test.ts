import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { insertStudentsBatched, prepareCatalogue } from '@modules/leads';
import { SEARCH_EXPRESSION } from '@modules/leads/adapters/persistence/student-sql';
import { generateStudents } from '@src/seed/student-generator';
import { createAdmin, createMember } from '@support/auth';
import { tracedStatements } from '@support/sql-trace';
import { type TestApp, useTestApp } from '@support/test-app';

/**
 * The catalogue's statements as PostgreSQL receives them (the values written in by the driver): their text is what
 * the indexes are built for (ADR 0005, ADR 0014, ADR 0020): the trigram search expression, the keyset pages from the
 * page anchors, the OFFSET 0 fence, the capped counts and the planner's estimates. CATALOGUE_SQL_DUMP=<file> writes
 * every statement of each walk (ids, times and e-mails blanked), with and without the values, to compare two
 * versions of the code.
 */
const STUDENTS = 1_200;

/** The trigram index's expression, as its migration writes it: the search must use it byte for byte. */
const INDEXED = /students_search_trgm_idx on students using gin \(\s*\((.+)\) gin_trgm_ops/.exec(
  readFileSync(join(import.meta.dir, '../../../migrations/Migration20261122000000_leads_indexes.ts'), 'utf8'),
)![1]!;
/** The contact-free text a free member's search also matches on, and a premium member's test of a minor (student-sql.ts). */
const WITHOUT_CONTACTS =
  "lower(student_name || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))";
const ADULT = "(date_of_birth is null or date_of_birth <= current_date - interval '18 years')";
/** Privacy's predicates (ADR 0013), over its own table. */
const IN_FORCE =
  'exists (select 1 from student_consents c where c.student_id = students.id and c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date))';
const NOT_RECORDED =
  'not exists (select 1 from student_consents c where c.student_id = students.id and (c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date) or c.withdrawn_at is not null))';
const KERALA_SCIENCE_KUMAR = `stream = 'Science' and state = 'Kerala' and ${INDEXED} like '%kumar%'`;

/** The statement is there, whole. */
const has = (statements: string[], statement: string) => expect(statements).toContain(statement);
/** A deferred join (catalogue-reads.ts) reads this page of ids. */
const hasPage = (statements: string[], ids: string) =>
  expect(
    statements.filter((statement) =>
      statement.endsWith(`from unnest(array(${ids})) with ordinality as page(page_id, n) join students s on s.id = page.page_id order by page.n`),
    ),
  ).toHaveLength(1);

/** The statement with what changes from run to run blanked: ids, tokens, times, e-mails. */
const normalised = (statement: string) =>
  statement
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/'[0-9a-f]{20,}'/g, "'<hex>'")
    .replace(/member\d+\.\d+@example\.in/g, '<email>')
    .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:\d\d)?)?/g, '<time>');

const seed = (t: TestApp, count: number) =>
  insertStudentsBatched((sql, params) => t.db.orm.em.fork().execute(sql.replace(/\$\d+(?=::)/g, '?'), params), generateStudents({ count }), 1_000);

const walks: Record<string, { traced: string[]; sent: string[] }> = {};
afterAll(() => {
  if (process.env.CATALOGUE_SQL_DUMP) writeFileSync(process.env.CATALOGUE_SQL_DUMP, `${JSON.stringify(walks, null, 1)}\n`);
});

/** The statements PostgreSQL receives while the requests are answered, one after the other. */
async function walk(t: TestApp, name: string, requests: [path: string, token: string, init?: RequestInit & { json?: unknown }][]) {
  const traced: string[] = [];
  const sent = await tracedStatements(
    t.db.orm,
    () =>
      tracedStatements(t.db.orm, async () => {
        for (const [path, token, init] of requests) {
          const response = await t.handle(path, { ...init, token });
          const body = await response.text();
          expect({ path, status: response.status, body: response.status < 300 ? '' : body }).toMatchObject({ status: expect.any(Number), body: '' });
        }
      }).then((statements) => traced.push(...statements)),
    { sent: true },
  );
  walks[name] = { traced: traced.map(normalised), sent: sent.map(normalised) };
  return walks[name]!.sent;
}

describe('the catalogue as members and admins read it', () => {
  const t = useTestApp({ env: { STUDENT_LIST_DAILY_LIMIT: '0', STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });
  let free: { id: string; token: string };
  let premium: { id: string; token: string };
  let admin: { token: string };
  const search = 'search=kumar&state=Kerala&stream=Science&sortBy=city&sortOrder=asc&limit=20';

  beforeAll(async () => {
    await seed(t, STUDENTS);
    await prepareCatalogue(t.db.orm);
    free = await createMember(t.db.orm, { credits: 10 });
    premium = await createMember(t.db.orm, { premium: true });
    admin = await createAdmin(t.db.orm);
  }, 120_000);

  it('searches with the trigram index expression, byte for byte', () => {
    expect(SEARCH_EXPRESSION.compile().text).toBe(INDEXED);
  });

  it("reads a free member's search under a planner setting, then counts it up to its cap from the name-word index", async () => {
    const sent = await walk(t, 'portal: a free member searches, filters and sorts', [[`/api/public/students?${search}`, free.token]]);
    const where = `where ${KERALA_SCIENCE_KUMAR} and ${WITHOUT_CONTACTS} like '%kumar%'`;
    has(sent, `select id from students ${where} order by city asc, created_at desc, id desc limit 20 offset 0`);
    expect(sent.filter((statement) => /^set local enable_(index|bitmap)scan = off$/.test(statement)).length).toBeGreaterThan(0);
    // its few matches are read whole through the trigram index's bitmap, with memory enough to keep it exact
    has(sent, 'set local enable_indexscan = off');
    has(sent, "set local work_mem = '64MB'");
    has(sent, 'set local statement_timeout = 30');
    // ADR 0029: counted from the name-word index (a one-word term: the rows are checked against the filters only),
    // before the planner is asked: its guess for a search is often far off, and this count stops at the cap
    expect(sent.filter((statement) => statement.startsWith('explain (format json)'))).toEqual([]);
    const counted = `p join students on students.id = p.p_id where stream = 'Science' limit 1001) capped`;
    expect(sent.some((statement) => statement.includes('from student_name_words where word = ') && statement.endsWith(counted))).toBe(true);
  });

  it("matches a premium member's search on the contacts of adults only", async () => {
    const sent = await walk(t, 'portal: a premium member searches, filters and sorts', [[`/api/public/students?${search}`, premium.token]]);
    const where = `where ${KERALA_SCIENCE_KUMAR} and (${ADULT} or ${WITHOUT_CONTACTS} like '%kumar%')`;
    has(sent, `select id from students ${where} order by city asc, created_at desc, id desc limit 20 offset 0`);
    has(sent, `select count(*)::int as n from (select 1 from students ${where} limit 1001) capped`);
  });

  it('reads a filter sorted on another column behind the OFFSET 0 fence, from the covering index', async () => {
    const sent = await walk(t, 'portal: a filter sorted on another column', [
      ['/api/public/students?state=Kerala&sortBy=age&sortOrder=desc&limit=20&page=2', premium.token],
    ]);
    has(sent, "explain (format json) select 1 from students where state = 'Kerala'");
    hasPage(
      sent,
      "select id from (select id, age, created_at from students where state = 'Kerala' offset 0) matches order by age desc, created_at asc, id asc limit 20 offset 20",
    );
    has(sent, "select count(*)::int as n from (select 1 from students where state = 'Kerala' limit 20001) capped");
  });

  it('walks "verified within" + a state sorted by city one branch per city the state holds, from the combinations', async () => {
    const sent = await walk(t, 'portal: verified within + a state, by city descending', [
      ['/api/public/students?verifiedWithin=365&state=Kerala&sortBy=city&sortOrder=desc&limit=20&page=2', premium.token],
    ]);
    has(
      sent,
      "select city::text as value, sum((f0 + f1 + f2 + f3 + f4 + f5 + f6 + f7))::int as matches from catalogue_combinations where state = 'Kerala' and (f0 > 0 or f1 > 0 or f2 > 0 or f3 > 0 or f4 > 0 or f5 > 0 or f6 > 0 or f7 > 0) group by city order by city desc limit 65",
    );
    const [page] = sent.filter((statement) => statement.includes('with ordinality as branch(value, n)'));
    expect(page).toContain(
      "cross join lateral (select id, created_at from students where city = branch.value and state = 'Kerala' and contact_verified_at >= now()",
    );
    expect(page).toContain('order by created_at asc, id asc limit 40) m order by branch.n, m.created_at asc, m.id asc limit 20 offset 20');
  });

  it('starts a deep page of the default order from its page anchor, both ways', async () => {
    const sent = await walk(t, 'portal: deep pages from the anchors', [
      ['/api/public/students?page=12&limit=100&sortBy=createdAt&sortOrder=desc', premium.token],
      ['/api/public/students?page=12&limit=100&sortBy=createdAt&sortOrder=asc', premium.token],
    ]);
    has(sent, 'select position, created_at::text as created_at, id from student_page_anchors where position >= 99 order by position limit 1');
    hasPage(
      sent,
      "select id from students where (created_at, id) <= ('<time>'::timestamptz, '<uuid>'::uuid) order by created_at desc, id desc limit 100 offset 901",
    );
    hasPage(
      sent,
      "select id from students where (created_at, id) >= ('<time>'::timestamptz, '<uuid>'::uuid) order by created_at asc, id asc limit 100 offset 100",
    );
  });

  it("reads the admin's search with privacy's consent predicate and the trigram expression", async () => {
    await walk(t, 'portal: filter options', [['/api/public/filter-options?state=Kerala', premium.token]]);
    const sent = await walk(t, 'admin: a search, a filter, a consent state and a sort', [
      ['/api/students?search=kumar&state=Kerala&consent=not_recorded&sortBy=studentName&sortOrder=asc&page=1&limit=25', admin.token],
    ]);
    const like = "(student_name ilike '%kumar%' or email_id ilike '%kumar%' or mobile_number like '%kumar%')";
    hasPage(
      sent,
      `select id from students where state = 'Kerala' and ${NOT_RECORDED} and ${INDEXED} like '%kumar%' and ${like} order by student_name asc, created_at desc, id desc limit 25 offset 0`,
    );
    has(sent, "set local work_mem = '64MB'");
    await walk(t, 'admin: a deep page from the anchors', [['/api/students?page=12&limit=100', admin.token]]);
    await walk(t, 'admin: filter options and the dashboard', [
      ['/api/students/filter-options?state=Kerala', admin.token],
      ['/api/analytics/dashboard', admin.token],
    ]);
  });

  it('walks an unlock and a saved search (for CATALOGUE_SQL_DUMP)', async () => {
    const [first, second] = (await (await t.handle('/api/public/students?limit=2', { token: free.token })).json()).students.map((s: { id: string }) => s.id);
    await walk(t, 'member: unlocks two students and lists them', [
      ['/api/website/students/bulk-unlock', free.token, { method: 'POST', json: { studentIds: [first, second] }, headers: { 'idempotency-key': 'sql-text' } }],
      ['/api/website/students/unlocked?page=1&limit=10', free.token],
      [`/api/public/students/${first}`, free.token],
    ]);
    const saved = await t.handle('/api/website/saved-searches', {
      method: 'POST',
      token: premium.token,
      json: { name: 'Kerala science', cadence: 'weekly', query: { state: 'Kerala', stream: 'Science', search: 'kumar' } },
    });
    const savedId = (await saved.json()).savedSearch.id;
    await walk(t, 'member: a saved search and its new matches', [
      ['/api/website/saved-searches', premium.token],
      [`/api/website/saved-searches/${savedId}/new-matches`, premium.token],
    ]);
  });
});

describe('the catalogue with HIDE_RECORDS_WITHOUT_CONSENT', () => {
  const t = useTestApp({ env: { HIDE_RECORDS_WITHOUT_CONSENT: 'true', STUDENT_LIST_DAILY_LIMIT: '0', STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });

  it("closes leads' WHERE clause with privacy's predicate in the list, its count and the unfiltered list", async () => {
    await seed(t, 50);
    const member = await createMember(t.db.orm, { credits: 10 });
    const sent = await walk(t, 'hidden: a free member searches and filters', [
      ['/api/public/students?search=kumar&state=Kerala&limit=20', member.token],
      ['/api/public/students?limit=20', member.token],
    ]);
    // ADR 0029: a free member's one-word search is read from the name-word index (each word found holds the term); the
    // rows it finds are checked against privacy's predicate (the state is in the index's entries)
    expect(
      sent.some((statement) =>
        statement.includes(`p join students on students.id = p.p_id where ${IN_FORCE} order by p_key desc, p_id desc limit 20 offset 0`),
      ),
    ).toBe(true);
    expect(sent.some((statement) => statement.endsWith(`p join students on students.id = p.p_id where ${IN_FORCE} limit 1001) capped`))).toBe(true);
    hasPage(sent, `select id from students where ${IN_FORCE} order by created_at desc, id desc limit 20 offset 0`);
    has(sent, `select count(*)::int as n from (select 1 from students where ${IN_FORCE} limit 20001) capped`);
  });
});
