import type { PageFacts, PageFactsReader } from '../ports/page-facts.port';
import type { PresentDeps } from '../present-students.use-case';

/** Presenting's deps for unit tests: no column settings, the given facts for every page; `onRead` sees each read. */
export function presenting(given: Partial<PageFacts>, onRead?: (institutionId: string, ids: readonly string[]) => void): PresentDeps {
  const facts: PageFactsReader = {
    async read(institutionId, ids) {
      onRead?.(institutionId, ids);
      return {
        consents: given.consents ?? new Map(),
        unlocked: given.unlocked ?? new Set(),
        invalid: given.invalid ?? new Map(),
        seasonPlaces: given.seasonPlaces ?? new Map(),
        fullWithoutPlace: given.fullWithoutPlace ?? new Set(),
        listed: given.listed ?? new Set(),
      };
    },
  };
  return { columnSettings: { all: async () => [] }, facts, today: () => '2026-12-01', seasonCap: 10 };
}
