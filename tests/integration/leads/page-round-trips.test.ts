import { beforeAll, describe, expect, it } from 'bun:test';
import { insertStudentsBatched, prepareCatalogue } from '@modules/leads';
import { generateStudents } from '@src/seed/student-generator';
import { createMember } from '@support/auth';
import { tracedStatements } from '@support/sql-trace';
import { useTestApp } from '@support/test-app';

/**
 * The portal's default page is the catalogue's busiest call (issue 30 target 4: 1,000 a second on PostgreSQL alone).
 * Its rows are shared for 2 s (shared-pages.ts), so a member's page costs what is read for that member: the session,
 * the page's facts (page-facts.sql.ts: consent, DND, unlocks, invalid fields, season places, exclusion list) and the
 * daily ceiling's count (catalogue-views.repository.ts), one statement each, with the ceiling on as in production.
 */
describe("a member's default page of the catalogue, in round trips", () => {
  const t = useTestApp({ env: { STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });
  let member: { token: string };

  beforeAll(async () => {
    await insertStudentsBatched((sql, params) => t.db.orm.em.fork().execute(sql.replace(/\$\d+(?=::)/g, '?'), params), generateStudents({ count: 60 }), 60);
    await prepareCatalogue(t.db.orm);
    member = await createMember(t.db.orm, { credits: 10 });
  }, 60_000);

  const statementsOf = (path: string) =>
    tracedStatements(t.db.orm, async () => {
      const response = await t.handle(path, { token: member.token });
      expect(response.status).toBe(200);
      await response.text();
    });

  it('reads the session, the page facts and counts the ceiling: three statements, no transaction', async () => {
    await statementsOf('/api/public/students?page=1&limit=20');
    const statements = await statementsOf('/api/public/students?page=1&limit=20');
    expect(statements).toHaveLength(3);
    expect(statements[0]).toContain('from auth_sessions');
    expect(statements[1]).toMatch(/^select students\.id, .* from students where id = any\(/);
    expect(statements[2]).toMatch(/^with settings as \(select set_config\('synchronous_commit', 'off', true\)\)/);
  });

  it("answers one student's detail with the same single read of its facts", async () => {
    const { students } = (await (await t.handle('/api/public/students?page=1&limit=1', { token: member.token })).json()) as { students: { id: string }[] };
    const statements = await statementsOf(`/api/public/students/${students[0]!.id}`);
    expect(statements.filter((statement) => /^select students\.id, /.test(statement))).toHaveLength(1);
    expect(statements.filter((statement) => /unlocked_students|student_season_places|contact_field_states|dnd_numbers/.test(statement))).toHaveLength(1);
  });
});
