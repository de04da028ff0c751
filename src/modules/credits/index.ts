import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { createCreditGrantRepository } from './adapters/persistence/credit-grant.repository';
import { CreditTransactionEntity } from './adapters/persistence/credit-transaction.entity';
import { UnlockedStudentEntity } from './adapters/persistence/unlocked-student.entity';
import type { CreditsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const creditsEntities = [UnlockedStudentEntity, CreditTransactionEntity];

export function createCreditsModule(deps: ModuleDeps): AppModule<CreditsApi> {
  return { routes: new Elysia({ name: 'credits.routes', prefix: '/api' }).use(deps.auth), api: { grants: createCreditGrantRepository(deps.orm) } };
}
