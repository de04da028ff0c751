import { Elysia } from 'elysia';
import { callerAddress } from '@platform/http/client-ip';
import { enforceRateLimits, type RateLimiter } from '@platform/http/rate-limiter.port';
import { ErrorResponse } from '@platform/http/schemas';
import { codeAnswer, contactKeyOf, sendCode, studentsOfPass, verifyCode } from '@modules/rights/application/access.use-cases';
import { myData } from '@modules/rights/application/my-data.use-case';
import type { RightsDeps } from '@modules/rights/application/rights.deps';
import { fileRequest, objectByStudent, withdrawByStudent } from '@modules/rights/application/student-requests.use-cases';
import { readContact, type Contact } from '@modules/rights/domain/access-code';
import { contactAddressKey } from '@modules/rights/domain/code-throttle';
import { CodeRequestSchema, CodeVerifySchema, StudentAskSchema, WithdrawSchema } from '@modules/rights/domain/my-data.schema';
import { rightsLimits } from './rate-limits';
import { CodeSent, MyDataView, PassHeaders, PassOpened, StudentRequestView } from './rights.schemas';

type Deps = RightsDeps & {
  rateLimiter: RateLimiter;
  trustedProxyHops: number;
  /** runs work after the answer, logging its failure (never the answer's) */
  inBackground: (failure: string, work: () => Promise<void>) => void;
  securityLog: (line: string) => void;
};
const tags = ['Privacy'];
const PASS_NOTE = 'Send the pass from POST /api/privacy/my-data/verify in the `X-Privacy-Pass` header; without a live one 401 RIGHTS.PASS_EXPIRED.';

/** ADR 0018: the students' own rights portal, public (no member account): a one-time code, then a 30-minute pass. */
export const myDataRoutes = (deps: Deps) => {
  const ip = (request: Request, server: Parameters<typeof callerAddress>[1]) => callerAddress(request, server, deps.trustedProxyHops);
  const contactOf = (text: string) => readContact(text) as Contact; // the schema has accepted it
  const passed = async (headers: { 'x-privacy-pass'?: string }, address: string) => {
    await enforceRateLimits(deps.rateLimiter, [[rightsLimits.passByIp, address]]);
    return studentsOfPass(headers['x-privacy-pass'], deps);
  };
  return new Elysia({ name: 'rights.my-data.routes', prefix: '/api/privacy/my-data' })
    .post(
      '/code',
      async ({ body, request, server }) => {
        const contact = contactOf(body.contact);
        const address = ip(request, server);
        await enforceRateLimits(deps.rateLimiter, [
          [rightsLimits.codeByIp, address],
          [rightsLimits.codeByContactAddress, contactAddressKey(await contactKeyOf(contact), address)],
        ]);
        // the same answer, as fast, whether or not a record holds the contact and however the transport fares
        deps.inBackground('rights: a my-data code was not sent', async () => {
          // once per contact and quarter-hour, so a flood does not flood the log too
          if ((await sendCode(contact, body.language, address, deps)).firstHeldBack)
            deps.securityLog("rights: my-data codes held back, the contact's share of codes is used");
        });
        return codeAnswer(contact);
      },
      {
        body: CodeRequestSchema,
        response: { 200: CodeSent, 400: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'requestMyDataCode',
          tags,
          summary: 'Sends a 6-digit code to the e-mail or mobile on record; the same answer whether a record holds it or not',
          description:
            'The code goes by e-mail (an address) or text message (a 10-digit Indian mobile, +91/0 prefixes allowed) only when a student record holds the contact, after the answer: the answer is the same, status and body, either way and whatever the transport does. A code works once, for 10 minutes: 5 tries from the address that asked for it, and 5 from all others together; a new code retires the older one asked from the same address. At most 5 requests a quarter-hour per contact and address and 30 per address (429 RATE_LIMITED); at most 3 codes are sent to a contact a quarter-hour, further requests are answered alike and nothing is sent.',
          security: [],
        },
      },
    )
    .post(
      '/verify',
      async ({ body, request, server }) => {
        const contact = contactOf(body.contact);
        const address = ip(request, server);
        const pair = contactAddressKey(await contactKeyOf(contact), address);
        await enforceRateLimits(deps.rateLimiter, [
          [rightsLimits.verifyByIp, address],
          [rightsLimits.wrongCodeByContactAddress, pair],
        ]);
        const opened = await verifyCode(contact, body.code, address, deps);
        await deps.rateLimiter.forgive(rightsLimits.wrongCodeByContactAddress, pair);
        return opened;
      },
      {
        body: CodeVerifySchema,
        response: { 200: PassOpened, 400: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'verifyMyDataCode',
          tags,
          summary: 'Exchanges a live code for a 30-minute pass to the records that hold the contact',
          description:
            "A wrong, expired, used or over-tried code is 400 RIGHTS.BAD_CODE, all alike. At most 10 wrong codes a quarter-hour per contact and address and 30 tries per address (429 RATE_LIMITED); others' wrong codes never refuse yours.",
          security: [],
        },
      },
    )
    .get('', async ({ headers, request, server }) => myData(await passed(headers, ip(request, server)), deps), {
      headers: PassHeaders,
      response: { 200: MyDataView, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      detail: {
        operationId: 'getMyData',
        tags,
        summary: 'The data we hold on the verified records: fields, source, consent, every institution that received the contact details, and requests',
        description: `Recipients come from the audit trail: each unlock and each export of a saved list that included the record, by institution and date. ${PASS_NOTE}`,
        security: [],
      },
    })
    .post(
      '/requests',
      async ({ headers, body, request, server, set }) => {
        const request_ = await fileRequest(await passed(headers, ip(request, server)), body, deps);
        set.status = 201;
        return request_;
      },
      {
        headers: PassHeaders,
        body: StudentAskSchema,
        response: { 201: StudentRequestView, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'fileMyDataRequest',
          tags,
          summary: 'Asks for a correction (field and value), an erasure, or files a grievance; an admin answers within 30 days',
          description: `kind is correction, erasure or grievance. A correction's value must pass the field's rule (400 RIGHTS.BAD_CORRECTION). 403 RIGHTS.NOT_YOUR_RECORD for a record the pass does not cover. One open request of a kind per record (a correction: per field): another is 409 RIGHTS.REQUEST_ALREADY_OPEN, its message saying when the open one is due. ${PASS_NOTE}`,
          security: [],
        },
      },
    )
    .post('/withdraw', async ({ headers, body, request, server }) => withdrawByStudent(await passed(headers, ip(request, server)), body.studentId, deps), {
      headers: PassHeaders,
      body: WithdrawSchema,
      response: { 200: StudentRequestView, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      detail: {
        operationId: 'withdrawMyConsent',
        tags,
        summary: 'Withdraws the consent of one verified record at once; recorded in the queue as handled',
        description: `409 PRIVACY.NOTHING_TO_WITHDRAW when no consent is in force. ${PASS_NOTE}`,
        security: [],
      },
    })
    .post('/do-not-contact', async ({ headers, body, request, server }) => objectByStudent(await passed(headers, ip(request, server)), body.studentId, deps), {
      headers: PassHeaders,
      body: WithdrawSchema,
      response: { 200: StudentRequestView, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      detail: {
        operationId: 'objectToContact',
        tags,
        summary: 'Marks one verified record "Do not contact" at once (the student\'s objection); recorded in the queue as handled',
        description: `No member may unlock the record from then on; members who had unlocked it keep it. Asking again changes nothing. ${PASS_NOTE}`,
        security: [],
      },
    });
};
