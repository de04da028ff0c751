import type { FacetValues } from '@modules/leads/application/ports/student-catalogue.port';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import type { FILTER_COLUMNS } from './student-sql';

/** A facet lists at most this many values (pincodes can run into the thousands before a state is chosen). */
export const FACET_LIMIT = 1_000;

/** Each facet list: its key in the answer, its filter column, and the filter it is not narrowed by (itself). */
export const FACETS: [keyof FacetValues, keyof typeof FILTER_COLUMNS, keyof StudentFilters][] = [
  ['genders', 'gender', 'gender'],
  ['streams', 'stream', 'stream'],
  ['states', 'state', 'state'],
  ['cities', 'city', 'city'],
  ['entranceExams', 'entranceExam', 'entranceExam'],
  ['educationLevels', 'course', 'course'],
  ['passingYears', 'passingYear', 'passingYear'],
  ['pincodes', 'pincode', 'pincode'],
  ['emailVerifiedOptions', 'emailVerified', 'emailVerified'],
  ['mobileVerifiedOptions', 'mobileVerified', 'mobileVerified'],
  ['whatsappVerifiedOptions', 'whatsappVerified', 'whatsappVerified'],
];
