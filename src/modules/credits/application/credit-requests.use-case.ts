import type { Mailer } from '@platform/mail/mailer.port';
import { type CreditRequest, type CreditRequestBody, creditRequestEmail, creditRequestNotFound, creditRequestOpen } from '../domain/credit-requests';
import type { CreditRequests } from './ports/credit-requests.port';

export type CreditRequestDeps = {
  requests: CreditRequests;
  /** an institution's pool (ADR 0021: a member's balance is their institution's) */
  balanceOf: (institutionId: string) => Promise<number>;
  /** each member's e-mail, first name and institution (identity's contract); without it the request names the e-mail only */
  members?: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string; institutionId: string }>>;
  mailer: Mailer;
  /** the admins' shared inbox (SALES_EMAIL) */
  inbox: string;
  /** the admin portal's Users tab, in the e-mail */
  adminUrl: string;
  log: (message: string, error: unknown) => void;
};

/** A request as the admin portal lists it: who asked, their balance now. */
export type OpenCreditRequest = CreditRequest & { memberEmail: string; memberName: string; balance: number };

/**
 * docs/product.md, "Out of credits": the member asks for credits; the admins get an entry in their portal and an
 * e-mail. One open request at a time (409 CREDITS.REQUEST_OPEN says since when). The e-mail follows the stored
 * request: a failed send is logged and the request stays listed.
 */
export async function requestCredits(
  member: { id: string; email: string; institutionId: string },
  body: CreditRequestBody,
  deps: CreditRequestDeps,
): Promise<CreditRequest> {
  const opened = await deps.requests.open(member.id, { creditsWanted: body.creditsWanted ?? null, message: body.message || null });
  if (!opened) throw creditRequestOpen((await deps.requests.openOf(member.id))?.createdAt ?? new Date());
  const [names, balance] = await Promise.all([deps.members?.([member.id]), deps.balanceOf(member.institutionId)]);
  const firstName = names?.get(member.id)?.firstName ?? member.email;
  try {
    await deps.mailer.send(creditRequestEmail(deps.inbox, opened, { email: member.email, firstName, balance }, deps.adminUrl));
  } catch (error) {
    deps.log('The credit request e-mail could not be sent (the request is listed in the admin portal)', error);
  }
  return opened;
}

/** The open requests, oldest first, with who asked and their balance now. */
export async function openCreditRequests(deps: Pick<CreditRequestDeps, 'requests' | 'balanceOf' | 'members'>): Promise<OpenCreditRequest[]> {
  const open = await deps.requests.listOpen(200);
  const names = (await deps.members?.(open.map((request) => request.memberId))) ?? new Map();
  return Promise.all(
    open.map(async (request) => ({
      ...request,
      memberEmail: names.get(request.memberId)?.email ?? '',
      memberName: names.get(request.memberId)?.firstName ?? '',
      // a member removed since has no pool left to show
      balance: names.has(request.memberId) ? await deps.balanceOf(names.get(request.memberId)!.institutionId) : 0,
    })),
  );
}

export async function resolveCreditRequest(id: string, adminId: string, deps: Pick<CreditRequestDeps, 'requests'>): Promise<void> {
  if (!(await deps.requests.resolve(id, adminId))) throw creditRequestNotFound();
}
