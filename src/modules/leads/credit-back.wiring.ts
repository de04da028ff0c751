import type { AnyElysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { CreditsApi } from '@modules/credits/contracts';
import { bounceRoutes } from './adapters/http/bounces.routes';
import { createContactStatesRepository } from './adapters/persistence/contact-states.repository';
import { creditBackNotices } from './application/credit-back-notices';
import { type CreditBackDeps, creditBackWithin, recordBounce } from './application/credit-back.use-case';
import type { LeadsApi } from './contracts';

/** What the credit-back needs of other modules: credits' refunds, and identity's addresses of the seats to tell. */
export type CreditBackPorts = {
  refunds: Pick<CreditsApi, 'refundRecentUnlocksWithin'>;
  mailAddresses?: (ids: readonly string[]) => Promise<Map<string, { email: string; firstName: string }>>;
};

/**
 * ADR 0025, automatic credit-back, put together for leads' index: the contact fields' states, the refunds through
 * credits, the notices after commit, and the contract's three calls.
 */
export function createCreditBack(deps: Pick<ModuleDeps, 'orm' | 'clock' | 'mailer' | 'config'>, others: CreditBackPorts) {
  const notices = others.mailAddresses
    ? creditBackNotices({ mailer: deps.mailer, mailAddresses: others.mailAddresses, portalUrl: `${deps.config.publicUrl}/profile` })
    : undefined;
  const states = createContactStatesRepository(deps.orm);
  const creditBack: CreditBackDeps = {
    states,
    credits: others.refunds,
    now: () => deps.clock.now(),
    unitOfWork: createUnitOfWork(deps.orm),
    notices,
  };
  const api: Pick<LeadsApi, 'invalidContactsAmong' | 'contactInvalidWithin' | 'recordBounce'> = {
    invalidContactsAmong: (ids) => states.among(ids),
    contactInvalidWithin: async (tx, studentId, field, reason) => {
      const refunds = await creditBackWithin(tx, studentId, field, { kind: 'invalid', reason }, creditBack);
      return { refunds, notify: async () => (refunds.length > 0 ? creditBack.notices?.(refunds) : undefined) };
    },
    recordBounce: (bounce) => recordBounce(bounce, creditBack),
  };
  return { creditBack, api };
}

/** ADR 0025: inbound delivery failures, signed by the provider (no session; the signature is the authentication). */
export function leadsBounceRoutes(api: Pick<LeadsApi, 'recordBounce'>, web: WebDeps): AnyElysia {
  return bounceRoutes({ bounces: api, secret: web.config.inboundBounceSecret, nowSeconds: () => Math.floor(web.clock.now().getTime() / 1000) });
}
