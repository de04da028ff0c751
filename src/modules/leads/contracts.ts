import type { StudentAdminApi } from './student-admin.contracts';

export type * from './student-admin.contracts';

/** What the leads module offers other modules. */
export type LeadsApi = { admin: StudentAdminApi };
