import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import { IdentityErrors } from '../domain/identity.errors';
import { OTP_LIFETIME_MS, sixDigitCode } from '../domain/one-time-secrets';
import { adminCodeEmail } from './emails';
import type { AdminRepository, StoredAdmin } from './ports/admin.repository.port';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { OneTimeCodeRepository } from './ports/one-time-code.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import { randomUint32, sha256 } from './secrets';

let decoyHash: Promise<string> | undefined;

export type AdminLoginOutcome = { requiresOtp: true; userId: string } | { requiresOtp: false; admin: StoredAdmin; sessionId: string };

/** Checks the password, then e-mails a code (or, with ADMIN_OTP=off, signs in at once). */
export async function adminLogin(
  credentials: { username: string; password: string },
  deps: {
    admins: AdminRepository;
    codes: OneTimeCodeRepository;
    hasher: PasswordHasher;
    sessions: IdentitySessions;
    mailer: Mailer;
    clock: Clock;
    otpRequired: boolean;
  },
): Promise<AdminLoginOutcome> {
  const found = await deps.admins.findByUsername(credentials.username);
  decoyHash ??= deps.hasher.hash('decoy-password-for-timing');
  const matches = await deps.hasher.verify(credentials.password, found?.passwordHash ?? (await decoyHash));
  // as for members: a deactivated admin's answer does not tell whether the password was right
  if (found && !found.isActive) throw IdentityErrors.deactivated();
  if (!found || !matches) throw IdentityErrors.badAdminCredentials();
  const { passwordHash: _hash, ...admin } = found;

  if (!deps.otpRequired) return { requiresOtp: false, admin, sessionId: await deps.sessions.startSession('admin', admin.id) };

  const code = sixDigitCode(randomUint32);
  await deps.codes.issue(admin.id, await sha256(code), new Date(deps.clock.now().getTime() + OTP_LIFETIME_MS));
  await deps.mailer.send(adminCodeEmail(admin.email, admin.username, code));
  return { requiresOtp: true, userId: admin.id };
}
