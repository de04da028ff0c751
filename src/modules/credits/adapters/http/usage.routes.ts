import { Elysia } from 'elysia';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { csvDownload, type CsvColumn } from '@platform/http/csv-download';
import type { Clock } from '@platform/kernel/clock';
import { CsvFile, ErrorResponse } from '@platform/http/schemas';
import type { createUsageRepository } from '@modules/credits/adapters/persistence/usage.repository';
import { summariseUsage, type UsageRow, usagePeriod } from '@modules/credits/domain/usage';
import { UsageAnswer, UsageExportQuery, UsageQuery } from './usage.schemas';

const tags = ['Team'];
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

type Deps = { auth: AuthPlugin; usage: ReturnType<typeof createUsageRepository>; clock: Clock };

const columns: CsvColumn<UsageRow>[] = [
  { header: 'Date', value: (row) => row.bucket },
  { header: 'Seat id', value: (row) => row.memberId },
  { header: 'Feature', value: (row) => row.feature },
  { header: 'API key id', value: (row) => row.apiKeyId ?? '' },
  { header: 'Credits', value: (row) => row.credits },
];

/**
 * ADR 0021, usage of the institution's pool: the owner and the managers see every seat's, a member their own only
 * (the session's role: credits reads no identity table).
 */
export const usageRoutes = (deps: Deps) => {
  const rowsFor = (member: MemberPrincipal, query: { month?: string; year?: string }) => {
    const period = usagePeriod(query, new Date(deps.clock.now().getTime() + IST_OFFSET_MS).toISOString().slice(0, 10));
    const own = member.seatRole === 'member' ? member.id : undefined;
    return { period, rows: deps.usage.of(member.institutionId, period, own) };
  };
  return new Elysia({ name: 'credits.usage-routes', prefix: '/api/website/team/usage' })
    .use(deps.auth)
    .get(
      '',
      async ({ member, query }) => {
        const { period, rows } = rowsFor(member, query);
        return summariseUsage(period.label, await rows);
      },
      {
        member: true,
        query: UsageQuery,
        response: { 200: UsageAnswer, ...denied },
        detail: {
          operationId: 'getTeamUsage',
          tags,
          summary: "Credits your institution's seats took from the pool in a month (by day) or a year (by month): per seat, feature and API key",
          description:
            'India time. The owner and managers see every seat; a member sees their own. Charges only (unlock, save, export; api when an API key was charged): refunds and grants are not usage. 400 CREDITS.INVALID_PERIOD for a month or year not written YYYY-MM or YYYY, or both given.',
        },
      },
    )
    .get(
      '/export',
      async ({ member, query }) => {
        const { period, rows } = rowsFor(member, query);
        const found = await rows;
        return csvDownload(
          `usage-${period.label}.csv`,
          columns,
          (async function* () {
            yield found;
          })(),
        );
      },
      {
        member: true,
        query: UsageExportQuery,
        response: { 200: CsvFile, ...denied },
        detail: {
          operationId: 'exportTeamUsage',
          tags,
          summary: "A month's usage as CSV: Date, Seat id, Feature, API key id, Credits (one line per seat, feature and key each day)",
          description: 'The same rows and rules as getTeamUsage for a month; cells starting with = + - @ tab or CR are prefixed with an apostrophe.',
        },
      },
    );
};
