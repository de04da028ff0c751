import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { createStudentCatalogueRepository } from '@modules/leads/adapters/persistence/student-catalogue.repository';
import { createPostgresSearchIndex } from '@modules/leads/adapters/search/postgres-search-index';
import type { SearchIndex } from '@modules/leads/application/ports/search-index.port';
import { createConsentsRepository } from '@modules/privacy/adapters/persistence/consents.repository';
import { SHARING_PURPOSE } from '@modules/privacy/domain/consent';
import { sql } from '@platform/db/sql';
import { createTestDatabase, type TestDatabase } from '@support/test-database';
import { addStudents } from '../integration/leads/student-mother';
import { searchIndexContract } from './search-index.contract';

// The catalogue's own table as its search index: on the machine's PostgreSQL with TEST_DATABASE_URL, on PGlite without.
searchIndexContract('the PostgreSQL search index', async ({ orm, visibility }) => createPostgresSearchIndex(orm, { visibility }));

/**
 * An index of another engine hands over ids only, and its copy may lag: the catalogue reads their rows from PostgreSQL,
 * in the index's order, and leaves out whoever members may no longer see (withdrawn, erased) since it was built.
 */
describe('the catalogue on a search index that lags behind PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  it('reads the rows of its ids in order, without the withdrawn and the erased', async () => {
    const names = ['Asha', 'Withdrawn', 'Bala', 'Erased', 'Chandra'];
    const ids = await addStudents(
      db.orm,
      names.map((studentName) => ({ studentName })),
    );
    const consents = createConsentsRepository(db.orm);
    for (const studentId of ids) {
      const consent = { studentId, source: 'admin_entry', importBatchId: null, lawfulBasis: 'consent', consentedBy: 'student' } as const;
      await consents.put({ ...consent, consentDate: '2026-01-01', noticeVersion: '2026-12', purpose: SHARING_PURPOSE, expiresOn: null });
    }
    await consents.withdraw(ids[1]!, new Date());
    await sql`delete from students where id = ${ids[3]!}`.run(db.orm.em.fork());
    // the index answers as it did before the withdrawal and the erasure, in an order of its own
    const stale: SearchIndex = { pageIds: async () => [ids[4]!, ids[3]!, ids[1]!, ids[0]!, ids[2]!], count: async () => ({ total: 5, isEstimate: false }) };
    const query = { filters: {}, sortBy: 'studentName', sortOrder: 'asc', page: 1, limit: 20 } as const;

    const hiding = createStudentCatalogueRepository(db.orm, { visibility: consents.predicate('recorded', 'students.id'), index: stale });
    expect((await hiding.page(query)).map((row) => row.studentName)).toEqual(['Chandra', 'Asha', 'Bala']);
    const showing = createStudentCatalogueRepository(db.orm, { index: stale });
    expect((await showing.page(query)).map((row) => row.studentName)).toEqual(['Chandra', 'Withdrawn', 'Asha', 'Bala']);
    expect(await hiding.count({})).toEqual({ total: 5, isEstimate: false });
  });
});
