import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/**
 * Issue 30 target 3: the narrowed filter options come from the counted combinations of the filter columns
 * (catalogue_combinations, kept by triggers), so they must stay exactly what the catalogue holds.
 */
const t = useTestApp();
let token: string;
let ids: string[];

const options = async (query: string) => {
  const response = await t.handle(`/api/public/filter-options${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown[]>;
};

beforeAll(async () => {
  ids = await addStudents(t.db.orm, [
    { studentName: 'Asha Menon', state: 'Kerala', city: 'Kochi', gender: 'Female', passingYear: 2024, stream: 'Medical' },
    { studentName: 'Rahul Pillai', state: 'Kerala', city: 'Kozhikode', gender: 'Male', passingYear: 2025, stream: 'Engineering' },
    { studentName: 'Karthik Raja', state: 'Tamil Nadu', city: 'Chennai', gender: 'Male', passingYear: 2024, stream: 'Medical' },
  ]);
  token = (await createMember(t.db.orm)).token;
});

describe('filter options under several filters', () => {
  it('lists only what one student holds under all of them, not what each filter allows alone', async () => {
    // Kerala has 2024 and 2025, Male has 2024 and 2025; only 2025 is both
    const body = await options('?state=Kerala&gender=Male');
    expect(body.passingYears).toEqual([2025]);
    expect(body.cities).toEqual(['Kozhikode']);
    expect(body.streams).toEqual(['Engineering']);
    expect(body.states).toEqual(['Kerala', 'Tamil Nadu']);
  });

  it('drops a value nobody holds any more and lists a new one at once', async () => {
    await t.db.orm.em.fork().execute(`update students set city = 'Alappuzha' where id = '${ids[0]}'`);
    const [added] = await addStudents(t.db.orm, [{ studentName: 'Meera Das', state: 'Kerala', city: 'Thrissur', gender: 'Female', passingYear: 2026 }]);
    expect(added).toBeDefined();
    const body = await options('?state=Kerala');
    expect(body.cities).toEqual(['Alappuzha', 'Kozhikode', 'Thrissur']);
    expect(body.passingYears).toEqual([2024, 2025, 2026]);
  });

  it('forgets a value whose last student is deleted', async () => {
    const [leaving] = await addStudents(t.db.orm, [{ studentName: 'Tara Bose', state: 'Kerala', city: 'Palakkad', gender: 'Other', passingYear: 2027 }]);
    expect((await options('?gender=Other')).cities).toEqual(['Palakkad']);
    await t.db.orm.em.fork().execute(`delete from students where id = '${leaving}'`);
    // (answers are cached a minute per combination of filters: each question here is a new one)
    const body = await options('?state=Kerala&gender=Other');
    expect(body.cities).toEqual([]);
    expect(body.passingYears).toEqual([]);
    expect((await options('?city=Palakkad')).states).toEqual([]);
    expect((await options('?passingYear=2027')).genders).toEqual([]);
  });

  it('counts each combination as the catalogue holds it, after inserts, updates and deletes', async () => {
    const em = t.db.orm.em.fork();
    await em.execute(`update students set gender = 'Female', passing_year = 2026 where state = 'Kerala'`);
    const key = 'gender, stream, state, city, entrance_exam, course, passing_year, pincode';
    const slot = '(email_verified::int * 4 + mobile_verified::int * 2 + whatsapp_verified::int)';
    const counts = await em.execute(
      `select ${key}, ${slot} as flags, count(*)::int as students from students group by 1,2,3,4,5,6,7,8,9 order by 1,2,3,4,5,6,7,8,9`,
    );
    const slots = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => `(${n}, f${n})`).join(', ');
    const kept = await em.execute(
      `select ${key}, s.flags, s.students from catalogue_combinations cross join lateral (values ${slots}) s(flags, students) where s.students <> 0 order by 1,2,3,4,5,6,7,8,9`,
    );
    expect(kept).toEqual(counts);
  });

  it('narrows the flags by the other filters too', async () => {
    await t.db.orm.em.fork().execute(`update students set whatsapp_verified = true where id = '${ids[2]}'`);
    expect((await options('?state=Tamil%20Nadu')).whatsappVerifiedOptions).toEqual([true]);
    expect((await options('?state=Kerala')).whatsappVerifiedOptions).toEqual([false]);
    expect((await options('?whatsappVerified=true')).states).toEqual(['Tamil Nadu']);
    expect((await options('?whatsappVerified=true&emailVerified=false')).cities).toEqual(['Chennai']);
    expect((await options('?whatsappVerified=true&emailVerified=true')).cities).toEqual([]);
  });
});
