import { describe, expect, it } from 'bun:test';
import type { StudentRecord } from '../domain/student-lead';
import type { CatalogueQuery, StudentCatalogue } from './ports/student-catalogue.port';
import { forgettingAfterChanges, SHARED_PAGE_TTL_MS, withSharedPages } from './shared-pages';
import { ttlCache } from './ttl-cache';

/** A catalogue whose every page read is counted and answers a record named after the read. */
function countingCatalogue() {
  let reads = 0;
  let counts = 0;
  const catalogue = {
    page: async () => [{ id: `read-${++reads}` } as StudentRecord],
    count: async () => ({ total: ++counts, isEstimate: false }),
  } as unknown as StudentCatalogue;
  return { catalogue, reads: () => reads, counts: () => counts };
}

const firstPage: CatalogueQuery = { filters: {}, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 20, reader: { kind: 'member', id: 'a' } };

function setUp() {
  let clock = 0;
  const source = countingCatalogue();
  const shared = withSharedPages(
    source.catalogue,
    ttlCache(SHARED_PAGE_TTL_MS, () => clock, 100),
    ttlCache(SHARED_PAGE_TTL_MS, () => clock, 1),
  );
  return { shared, reads: source.reads, counts: source.counts, advance: (ms: number) => (clock += ms) };
}

describe('the shared first page', () => {
  it('is read once for every member within its time, and again after it', async () => {
    const { shared, reads, advance } = setUp();
    expect(await shared.page(firstPage)).toEqual([{ id: 'read-1' } as StudentRecord]);
    expect(await shared.page({ ...firstPage, reader: { kind: 'member', id: 'b' } })).toEqual([{ id: 'read-1' } as StudentRecord]);
    expect(reads()).toBe(1);
    advance(SHARED_PAGE_TTL_MS);
    expect(await shared.page(firstPage)).toEqual([{ id: 'read-2' } as StudentRecord]);
  });

  it('is not shared for a search, a filter, a later page, or another order or size', async () => {
    const { shared, reads } = setUp();
    await shared.page(firstPage);
    await shared.page({ ...firstPage, search: { term: 'sharma', contacts: false } });
    await shared.page({ ...firstPage, filters: { state: 'Kerala' } });
    await shared.page({ ...firstPage, page: 2 });
    await shared.page({ ...firstPage, sortOrder: 'asc' });
    await shared.page({ ...firstPage, limit: 50 });
    expect(reads()).toBe(6);
  });

  it("is dropped once this copy's own change to the catalogue has succeeded, not when it failed", async () => {
    const { shared, reads } = setUp();
    const admin = forgettingAfterChanges(
      { update: async (fail: boolean) => (fail ? Promise.reject(new Error('refused')) : 'updated'), list: async () => 'listed' },
      ['update'],
      shared.forget,
    );
    await shared.page(firstPage);
    await admin.list();
    await expect(admin.update(true)).rejects.toThrow('refused');
    await shared.page(firstPage);
    expect(reads()).toBe(1);
    expect(await admin.update(false)).toBe('updated');
    await shared.page(firstPage);
    expect(reads()).toBe(2);
  });

  it('shares the unfiltered total for the same time, dropped with the pages; a filtered or searched total is read each time', async () => {
    const { shared, counts, advance } = setUp();
    expect(await shared.count({})).toEqual({ total: 1, isEstimate: false });
    expect(await shared.count({})).toEqual({ total: 1, isEstimate: false });
    await shared.count({ state: 'Kerala' });
    await shared.count({}, { term: 'sharma', contacts: false });
    expect(counts()).toBe(3);
    shared.forget();
    expect(await shared.count({})).toEqual({ total: 4, isEstimate: false });
    advance(SHARED_PAGE_TTL_MS);
    expect(await shared.count({})).toEqual({ total: 5, isEstimate: false });
  });
});
