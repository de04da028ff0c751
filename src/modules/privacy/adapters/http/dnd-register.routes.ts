import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import { type DndRegisterDeps, uploadDndRegister } from '@modules/privacy/application/dnd-register.use-case';
import { DND_NOTICE } from '@modules/privacy/domain/dnd-register';
import { dndCsvRecords } from '../persistence/dnd-csv';
import { DndRegisterStatus, DndRegisterUpload, DndUploadResponse } from './dnd-register.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** The most a scrub file may weigh: a few million numbers of 10–14 characters a line. */
export const MAX_DND_FILE_BYTES = 120 * 1024 * 1024;
export const DND_REGISTER_PATH = '/api/admin/dnd-register';

/** ADR 0022: the admin's DND register (issue 29 §4). */
export const dndRegisterRoutes = (deps: DndRegisterDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'privacy.dnd-register.routes' })
    .use(deps.auth)
    .get(
      DND_REGISTER_PATH,
      async () => {
        const [listed, last] = await Promise.all([deps.register.count(), deps.register.lastUpload()]);
        if (!last) return { listed, lastUpload: null };
        const { uploadedAt, uploadedBy, fileName, numbers, added, kept, removed, skipped } = last;
        return { listed, lastUpload: { uploadedAt, uploadedBy, fileName, numbers, added, kept, removed, skipped } };
      },
      {
        admin: true,
        response: { 200: DndRegisterStatus, ...denied },
        detail: {
          operationId: 'getDndRegister',
          tags: ['Admin: privacy'],
          summary: 'How many mobile numbers are on the DND register, and its last upload (when, by whom, counts)',
          description: `lastUpload is null before the first upload. ${DND_NOTICE}`,
        },
      },
    )
    .post(
      DND_REGISTER_PATH,
      async ({ body, admin }) => uploadDndRegister({ name: body.csvFile.name, records: dndCsvRecords(body.csvFile.stream()) }, actorOf(admin), deps),
      {
        admin: true,
        body: DndRegisterUpload,
        parse: 'formdata',
        response: { 200: DndUploadResponse, 400: ErrorResponse, 413: ErrorResponse, ...denied },
        detail: {
          operationId: 'uploadDndRegister',
          tags: ['Admin: privacy'],
          summary: `Replaces the DND register with a scrub file (multipart field csvFile, at most ${MAX_DND_FILE_BYTES / 1024 / 1024} MB); audited`,
          description:
            'Repeatable weekly: numbers new to the register are listed since today, numbers already on it keep their date, numbers the file no longer holds leave it. ' +
            'The first column of each line is read; lines without an Indian mobile number are skipped and counted. One transaction: a file that is not CSV ' +
            '(400 PRIVACY.DND_FILE_UNREADABLE) or holds no number (400 PRIVACY.DND_FILE_EMPTY) changes nothing. Members see each student whose mobile is listed ' +
            `as "On the DND register since …" (mobileDnd) and may leave them out (dnd=exclude). ${DND_NOTICE}`,
        },
      },
    );
