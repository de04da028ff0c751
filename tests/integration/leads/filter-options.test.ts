import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/**
 * Issue 30 target 3: the narrowed filter options come from value pairs (catalogue_facet_pairs) confirmed on the
 * catalogue itself, so they stay exact where the pairs alone would say too much.
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

  it('narrows the flags by the other filters too', async () => {
    await t.db.orm.em.fork().execute(`update students set whatsapp_verified = true where id = '${ids[2]}'`);
    expect((await options('?state=Tamil%20Nadu')).whatsappVerifiedOptions).toEqual([true]);
    expect((await options('?state=Kerala')).whatsappVerifiedOptions).toEqual([false]);
  });
});
