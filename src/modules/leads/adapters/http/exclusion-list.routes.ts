import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { ErrorResponse, MessageResponse } from '@platform/http/schemas';
import { DomainError } from '@platform/kernel/domain-error';
import { deleteExclusionList, type ExclusionDeps, type ListSeat, replaceExclusionList } from '@modules/leads/application/exclusion-list.use-cases';
import { MAX_EXCLUSION_BYTES, MAX_EXCLUSION_ROWS } from '@modules/leads/domain/exclusion-list';

export const EXCLUSION_LIST_PATH = '/api/website/exclusion-list';

const tags = ['Members: exclusion list'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

const seatOf = (member: MemberPrincipal): ListSeat => ({
  id: member.id,
  institutionId: member.institutionId,
  seatRole: member.seatRole,
  email: member.email,
  actor: actorOf(member),
});

const Summary = v.object({
  entries: v.pipe(v.number(), v.description('distinct contacts kept (as keyed hashes), e-mails and mobile numbers together')),
  studentsMatched: v.pipe(v.number(), v.description('students of the catalogue whose e-mail or mobile number is on the list, counted when it was uploaded')),
  uploadedAt: v.pipe(v.string(), v.description('ISO 8601')),
  uploadedBy: v.pipe(v.string(), v.description('the e-mail address of the seat who uploaded it')),
});

const ExclusionListResponse = v.object({ list: v.nullable(Summary) });
const ExclusionUploadResponse = v.object({
  ...Summary.entries,
  rows: v.pipe(v.number(), v.description('rows of the file holding at least one contact')),
  contacts: v.pipe(v.number(), v.description('distinct contacts read from the file (the same as entries)')),
});
const ExclusionUpload = v.object({ csvFile: v.file('Please choose a .csv file') });

const unreadable = (error: CsvError) =>
  new DomainError('invalid', 'EXCLUSION_LIST.UNREADABLE_CSV', `The file is not valid CSV${typeof error.lines === 'number' ? ` near line ${error.lines}` : ''}`);

/** The file's rows as cells, streamed through csv-parse. */
async function* csvRows(file: File): AsyncIterable<string[]> {
  try {
    yield* Readable.fromWeb(file.stream() as never).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }));
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error);
    throw error;
  }
}

const RULES =
  `A CSV (UTF-8) of the institution's own contacts, multipart field csvFile, at most ${MAX_EXCLUSION_ROWS.toLocaleString('en-IN')} rows and ${MAX_EXCLUSION_BYTES / 1024 / 1024} MB: ` +
  'every cell holding an @ is an e-mail address (trimmed, lower-cased), every other cell with at least 10 digits a mobile number (its last 10 digits: +91, 0, spaces and dashes fall away); a header row, names and other columns are ignored. ' +
  'The contacts are never stored: only their keyed hashes (HMAC-SHA256 under the server key, as the suppression list). ';

/**
 * ADR 0024: an institution's exclusion list (its CRM's e-mails and mobiles) as keyed hashes only. Every seat reads its
 * summary; the owner or a manager replaces or deletes it (a key with the `unlock` scope may replace it: a nightly sync).
 */
export const exclusionListRoutes = (deps: ExclusionDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'leads.exclusion-list-routes' })
    .use(deps.auth)
    .get(EXCLUSION_LIST_PATH, async ({ member }) => ({ list: await deps.lists.summary(member.institutionId) }), {
      member: true,
      response: { 200: ExclusionListResponse, ...denied },
      detail: {
        operationId: 'getExclusionList',
        tags,
        summary: "Your institution's exclusion list: how many contacts, how many students they match, when and by whom it was uploaded",
        description:
          '`list` is null when the institution has none. Students whose e-mail or mobile number is on it carry `inYourList: true` in the portal and are never charged by an unlock, a save or an export (ADR 0024). Every seat may read it.',
      },
    })
    .put(EXCLUSION_LIST_PATH, async ({ member, body }) => replaceExclusionList(seatOf(member), csvRows(body.csvFile), deps), {
      member: true,
      body: ExclusionUpload,
      parse: 'formdata',
      response: { 200: ExclusionUploadResponse, 400: ErrorResponse, ...denied },
      detail: {
        operationId: 'replaceExclusionList',
        tags,
        summary: "Replaces your institution's exclusion list with a CSV of its own e-mails and mobile numbers (owner or manager)",
        description:
          RULES +
          'The old list is replaced whole, in one transaction, and the answer comes when the new one is matched against the catalogue (1,000,000 rows within 60 s). ' +
          "A member seat is refused (403 EXCLUSION_LIST.MANAGERS_ONLY); a member API key needs the `unlock` scope (an integrator's nightly sync). " +
          'Refused whole, nothing changed: more rows (400 EXCLUSION_LIST.TOO_MANY_ROWS), no contact at all (400 EXCLUSION_LIST.NO_CONTACTS), not CSV (400 EXCLUSION_LIST.UNREADABLE_CSV).',
      },
    })
    .delete(
      EXCLUSION_LIST_PATH,
      async ({ member }) => {
        await deleteExclusionList(seatOf(member), deps);
        return { message: 'Exclusion list deleted' };
      },
      {
        member: true,
        response: { 200: MessageResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'deleteExclusionList',
          tags,
          summary: "Deletes your institution's exclusion list (owner or manager)",
          description:
            'Every hash goes at once; students on it are charged again as any other. A member seat is refused (403 EXCLUSION_LIST.MANAGERS_ONLY); 404 EXCLUSION_LIST.NOT_FOUND when there is none; a member API key needs the `unlock` scope.',
        },
      },
    );

/** The upload's body limit (app.ts gives each upload route its own). */
export const exclusionListBodyLimits: Readonly<Record<string, number>> = { [EXCLUSION_LIST_PATH]: MAX_EXCLUSION_BYTES };
