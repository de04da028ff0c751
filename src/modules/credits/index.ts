import { Elysia, type AnyElysia } from 'elysia';
import type { Orm } from '@platform/db/orm';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import { creditPricesRoutes, creditsRoutes } from './adapters/http/credits.routes';
import { creditLedgerRoutes } from './adapters/http/credit-ledger.routes';
import { creditRequestsRoutes } from './adapters/http/credit-requests.routes';
import { createCreditRequestsRepository } from './adapters/persistence/credit-requests.repository';
import { createCreditHistoryRepository } from './adapters/persistence/credit-history.repository';
import { createCreditLedgerRepository } from './adapters/persistence/credit-ledger.repository';
import { createIdempotentRequestsRepository } from './adapters/persistence/idempotent-requests.repository';
import { chargedTransaction } from './application/charged-transaction.use-case';
import type { CreditsDeps } from './application/credits-deps';
import { grantCredits } from './application/grant-credits.use-case';
import type { CreditsApi } from './contracts';
import { unlockRefundReference } from './domain/ledger';

/**
 * Registered with the ORM by the composition root: none, as every statement of this module is raw SQL
 * (conditional money updates; see docs/decisions on raw SQL and entities).
 */
export const creditsEntities = [];

/**
 * The balances alone, for a module built before this one: identity's member answers (its session half exists
 * before the auth guard, which every module's routes need). The same reads as `api.balanceOf` and `api.balances`.
 */
export function createMemberBalances(orm: Orm): Pick<CreditsApi, 'balanceOf' | 'balances'> {
  const ledger = createCreditLedgerRepository(orm);
  return {
    balances: (memberIds) => ledger.balances(memberIds),
    balanceOf: async (memberId) => (await ledger.balances([memberId])).get(memberId)!,
  };
}

/**
 * Balances, the ledger and charged transactions. Leads (unlocks) and collections (saves, exports) buy through
 * `api.chargedTransaction`; credits asks nothing of them (it imports only identity's memberNotFound error).
 * `priceRoutes` is the public price list, mounted apart from `routes` so that the composition root can keep the
 * contract's order of paths.
 */
export function createCreditsModule(
  deps: ModuleDeps,
  others: { members?: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>> } = {},
): AppModule<CreditsApi> & { priceRoutes: AnyElysia } {
  const own: CreditsDeps = {
    transaction: createUnitOfWork(deps.orm),
    ledger: createCreditLedgerRepository(deps.orm),
    idempotent: createIdempotentRequestsRepository(),
    audit: deps.audit,
  };
  const history = createCreditHistoryRepository(deps.orm);
  const api: CreditsApi = {
    ...createMemberBalances(deps.orm),
    chargedTransaction: (operation, work) => chargedTransaction(operation, work, own),
    grants: { grant: (grant) => grantCredits(grant, own) },
    forgetStudentWithin: async (tx, studentId) => ({ ledgerRows: await own.ledger.forgetStudent(tx, studentId) }),
    refundUnlockWithin: (tx, refund) => history.refund(tx, { ...refund, reference: unlockRefundReference(refund.studentId) }),
    paidForStudents: (studentIds, tx) => history.paidFor(studentIds, tx),
    refundStudentsWithin: (tx, refund) => history.refundStudents(tx, refund),
  };
  // docs/product.md, "Out of credits": a member asks the admins (an entry in their portal, an e-mail to their inbox)
  const requests = {
    requests: createCreditRequestsRepository(deps.orm),
    balanceOf: api.balanceOf,
    members: others.members,
    mailer: deps.mailer,
    inbox: deps.config.salesEmail,
    adminUrl: `${deps.config.publicUrl}/system/portal/control-panel?tab=users`,
    log: (message: string, error: unknown) => console.error(message, error),
  };
  const routes = new Elysia({ name: 'credits.all-routes' })
    .use(creditsRoutes({ ...own, auth: deps.auth }))
    .use(creditLedgerRoutes({ auth: deps.auth, history }))
    .use(creditRequestsRoutes({ ...requests, auth: deps.auth }));
  return { routes, priceRoutes: creditPricesRoutes(), api };
}
