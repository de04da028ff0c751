import type { StudentCatalogue } from './ports/student-catalogue.port';
import type { ttlCache } from './ttl-cache';

/** How long every member shares one read of a page of the catalogue (unmasked records; masking comes after). */
export const SHARED_PAGE_TTL_MS = 2_000;

type Cache<T> = ReturnType<typeof ttlCache<T>>;

/**
 * The first page of the unfiltered catalogue (any sort, any page size), shared for SHARED_PAGE_TTL_MS by everyone who
 * asks for it: the portal opens on it, it is the same rows for every member, and at 16 concurrent callers reading it
 * again per request was most of the server's work (bench/RESULTS.md). Only the records are shared: every answer is
 * still masked per member afterwards (present-students.use-case.ts, with that member's unlocks read fresh), so the
 * server still decides masking. The unfiltered total (a counter's row) is shared the same way, when `totals` is given:
 * one statement less on every such page, for a figure at most SHARED_PAGE_TTL_MS old.
 * This copy's own changes to the catalogue drop what it shared; another copy's show within SHARED_PAGE_TTL_MS.
 */
export function withSharedPages(
  catalogue: StudentCatalogue,
  pages: Cache<Awaited<ReturnType<StudentCatalogue['page']>>>,
  totals?: Cache<Awaited<ReturnType<StudentCatalogue['count']>>>,
): StudentCatalogue & { forget(): void } {
  // bumped by this server copy's own changes to the catalogue: what it shared before is not shared again
  let generation = 0;
  return {
    ...catalogue,
    page: (query) => {
      const { filters, search, sortBy, sortOrder, page, limit } = query;
      if (search || page !== 1 || Object.values(filters).some((value) => value !== undefined)) return catalogue.page(query);
      return pages(`${generation}:${sortBy}:${sortOrder}:${limit}`, () => catalogue.page(query));
    },
    count: (filters, search, reader) => {
      if (!totals || search || Object.values(filters).some((value) => value !== undefined)) return catalogue.count(filters, search, reader);
      return totals(`${generation}`, () => catalogue.count(filters, search, reader));
    },
    forget: () => {
      generation += 1;
    },
  };
}

/** The student-admin calls that change the catalogue, each followed by `forget()` once it has succeeded. */
export function forgettingAfterChanges<T extends Record<string, unknown>>(api: T, changes: readonly (keyof T)[], forget: () => void): T {
  const wrapped: Record<string, unknown> = { ...api };
  for (const name of changes) {
    const call = api[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name as string] = async (...args: unknown[]) => {
      const result = await call(...args);
      forget();
      return result;
    };
  }
  return wrapped as T;
}
