import type { Clock } from '@platform/kernel/clock';
import { IdentityErrors } from '../domain/identity.errors';
import { OTP_MAX_WRONG_TRIES } from '../domain/one-time-secrets';
import type { AdminRepository, StoredAdmin } from './ports/admin.repository.port';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { OneTimeCodeRepository } from './ports/one-time-code.repository.port';
import { sha256 } from './secrets';

/**
 * The second step: a live code, once. The try is counted in the database before the code is compared, so a code
 * is compared at most OTP_MAX_WRONG_TRIES times however many guesses arrive at once. Starting the session ends the
 * admin's older one.
 */
export async function verifyOtp(
  input: { userId: string; otp: string },
  deps: { admins: AdminRepository; codes: OneTimeCodeRepository; sessions: IdentitySessions; clock: Clock },
): Promise<{ admin: StoredAdmin; sessionId: string }> {
  const attempt = await deps.codes.takeTry(input.userId, deps.clock.now(), OTP_MAX_WRONG_TRIES);
  if (!attempt || attempt.codeHash !== (await sha256(input.otp))) throw IdentityErrors.badCode();
  if (!(await deps.codes.consume(attempt.id))) throw IdentityErrors.badCode();
  const admin = await deps.admins.findById(input.userId);
  if (!admin) throw IdentityErrors.badCode();
  if (!admin.isActive) throw IdentityErrors.deactivated();
  return { admin, sessionId: await deps.sessions.startSession('admin', admin.id) };
}
