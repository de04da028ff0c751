import { beyondResultWindow, searchTooShort } from '../domain/leads.errors';
import { listIsWindowed, pageInsideWindow, RESULT_WINDOW, reachablePages, searchTermUsable } from '../domain/result-window.schema';
import type { CatalogueQuery, StudentCatalogue } from './ports/student-catalogue.port';
import type { MemberViewer } from '../domain/student-lead';
import { type ListedStudentLead, presentPage, type PresentDeps } from './present-students.use-case';

export type StudentPage = {
  students: ListedStudentLead[];
  total: number;
  /** the pages that can be opened: capped at the result window when the list has one */
  totalPages: number;
  totalIsEstimate: boolean;
  /** the most rows of this list that can be paged, or null when every page can be opened */
  resultWindow: number | null;
  page: number;
  limit: number;
};

type Deps = PresentDeps & { catalogue: StudentCatalogue };

export type StudentListRequest = Omit<CatalogueQuery, 'search'> & { search?: string };

/**
 * One page of the catalogue for a member; the server decides premium or free from the member's record.
 * Only a premium member's search looks into e-mail and mobile number: for a free member, whose contacts
 * arrive masked, a match there would confirm a guessed number or spell out the hidden part piece by piece.
 */
export async function listStudents(viewer: MemberViewer, request: StudentListRequest, deps: Deps): Promise<StudentPage> {
  if (request.search && !searchTermUsable(request.search)) throw searchTooShort();
  // ADR 0014: a filtered, searched or re-sorted list pages through its first RESULT_WINDOW rows; the default order of
  // the whole catalogue through all of them (page anchors, ADR 0006)
  const windowed = listIsWindowed(Object.keys(request.filters).length > 0, Boolean(request.search), request.sortBy);
  if (windowed && !pageInsideWindow(request.page, request.limit)) throw beyondResultWindow(request.limit);
  const reader = { kind: 'member', id: viewer.memberId } as const;
  const search = request.search ? { term: request.search, contacts: viewer.isPremium } : undefined;
  const query: CatalogueQuery = { ...request, search, reader };
  const records = await deps.catalogue.page(query);
  const { total, isEstimate } = await deps.catalogue.count(query.filters, query.search, reader);
  return {
    students: await presentPage(viewer, records, deps),
    total,
    totalPages: reachablePages(total, query.limit, windowed),
    totalIsEstimate: isEstimate,
    resultWindow: windowed ? RESULT_WINDOW : null,
    page: query.page,
    limit: query.limit,
  };
}
