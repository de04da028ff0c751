import type { StudentLead } from '../domain/student-lead';
import type { CatalogueQuery, StudentCatalogue } from './ports/student-catalogue.port';
import type { ColumnSettings } from './ports/column-settings.port';
import type { RecordConsents } from './ports/record-consents.port';
import { presentStudents, type MemberViewer, type UnlockedAmong } from './present-students.use-case';

export type StudentPage = { students: StudentLead[]; total: number; totalPages: number; totalIsEstimate: boolean; page: number; limit: number };

type Deps = { catalogue: StudentCatalogue; columnSettings: ColumnSettings; unlockedAmong: UnlockedAmong; consents?: RecordConsents };

export type StudentListRequest = Omit<CatalogueQuery, 'search'> & { search?: string };

/**
 * One page of the catalogue for a member; the server decides premium or free from the member's record.
 * Only a premium member's search looks into e-mail and mobile number: for a free member, whose contacts
 * arrive masked, a match there would confirm a guessed number or spell out the hidden part piece by piece.
 */
export async function listStudents(viewer: MemberViewer, request: StudentListRequest, deps: Deps): Promise<StudentPage> {
  const query: CatalogueQuery = { ...request, search: request.search ? { term: request.search, contacts: viewer.isPremium } : undefined };
  const records = await deps.catalogue.page(query);
  const { total, isEstimate } = await deps.catalogue.count(query.filters, query.search);
  return {
    students: await presentStudents(viewer, records, deps),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    totalIsEstimate: isEstimate,
    page: query.page,
    limit: query.limit,
  };
}
