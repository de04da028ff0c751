import { beforeAll, describe, expect, it } from 'bun:test';
import { insertStudentsBatched, prepareCatalogue } from '@modules/leads';
import { SHARED_PAGE_TTL_MS } from '@modules/leads/application/shared-pages';
import { generateStudents } from '@src/seed/student-generator';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';

let token: string;
const STUDENTS = 2_500;

const exec = (sql: string, params: unknown[]) => t.db.orm.em.fork().execute(sql.replace(/\$\d+(?=::)/g, '?'), params);
const offsetPage = async (page: number, limit: number, order: 'asc' | 'desc') =>
  (
    await t.db.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from students order by created_at ${order}, id ${order} limit ${limit} offset ${(page - 1) * limit}`)
  ).map((row) => row.id);
const apiPage = async (page: number, limit: number, order: 'asc' | 'desc') => {
  const response = await t.handle(`/api/public/students?page=${page}&limit=${limit}&sortBy=createdAt&sortOrder=${order}`, { token });
  expect(response.status).toBe(200);
  return response.json();
};

const t = useTestApp();
beforeAll(async () => {
  await insertStudentsBatched(exec, generateStudents({ count: STUDENTS }), 1_000);
  await prepareCatalogue(t.db.orm);
  token = (await createMember(t.db.orm, { premium: true })).token;
}, 120_000);

describe('pages of the default order (page anchors)', () => {
  it('answers an exact total from the maintained counter', async () => {
    const body = await apiPage(1, 100, 'desc');
    expect(body.total).toBe(STUDENTS);
    expect(body.totalIsEstimate).toBe(false);
  });

  it.each([1, 2, 10, 11, 24, 25])('gives page %i the same students as OFFSET would, newest first and oldest first', async (page) => {
    for (const order of ['desc', 'asc'] as const) {
      const body = await apiPage(page, 100, order);
      expect(body.students.map((student: { id: string }) => student.id)).toEqual(await offsetPage(page, 100, order));
    }
  });

  it('stays right after a delete (falls back until the anchors are rebuilt)', async () => {
    const [victim] = await offsetPage(3, 1, 'asc');
    await t.db.orm.em.fork().execute('delete from students where id = ?', [victim]);
    // a delete behind this copy's back (as another copy's) reaches the shared unfiltered total after its time
    await Bun.sleep(SHARED_PAGE_TTL_MS);
    const body = await apiPage(20, 100, 'desc');
    expect(body.total).toBe(STUDENTS - 1);
    expect(body.students.map((student: { id: string }) => student.id)).toEqual(await offsetPage(20, 100, 'desc'));
    expect(await prepareCatalogue(t.db.orm)).toBe(true);
    const rebuilt = await apiPage(25, 100, 'desc');
    expect(rebuilt.students.map((student: { id: string }) => student.id)).toEqual(await offsetPage(25, 100, 'desc'));
  });

  it('answers an empty page past the end', async () => {
    expect((await apiPage(26, 100, 'desc')).students).toEqual([]);
  });
});
