import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createStudentCatalogueRepository } from '@modules/leads/adapters/persistence/student-catalogue.repository';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { SearchIndex } from '@modules/leads/application/ports/search-index.port';
import type { CatalogueQuery, CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import { SORT_FIELDS, type SortField, type StudentFilters } from '@modules/leads/domain/student-query.schema';
import { createConsentsRepository } from '@modules/privacy/adapters/persistence/consents.repository';
import { SHARING_PURPOSE } from '@modules/privacy/domain/consent';
import type { Orm } from '@platform/db/orm';
import { sql } from '@platform/db/sql';
import { createTestDatabase, type TestDatabase } from '@support/test-database';
import { addStudents } from '../integration/leads/student-mother';
import { catalogue, found, passes, ranked, type Student } from './search-index.fixture';

/**
 * What every SearchIndex adapter must answer alike (application/ports/search-index.port.ts): the suite seeds a small
 * fixed catalogue in PostgreSQL (search-index.fixture.ts), withdraws one student's consent and erases another, then
 * asks the adapter `makeAdapter` builds over it. An adapter keeping its own copy reads the students `visibility`
 * admits (null: all) when it is built. Run once with every record visible, once with HIDE_RECORDS_WITHOUT_CONSENT.
 */
export type IndexedCatalogue = { orm: Orm; visibility: StudentPredicate | undefined };

/** Withdrawn and erased before the index is built; withdrawn and erased after it (the catalogue must still hide them). */
const WITHDRAWN = 'Omana';
const ERASED = 'Nikhil';
const LATER_WITHDRAWN = 'Pooja';
const LATER_ERASED = 'Lokesh';

const FILTERS: StudentFilters[] = [
  { state: 'Kerala' },
  { stream: 'Science' },
  { gender: 'Female' },
  { passingYear: 2026 },
  { emailVerified: true },
  { mobileVerified: false },
  { whatsappVerified: true },
  { verifiedWithin: 30 },
  { verifiedWithin: 365 },
  { state: 'Kerala', stream: 'Science', passingYear: 2026 },
];
const SEARCHES = ['ditya', 'ERNAK', 'karnat', 'Commer', 'medic', 'polytech', 'a', 'kochi'];

export function searchIndexContract(name: string, makeAdapter: (catalogue: IndexedCatalogue) => Promise<SearchIndex>) {
  for (const hide of [false, true]) {
    describe(`${name} answers as the SearchIndex port promises (${hide ? 'HIDE_RECORDS_WITHOUT_CONSENT' : 'every record visible'})`, () => {
      let db: TestDatabase;
      let index: SearchIndex;
      let visibility: StudentPredicate | undefined;
      const students = catalogue();
      const named = (name: string) => students.find((s) => s.name === name)!;
      const visible = () => students.filter((s) => s.name !== ERASED && !(hide && s.name === WITHDRAWN));
      const namesOf = (ids: string[]) => ids.map((id) => students.find((s) => s.id === id)?.name ?? id);
      const query = (q: Partial<CatalogueQuery>): CatalogueQuery => ({ filters: {}, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 100, ...q });
      /** The names of one page, as the adapter answers it. */
      const page = async (q: Partial<CatalogueQuery>) => namesOf(await index.pageIds(query(q)));
      const expected = (filters: StudentFilters, search: CatalogueSearch | undefined, sortBy: SortField, sortOrder: 'asc' | 'desc') =>
        ranked(
          visible().filter((s) => passes(s, filters) && (!search || found(s, search))),
          search,
          sortBy,
          sortOrder,
        ).map((s) => s.name);

      beforeAll(async () => {
        db = await createTestDatabase();
        const ids = await addStudents(
          db.orm,
          students.map((s) => s.seed),
        );
        ids.forEach((id, i) => {
          students[i]!.id = id;
        });
        const consents = createConsentsRepository(db.orm);
        for (const student of students) {
          const consent = { studentId: student.id, source: 'admin_entry', importBatchId: null, lawfulBasis: 'consent', consentedBy: 'student' } as const;
          await consents.put({ ...consent, consentDate: '2026-01-01', noticeVersion: '2026-12', purpose: SHARING_PURPOSE, expiresOn: null });
        }
        await consents.withdraw(named(WITHDRAWN).id, new Date());
        await sql`delete from students where id = ${named(ERASED).id}`.run(db.orm.em.fork());
        visibility = hide ? consents.predicate('recorded', 'students.id') : undefined;
        index = await makeAdapter({ orm: db.orm, visibility });
      }, 120_000);
      afterAll(() => db?.close());

      it('lists and counts every student members may see, and no erased or hidden one', async () => {
        const all = await page({});
        expect([...all].sort()).toEqual(
          visible()
            .map((s) => s.name)
            .sort(),
        );
        expect(all).not.toContain(ERASED);
        if (hide) expect(all).not.toContain(WITHDRAWN);
        else expect(all).toContain(WITHDRAWN);
        expect(await index.count({})).toEqual({ total: visible().length, isEstimate: false });
        expect(await page({ search: { term: ERASED, contacts: true } })).toEqual([]);
        expect(await index.count({}, { term: WITHDRAWN, contacts: true })).toEqual({ total: hide ? 0 : 1, isEstimate: false });
      });

      for (const sortBy of SORT_FIELDS) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          it(`orders by ${sortBy} ${sortOrder}, ties broken as orderClause breaks them`, async () => {
            expect(await page({ sortBy, sortOrder })).toEqual(expected({}, undefined, sortBy, sortOrder));
          });
        }
      }

      it('filters on each column, alone and together, and counts the same students', async () => {
        for (const filters of FILTERS) {
          const want = expected(filters, undefined, 'studentName', 'asc');
          expect(want.length).toBeGreaterThan(0);
          expect({ filters, names: await page({ filters, sortBy: 'studentName', sortOrder: 'asc' }) }).toEqual({ filters, names: want });
          // sorted on another column than the filter's (the PostgreSQL adapter then reads the matches whole)
          expect({ filters, names: await page({ filters, sortBy: 'age', sortOrder: 'desc' }) }).toEqual({
            filters,
            names: expected(filters, undefined, 'age', 'desc'),
          });
          expect({ filters, total: await index.count(filters) }).toEqual({ filters, total: { total: want.length, isEstimate: false } });
        }
      });

      it('orders "verified within" by every column both ways, alone and with another filter, page by page', async () => {
        for (const filters of [
          { verifiedWithin: 365 },
          { verifiedWithin: 365, gender: 'Female' },
          { verifiedWithin: 365, state: 'Kerala' },
          { verifiedWithin: 365, state: 'Kerala', stream: 'Science' },
        ] as StudentFilters[])
          for (const sortBy of SORT_FIELDS)
            for (const sortOrder of ['asc', 'desc'] as const) {
              const want = expected(filters, undefined, sortBy, sortOrder);
              const pages = [1, 2, 3].map((n) => page({ filters, sortBy, sortOrder, page: n, limit: 3 }));
              expect({ filters, sortBy, sortOrder, names: (await Promise.all(pages)).flat() }).toEqual({ filters, sortBy, sortOrder, names: want.slice(0, 9) });
            }
      });

      it('orders a filtered list by every column both ways, page by page across values', async () => {
        for (const filters of [{ state: 'Kerala' }, { gender: 'Female', passingYear: 2026 }, { emailVerified: true }] as StudentFilters[])
          for (const sortBy of SORT_FIELDS)
            for (const sortOrder of ['asc', 'desc'] as const) {
              const want = expected(filters, undefined, sortBy, sortOrder);
              const pages = [1, 2, 3, 4].map((n) => page({ filters, sortBy, sortOrder, page: n, limit: 2 }));
              expect({ filters, sortBy, sortOrder, names: (await Promise.all(pages)).flat() }).toEqual({ filters, sortBy, sortOrder, names: want.slice(0, 8) });
            }
      });

      it('matches a term as a case-insensitive substring of name, city, state, stream, course or college', async () => {
        for (const term of SEARCHES) {
          const search = { term, contacts: false };
          const want = expected({}, search, 'city', 'asc');
          expect(want.length).toBeGreaterThan(0);
          expect({ term, names: await page({ search, sortBy: 'city', sortOrder: 'asc' }) }).toEqual({ term, names: want });
          expect({ term, total: await index.count({}, search) }).toEqual({ term, total: { total: want.length, isEstimate: false } });
        }
        const search = { term: 'kochi', contacts: true };
        const filters = { stream: 'Science' };
        expect(await page({ filters, search, sortBy: 'freshness', sortOrder: 'desc' })).toEqual(expected(filters, search, 'freshness', 'desc'));
        expect(await page({ search: { term: 'nobody here', contacts: true } })).toEqual([]);
      });

      it("matches e-mail and mobile for a premium member's search only, and an adult's only", async () => {
        const adult = named('Bhavna');
        const unknownAge = named('Chitra');
        const minor = named('Aditya');
        const digits = (s: Student) => s.mobile.slice(1, 9);
        for (const term of [adult.email.split('@')[0]!, digits(adult), `+91 ${adult.mobile.slice(0, 5)} ${adult.mobile.slice(5)}`]) {
          expect({ term, free: await page({ search: { term, contacts: false } }) }).toEqual({ term, free: [] });
          expect({ term, premium: await page({ search: { term, contacts: true } }) }).toEqual({ term, premium: ['Bhavna'] });
          expect(await index.count({}, { term, contacts: false })).toEqual({ total: 0, isEstimate: false });
          expect(await index.count({}, { term, contacts: true })).toEqual({ total: 1, isEstimate: false });
        }
        expect(await page({ search: { term: unknownAge.email, contacts: true } })).toEqual(['Chitra']);
        for (const term of [minor.email, digits(minor)]) expect({ term, minor: await page({ search: { term, contacts: true } }) }).toEqual({ term, minor: [] });
        // every e-mail holds this: all adults' (and unknown ages') for a premium member, nobody's for a free one
        const everyMail = { term: 'mail@example', contacts: true };
        expect(await page({ search: everyMail, sortBy: 'studentName', sortOrder: 'asc' })).toEqual(expected({}, everyMail, 'studentName', 'asc'));
        expect(expected({}, everyMail, 'studentName', 'asc')).not.toContain('Aditya');
        expect(await page({ search: { ...everyMail, contacts: false } })).toEqual([]);
      });

      // ADR 0029: the PostgreSQL adapter reads these from its name-word index ('ditya', 'esh', 'OOJA', 'ghul') or, when a
      // word outside the names holds the term ('har': Maharaja College; 'kochi'), from the catalogue: the same answers
      it('answers a name-like search by date, name and age both ways, page by page, with a state and another filter', async () => {
        for (const term of ['ditya', 'esh', 'OOJA', 'har', 'kochi', 'ghul'])
          for (const filters of [{}, { state: 'Kerala' }, { state: 'Karnataka', gender: 'Female' }, { gender: 'Male' }] as StudentFilters[])
            for (const sortBy of ['createdAt', 'studentName', 'age'] as const)
              for (const sortOrder of ['asc', 'desc'] as const) {
                const search = { term, contacts: false };
                const want = expected(filters, search, sortBy, sortOrder);
                const pages = [1, 2, 3].map((n) => page({ filters, search, sortBy, sortOrder, page: n, limit: 1 }));
                expect({ term, filters, sortBy, sortOrder, names: (await Promise.all(pages)).flat() }).toEqual({
                  term,
                  filters,
                  sortBy,
                  sortOrder,
                  names: want.slice(0, 3),
                });
              }
      });

      it('lists first, in the date order, the students whose name is the term, then the rest of the matches', async () => {
        for (const contacts of [false, true])
          for (const filters of [{}, { state: 'Kerala' }, { gender: 'Male', passingYear: 2024 }] as StudentFilters[])
            for (const sortOrder of ['asc', 'desc'] as const) {
              const search = { term: 'rAVi', contacts };
              const want = expected(filters, search, 'createdAt', sortOrder);
              for (const limit of [1, 2, 3]) {
                const pages: string[] = [];
                for (let n = 1; n <= Math.ceil(want.length / limit) + 1; n += 1) pages.push(...(await page({ filters, search, sortOrder, page: n, limit })));
                expect({ contacts, filters, sortOrder, limit, pages }).toEqual({ contacts, filters, sortOrder, limit, pages: want });
              }
            }
        // the names the term is, newest first, then the names holding it: not the date order alone
        expect(await page({ search: { term: 'ravi', contacts: false } })).toEqual(['RAVI', 'Ravi', 'Ravindra', 'Ravi Shankar']);
        expect(await page({ search: { term: 'ravi', contacts: false }, sortBy: 'studentName', sortOrder: 'asc' })).toEqual([
          'RAVI',
          'Ravi',
          'Ravi Shankar',
          'Ravindra',
        ]);
        expect(await index.count({}, { term: 'ravi', contacts: false })).toEqual({ total: 4, isEstimate: false });
      });

      it('pages a list in its order at any limit, and answers nothing past its end', async () => {
        const whole = expected({}, undefined, 'city', 'asc');
        for (const limit of [1, 3, 5]) {
          const pages: string[] = [];
          for (let n = 1; n <= Math.ceil(whole.length / limit); n += 1) pages.push(...(await page({ sortBy: 'city', sortOrder: 'asc', page: n, limit })));
          expect({ limit, pages }).toEqual({ limit, pages: whole });
        }
        expect(await page({ sortBy: 'city', sortOrder: 'asc', page: 3, limit: 4 })).toEqual(whole.slice(8, 12));
        expect(await page({ page: 5, limit: 5 })).toEqual([]);
        expect(await page({ filters: { state: 'Kerala' }, sortBy: 'age', page: 2, limit: 3 })).toEqual(
          expected({ state: 'Kerala' }, undefined, 'age', 'desc').slice(3, 6),
        );
      });

      it('serves the catalogue its pages: the rows of the ids in order, visibility checked again on every read', async () => {
        const reads = createStudentCatalogueRepository(db.orm, { visibility, index });
        for (const sortBy of SORT_FIELDS) {
          const rows = await reads.page(query({ sortBy, sortOrder: 'asc' }));
          expect({ sortBy, names: rows.map((row) => row.studentName) }).toEqual({ sortBy, names: expected({}, undefined, sortBy, 'asc') });
        }
        // after the index was built: an adapter's own copy may still hold them, the rows read from PostgreSQL do not
        await createConsentsRepository(db.orm).withdraw(named(LATER_WITHDRAWN).id, new Date());
        await sql`delete from students where id = ${named(LATER_ERASED).id}`.run(db.orm.em.fork());
        const names = (await reads.page(query({}))).map((row) => row.studentName);
        expect(names).not.toContain(LATER_ERASED);
        if (hide) expect(names).not.toContain(LATER_WITHDRAWN);
        expect(names).toEqual(expected({}, undefined, 'createdAt', 'desc').filter((n) => n !== LATER_ERASED && !(hide && n === LATER_WITHDRAWN)));
      });
    });
  }
}
