import { type AnyElysia, Elysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { creditPricesRoutes, creditsRoutes as memberCreditsRoutes } from './adapters/http/credits.routes';
import { creditLedgerRoutes } from './adapters/http/credit-ledger.routes';
import { creditRequestsRoutes } from './adapters/http/credit-requests.routes';
import { usageRoutes } from './adapters/http/usage.routes';
import { createUsageRepository } from './adapters/persistence/usage.repository';
import { createCreditRequestsRepository } from './adapters/persistence/credit-requests.repository';
import { createCreditHistoryRepository } from './adapters/persistence/credit-history.repository';
import { createCreditLedgerRepository } from './adapters/persistence/credit-ledger.repository';
import { createIdempotentRequestsRepository } from './adapters/persistence/idempotent-requests.repository';
import { createSeatLimitsRepository } from './adapters/persistence/seat-limits.repository';
import { chargedTransaction } from './application/charged-transaction.use-case';
import type { CreditsDeps } from './application/credits-deps';
import { lowPoolNotifier, type PoolWatchers } from './application/low-pool';
import { grantCredits, grantCreditsWithin } from './application/grant-credits.use-case';
import type { CreditsApi } from './contracts';
import type { CreditRequestDeps } from './application/credit-requests.use-case';
import { unlockRefundReference } from './domain/ledger';

/**
 * Registered with the ORM by the composition root: none, as every statement of this module is raw SQL
 * (conditional money updates; see docs/decisions on raw SQL and entities).
 */
export const creditsEntities = [];

/** The credits API with what its own routes use besides the contract (other modules see `CreditsApi` only). */
export type CreditsModuleApi = CreditsApi & { internal: { own: CreditsDeps; history: ReturnType<typeof createCreditHistoryRepository> } };

/**
 * Balances, the ledger and charged transactions. Leads (unlocks) and collections (saves, exports) buy through
 * `chargedTransaction`; credits asks nothing of them and depends on no module at construction (`watchers`, identity's
 * owner and manager addresses for the low-pool e-mail, is called only after a charge commits).
 */
export function createCreditsApi(
  deps: Pick<ModuleDeps, 'orm' | 'audit'> & Partial<Pick<ModuleDeps, 'mailer' | 'background' | 'config'>>,
  others: { watchers?: PoolWatchers } = {},
): CreditsModuleApi {
  const { mailer, background, config } = deps;
  const own: CreditsDeps = {
    transaction: createUnitOfWork(deps.orm),
    ledger: createCreditLedgerRepository(deps.orm),
    idempotent: createIdempotentRequestsRepository(),
    audit: deps.audit,
    // ADR 0021, low pool: only where mail can be sent after the answer (the server and commands; test builders need none)
    lowPool:
      others.watchers && mailer && background && config
        ? lowPoolNotifier({ watchers: others.watchers, mailer, background, buyUrl: `${config.publicUrl}/profile` })
        : undefined,
  };
  const history = createCreditHistoryRepository(deps.orm);
  const limits = createSeatLimitsRepository(deps.orm);
  const usage = createUsageRepository(deps.orm);
  return {
    balances: (institutionIds) => own.ledger.balances(institutionIds),
    balanceOf: async (institutionId) => (await own.ledger.balances([institutionId])).get(institutionId)!,
    transferPoolWithin: async (tx, transfer) => ({ moved: await own.ledger.transfer(tx, transfer) }),
    emptyNewPoolWithin: (tx, institutionId) => own.ledger.empty(tx, institutionId),
    setSeatLimitWithin: (tx, limit) => limits.set(tx, limit),
    seatSpending: (institutionId, memberIds) => limits.spending(institutionId, memberIds),
    usedThisMonth: (institutionIds) => usage.usedThisMonth(institutionIds),
    chargedTransaction: (operation, work) => chargedTransaction(operation, work, own),
    grants: { grant: (grant) => grantCredits(grant, own) },
    grantWithin: (tx, grant) => grantCreditsWithin(tx, grant, own),
    forgetStudentWithin: async (tx, studentId) => ({ ledgerRows: await own.ledger.forgetStudent(tx, studentId) }),
    refundUnlockWithin: (tx, refund) => history.refund(tx, { ...refund, reference: unlockRefundReference(refund.studentId) }),
    refundRecentUnlocksWithin: async (tx, refund) => {
      const refunded = [];
      for (const memberId of await history.unlockPayersSince(tx, refund.studentId, refund.since)) {
        const { refunded: credits } = await history.refund(tx, {
          memberId,
          studentId: refund.studentId,
          description: refund.description,
          reference: unlockRefundReference(refund.studentId),
        });
        if (credits > 0) refunded.push({ memberId, studentId: refund.studentId, credits });
      }
      return refunded;
    },
    paidForStudents: async (studentIds, tx) =>
      (await history.paidFor(studentIds, tx)).map(({ memberId, credits, students }) => ({ memberId, credits, students })),
    refundStudentsWithin: (tx, refund) => history.refundStudents(tx, refund),
    internal: { own, history },
  };
}

/** The public price list: mounted apart from `creditsRoutes` so that the contract keeps its order of paths. */
export const creditPriceRoutes = creditPricesRoutes;

/**
 * A member's balance, charges and ledger, and "Out of credits" requests (docs/product.md: a member asks the admins,
 * an entry in their portal and an e-mail to their inbox, which names the member through identity).
 */
export function creditsRoutes(api: CreditsModuleApi, web: WebDeps, others: { members: CreditRequestDeps['members'] }): AnyElysia {
  const { own, history } = api.internal;
  const requests = {
    requests: createCreditRequestsRepository(web.orm),
    balanceOf: api.balanceOf,
    members: others.members,
    mailer: web.mailer,
    inbox: web.config.salesEmail,
    adminUrl: `${web.config.publicUrl}/system/portal/control-panel?tab=users`,
    log: (message: string, error: unknown) => console.error(message, error),
  };
  return (
    new Elysia({ name: 'credits.all-routes' })
      .use(memberCreditsRoutes({ ...own, auth: web.auth }))
      .use(creditLedgerRoutes({ auth: web.auth, history }))
      .use(creditRequestsRoutes({ ...requests, auth: web.auth }))
      // ADR 0021, usage: the team's, read from this module's ledger (tag Team)
      .use(usageRoutes({ auth: web.auth, usage: createUsageRepository(web.orm), clock: web.clock }))
  );
}
