import * as v from 'valibot';
import { searchTooShort } from '../domain/leads.errors';
import { searchTermUsable } from '../domain/result-window.schema';
import { normaliseFilters } from '../domain/student-query.schema';
import { type SavedCatalogueQuery, SavedCatalogueQuerySchema } from '../domain/saved-catalogue-query';
import type { StudentLead, StudentRecord } from '../domain/student-lead';
import type { NewMatchesReader } from './ports/new-matches.port';
import type { MemberViewer } from '../domain/student-lead';

export type NewMatchesRequest = {
  after: Date;
  upTo?: Date;
  /** counted up to this many */
  cap: number;
  /** the newest this many ids come back (e.g. for a webhook) */
  idLimit: number;
  /** the newest this many come back as the member may see them */
  sample: number;
};

export type NewMatches = { count: number; capped: boolean; studentIds: string[]; students: StudentLead[] };

type Deps = {
  reader: NewMatchesReader;
  findByIds(ids: readonly string[]): Promise<StudentRecord[]>;
  present(viewer: MemberViewer, records: readonly StudentRecord[]): Promise<StudentLead[]>;
  /** ADR 0024: the students' contact hashes not yet computed, computed (the exclusion filter joins them) */
  hashPending(): Promise<void>;
};

/** The catalogue's own check of a query a member saves: its schema, and a search its index can use (400 otherwise). */
export function checkSavedQuery(query: unknown): SavedCatalogueQuery {
  const parsed = v.parse(SavedCatalogueQuerySchema, query);
  if (parsed.search && !searchTermUsable(parsed.search)) throw searchTooShort();
  return parsed;
}

/**
 * Catalogue matches of a saved query created after `after`, as the catalogue would list them for this member: the
 * same filters, the same search rule (e-mail and mobile number only for a premium member's search), the same
 * visibility, and every student presented (masked, minor rule) by the one presentation of the catalogue.
 */
export async function newMatches(viewer: MemberViewer, query: SavedCatalogueQuery, request: NewMatchesRequest, deps: Deps): Promise<NewMatches> {
  const saved = checkSavedQuery(query);
  const search = saved.search ? { term: saved.search, contacts: viewer.isPremium } : undefined;
  const filters = normaliseFilters(saved);
  // ADR 0024: as the list does, against the member's institution's list (its hashes of new students computed first)
  if (saved.excludeListed === 'true') await deps.hashPending();
  const found = await deps.reader.newSince({
    filters: saved.excludeListed === 'true' ? { ...filters, notListedBy: viewer.institutionId } : filters,
    search,
    after: request.after,
    upTo: request.upTo,
    cap: request.cap,
    idLimit: Math.max(request.idLimit, request.sample),
    reader: { kind: 'member', id: viewer.memberId },
  });
  const shown = found.ids.slice(0, request.sample);
  const students = shown.length ? await deps.present(viewer, await deps.findByIds(shown)) : [];
  return { count: found.count, capped: found.capped, studentIds: found.ids.slice(0, request.idLimit), students };
}
