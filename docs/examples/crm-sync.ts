/**
 * The TypeScript example of docs/integrations.md: a CRM sync with a member API key, through a client generated from
 * openapi/openapi.json by @hey-api/openapi-ts (this repository's own copy lives in web/src/api; generate yours with
 * `npx @hey-api/openapi-ts -i openapi.json -o edureach-client -c @hey-api/client-fetch`).
 * tests/integration/docs/integrations-example.test.ts runs it against a test server, so this file cannot rot.
 */
import { createClient, createConfig } from '../../web/src/api/client';
import { exportSavedStudents, listCollections, listCreditLedger, listStudentLeads, unlockStudent } from '../../web/src/api/sdk.gen';

export type SyncResult = { listed: number; unlocked: { id: string; mobileNumber: string | null }; csv: string; balance: number };

export async function syncToCrm(options: { baseUrl: string; apiKey: string }): Promise<SyncResult> {
  // 1. One client for every call: the key goes as `Authorization: Bearer erk_…`
  const edureach = createClient(createConfig({ baseUrl: options.baseUrl, auth: () => options.apiKey }));

  // 2. List students (scope `read`): contact details come masked until unlocked
  const page = await listStudentLeads({ client: edureach, query: { limit: 10, sortBy: 'createdAt', sortOrder: 'desc' }, throwOnError: true });
  const first = page.data.students[0];
  if (!first) throw new Error('The catalogue is empty');

  // 3. Unlock it (scope `unlock`, 1 credit): the Idempotency-Key makes a retry after a network error safe
  const unlocked = await unlockStudent({
    client: edureach,
    body: { studentId: first.id },
    headers: { 'idempotency-key': `crm-unlock-${first.id}` },
    throwOnError: true,
  });

  // 4. Export a collection the member built in the portal (scope `export`): a CSV, charged per row shown in full
  const collections = await listCollections({ client: edureach, throwOnError: true });
  const shortlist = collections.data.collections.find((collection) => collection.studentCount > 0);
  if (!shortlist) throw new Error('No collection to export');
  const file = await exportSavedStudents({ client: edureach, body: { collectionId: shortlist.id }, parseAs: 'text', throwOnError: true });

  // 5. Where the credits went (scope `read`)
  const ledger = await listCreditLedger({ client: edureach, query: { limit: 10 }, throwOnError: true });

  return {
    listed: page.data.students.length,
    unlocked: { id: unlocked.data.student.id, mobileNumber: unlocked.data.student.mobileNumber },
    csv: String(file.data),
    balance: ledger.data.entries[0]?.balanceAfter ?? 0,
  };
}
