import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'bun:test';
import { insertStudentsBatched, prepareCatalogue } from '@modules/leads';
import { generateStudents } from '@src/seed/student-generator';
import { createAdmin, createMember } from '@support/auth';
import { tracedStatements } from '@support/sql-trace';
import { type TestApp, useTestApp } from '@support/test-app';

/**
 * The catalogue's statements as PostgreSQL receives them (values written in by the driver). Their text is what the
 * indexes are built for (ADR 0005, ADR 0014, ADR 0020): the trigram search expression, the keyset pages from the page
 * anchors, the OFFSET 0 fence, the capped counts and the planner's estimates. CATALOGUE_SQL_DUMP=<file> writes every
 * statement of each walk (ids, times and keys blanked) to compare two versions of the code.
 */
const STUDENTS = 1_200;

/** The statement with what changes from run to run blanked: ids, tokens, times. */
const normalised = (statement: string) =>
  statement
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/'[0-9a-f]{20,}'/g, "'<hex>'")
    .replace(/member\d+\.\d+@example\.in/g, '<email>')
    .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:\d\d)?)?/g, '<time>');

const seed = (t: TestApp, count: number) =>
  insertStudentsBatched((sql, params) => t.db.orm.em.fork().execute(sql.replace(/\$\d+(?=::)/g, '?'), params), generateStudents({ count }), 1_000);

const walks: Record<string, { traced: string[]; sent: string[] }> = {};

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
  return walks[name]!;
}

describe('the catalogue as members and admins read it', () => {
  const t = useTestApp({ env: { STUDENT_LIST_DAILY_LIMIT: '0', STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });
  let free: { id: string; token: string };
  let premium: { id: string; token: string };
  let admin: { token: string };

  beforeAll(async () => {
    await seed(t, STUDENTS);
    await prepareCatalogue(t.db.orm);
    free = await createMember(t.db.orm, { credits: 10 });
    premium = await createMember(t.db.orm, { premium: true });
    admin = await createAdmin(t.db.orm);
  }, 120_000);

  it('walks the portal, the admin screens, an unlock and a saved search', async () => {
    const search = 'search=kumar&state=Kerala&stream=Science&sortBy=city&sortOrder=asc&limit=20';
    await walk(t, 'portal: a free member searches, filters and sorts', [[`/api/public/students?${search}`, free.token]]);
    await walk(t, 'portal: a premium member searches, filters and sorts', [[`/api/public/students?${search}`, premium.token]]);
    await walk(t, 'portal: a filter sorted on another column', [
      ['/api/public/students?state=Kerala&sortBy=age&sortOrder=desc&limit=20&page=2', premium.token],
    ]);
    await walk(t, 'portal: deep pages from the anchors', [
      ['/api/public/students?page=12&limit=100&sortBy=createdAt&sortOrder=desc', premium.token],
      ['/api/public/students?page=12&limit=100&sortBy=createdAt&sortOrder=asc', premium.token],
    ]);
    await walk(t, 'portal: filter options', [['/api/public/filter-options?state=Kerala', premium.token]]);
    await walk(t, 'admin: a search, a filter, a consent state and a sort', [
      ['/api/students?search=kumar&state=Kerala&consent=not_recorded&sortBy=studentName&sortOrder=asc&page=1&limit=25', admin.token],
    ]);
    await walk(t, 'admin: a deep page from the anchors', [['/api/students?page=12&limit=100', admin.token]]);
    await walk(t, 'admin: filter options and the dashboard', [
      ['/api/students/filter-options?state=Kerala', admin.token],
      ['/api/analytics/dashboard', admin.token],
    ]);
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
  }, 120_000);
});

describe('the catalogue with HIDE_RECORDS_WITHOUT_CONSENT', () => {
  const t = useTestApp({ env: { HIDE_RECORDS_WITHOUT_CONSENT: 'true', STUDENT_LIST_DAILY_LIMIT: '0', STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });

  it('narrows the list, its count and an unlock by the consent in force', async () => {
    await seed(t, 50);
    const member = await createMember(t.db.orm, { credits: 10 });
    await walk(t, 'hidden: a free member searches and filters', [
      ['/api/public/students?search=kumar&state=Kerala&limit=20', member.token],
      ['/api/public/students?limit=20', member.token],
    ]);
    if (process.env.CATALOGUE_SQL_DUMP) writeFileSync(process.env.CATALOGUE_SQL_DUMP, `${JSON.stringify(walks, null, 1)}\n`);
  }, 120_000);
});
