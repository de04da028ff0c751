import { Elysia } from 'elysia';
import { actorOf, type AuditTrail } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import { withSubjectNames } from '@modules/admin/application/audit-names.use-case';
import { eraseStudent, type ErasureDeps } from '@modules/admin/application/erase-student.use-case';
import type { MemberAdminApi } from '@modules/identity/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';
import { AuditLogPage, AuditLogQuery, ErasureResponse } from './privacy.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const tags = ['Admin: audit and erasure'];
const DAY_MS = 86_400_000;

/** A date alone means that whole (UTC) day: `from` at its start, `to` up to its end. */
const startOf = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
const endOf = (text: string) => (text.length === 10 ? new Date(Date.parse(`${text}T00:00:00Z`) + DAY_MS) : new Date(text));

/** DPDP Act 2023: the audit trail (read-only) and the erasure of a student, for admins only. */
type Deps = {
  auth: AuthPlugin;
  audit: AuditTrail;
  erasure: ErasureDeps;
  students: Pick<StudentAdminApi, 'findByIds'>;
  members: Pick<MemberAdminApi, 'institutionsOf'>;
};

export const adminPrivacyRoutes = (deps: Deps) =>
  new Elysia({ name: 'admin.privacy.routes', prefix: '/api/admin' })
    .use(deps.auth)
    .get(
      '/audit-log',
      async ({ query }) =>
        withSubjectNames(
          await deps.audit.search({
            ...query,
            from: query.from ? startOf(query.from) : undefined,
            to: query.to ? endOf(query.to) : undefined,
          }),
          deps,
        ),
      {
        admin: true,
        query: AuditLogQuery,
        response: { 200: AuditLogPage, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listAuditLog',
          tags,
          summary: 'Who unlocked, exported, imported, edited, deleted or erased which students, and admin actions on members; newest first',
          description:
            '`actor` is an actor id or part of the username/e-mail. `from` is inclusive and `to` exclusive; a bare date (YYYY-MM-DD) means ' +
            'that whole UTC day. Pages by keyset: pass `nextCursor` as `cursor` for the next page (null on the last page).',
        },
      },
    )
    .post(
      '/students/:id/erase',
      async ({ params, admin }) => ({
        message: 'Student erased: removed from the catalogue and every collection; unlocks and ledger rows kept as anonymous stubs',
        erased: await eraseStudent(params.id, actorOf(admin), deps.erasure),
      }),
      {
        admin: true,
        params: uuidParam,
        response: { 200: ErasureResponse, 404: ErrorResponse, ...denied },
        detail: {
          operationId: 'eraseStudent',
          tags,
          summary: 'Erases a student for good (DPDP Act 2023): catalogue row, saved rows and notes go; unlocks and ledger rows become anonymous stubs',
        },
      },
    );
