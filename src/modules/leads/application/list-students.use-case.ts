import type { StudentLead } from '../domain/student-lead';
import type { CatalogueQuery, StudentCatalogue } from './ports/student-catalogue.port';
import type { ColumnSettings } from './ports/column-settings.port';
import { presentStudents, type MemberViewer, type UnlockedAmong } from './present-students.use-case';

export type StudentPage = { students: StudentLead[]; total: number; totalPages: number; totalIsEstimate: boolean; page: number; limit: number };

type Deps = { catalogue: StudentCatalogue; columnSettings: ColumnSettings; unlockedAmong: UnlockedAmong };

export type StudentListRequest = Omit<CatalogueQuery, 'search'> & { search?: string };

/**
 * One page of the catalogue for a member; the server decides premium or free from the member's record.
 * Only a premium member's search looks into e-mail and mobile number: for a free member, whose contacts
 * arrive masked, a match there would confirm a guessed number or spell out the hidden part piece by piece.
 */
export async function listStudents(viewer: MemberViewer, request: StudentListRequest, deps: Deps): Promise<StudentPage> {
  const reader = { kind: 'member', id: viewer.memberId } as const;
  const search = request.search ? { term: request.search, contacts: viewer.isPremium } : undefined;
  const query: CatalogueQuery = { ...request, search, reader };
  const records = await deps.catalogue.page(query);
  const { total, isEstimate } = await deps.catalogue.count(query.filters, query.search, reader);
  return {
    students: await presentStudents(viewer, records, deps),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    totalIsEstimate: isEstimate,
    page: query.page,
    limit: query.limit,
  };
}
