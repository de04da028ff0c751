import type * as v from 'valibot';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { entityManagerOf } from '../../platform/db/unit-of-work';
import { creditsRoutes } from './adapters/http/credits.routes';
import { createCreditLedgerRepository } from './adapters/persistence/credit-ledger.repository';
import { createCreditGrantRepository } from './adapters/persistence/credit-grant.repository';
import { createIdempotentRequestsRepository } from './adapters/persistence/idempotent-requests.repository';
import { CreditTransactionEntity } from './adapters/persistence/credit-transaction.entity';
import { forgetStudentWithin } from './adapters/persistence/forget-student';
import { UnlockedStudentEntity } from './adapters/persistence/unlocked-student.entity';
import { createUnlockedStudentsRepository } from './adapters/persistence/unlocked-students.repository';
import { chargedTransaction } from './application/charged-transaction.use-case';
import type { StudentDirectory } from './application/ports/student-directory.port';
import type { CreditsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const creditsEntities = [UnlockedStudentEntity, CreditTransactionEntity];

/**
 * `students` is the catalogue (leads module's contract), given lazily by the composition root
 * because leads in turn asks credits which students a member has unlocked.
 */
export function createCreditsModule<Lead>(
  deps: ModuleDeps,
  others: { students: StudentDirectory<Lead>; studentSchema: v.GenericSchema<Lead> },
): AppModule<CreditsApi> {
  const ledger = createCreditLedgerRepository(deps.orm);
  const unlocked = createUnlockedStudentsRepository(deps.orm);
  const idempotent = createIdempotentRequestsRepository();
  const routes = creditsRoutes({ auth: deps.auth, audit: deps.audit, ledger, idempotent, unlocked, students: others.students, studentSchema: others.studentSchema });
  const api: CreditsApi = {
    chargedTransaction: (operation, work) => chargedTransaction(operation, work, { ledger, idempotent }),
    unlockedAmong: (memberId, studentIds) => unlocked.among(memberId, studentIds),
    balanceOf: (memberId) => ledger.balanceOf(memberId),
    grants: createCreditGrantRepository(deps.orm, deps.audit),
    forgetStudentWithin: (tx, studentId) => forgetStudentWithin(entityManagerOf(tx), studentId),
  };
  return { routes, api };
}
