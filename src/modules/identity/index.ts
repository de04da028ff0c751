import { Elysia } from 'elysia';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import { createAuditTrail } from '../../platform/audit/sql-audit-trail';
import type { Orm } from '../../platform/db/orm';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { adminAuthRoutes } from './adapters/http/admin-auth.routes';
import { memberAuthRoutes } from './adapters/http/member-auth.routes';
import { createSessionRepository } from './adapters/persistence/session.repository';
import { createMemberAdminRepository } from './adapters/persistence/member-admin.repository';
import { AdminUserEntity } from './adapters/persistence/admin-user.entity';
import { createAdminDirectory } from './adapters/persistence/admin-directory';
import { createAdminRepository } from './adapters/persistence/admin.repository';
import { argon2PasswordHasher } from './adapters/persistence/argon2-password-hasher';
import { AuthSessionEntity } from './adapters/persistence/auth-session.entity';
import { createMemberRepository } from './adapters/persistence/member.repository';
import { createOneTimeCodeRepository } from './adapters/persistence/one-time-code.repository';
import { OtpTokenEntity } from './adapters/persistence/otp-token.entity';
import { PasswordResetTokenEntity } from './adapters/persistence/password-reset-token.entity';
import { createResetTokenRepository } from './adapters/persistence/reset-token.repository';
import { WebsiteUserEntity } from './adapters/persistence/website-user.entity';
import type { IdentitySessions } from './application/ports/identity-sessions.port';
import type { MemberBalances } from './application/ports/member-balances.port';
import { registerAdmin } from './application/register-admin.use-case';
import { startSession } from './application/start-session.use-case';
import { verifySession } from './application/verify-session.use-case';
import type { AdminAccount, IdentityApi } from './contracts';
import type { AdminRegistration } from './domain/admin-auth.schema';

/** Registered with the ORM by the composition root; not for other modules. */
export const identityEntities = [AdminUserEntity, OtpTokenEntity, WebsiteUserEntity, PasswordResetTokenEntity, AuthSessionEntity];

/**
 * The session half is built before the auth guard exists, because the guard needs it. `balances` is the credits
 * module's (its createMemberBalances), for the member answers.
 */
export function createIdentitySessions(deps: Pick<ModuleDeps, 'orm' | 'clock'> & { audit?: AuditTrail; balances: MemberBalances }): IdentityApi {
  const sessions = createSessionRepository(deps.orm);
  return {
    verifySession: (claims) => verifySession(claims, { sessions, clock: deps.clock }),
    startSession: (kind, subjectId) => startSession({ kind, subjectId }, { sessions, clock: deps.clock }),
    endSessions: (kind, subjectId, reason) => sessions.revokeAll(kind, subjectId, reason),
    memberAdmin: createMemberAdminRepository(
      deps.orm,
      (memberId, em) => sessions.revokeAll('member', memberId, 'deactivated', undefined, em),
      // the audit trail is a stateless adapter: token-only callers (tests, CLI) may leave it out
      deps.audit ?? createAuditTrail(deps.orm),
      deps.balances,
    ),
    admins: createAdminDirectory(deps.orm),
  };
}

export function createIdentityModule(deps: ModuleDeps, api: IdentityApi, others: { balances: MemberBalances }): AppModule<IdentityApi> {
  const store = createSessionRepository(deps.orm);
  const sessions: IdentitySessions = {
    startSession: api.startSession,
    endSessions: (kind, subjectId, reason, keep) => store.revokeAll(kind, subjectId, reason, keep),
    endSession: (sessionId, reason) => store.revoke(sessionId, reason),
  };
  const http = {
    auth: deps.auth,
    members: createMemberRepository(deps.orm),
    balances: others.balances,
    admins: createAdminRepository(deps.orm),
    codes: createOneTimeCodeRepository(deps.orm),
    resetTokens: createResetTokenRepository(deps.orm),
    hasher: argon2PasswordHasher,
    sessions,
    mailer: deps.mailer,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter,
    publicUrl: deps.config.publicUrl,
    otpRequired: deps.config.adminOtp,
    trustedProxyHops: deps.config.trustedProxyHops,
    securityLog: (message: string) => console.warn(message),
    inBackground: (failure: string, work: () => Promise<void>) => {
      queueMicrotask(() => void work().catch((error: unknown) => console.error(failure, error)));
    },
  };
  const routes = new Elysia({ name: 'identity.routes' }).use(memberAuthRoutes(http)).use(adminAuthRoutes(http));
  return { routes, api };
}

/** `make admin`: ops create an admin whether or not one exists. */
export async function createAdminAccount(orm: Orm, form: AdminRegistration): Promise<AdminAccount> {
  const admin = await registerAdmin(form, { byAdmin: true }, { admins: createAdminRepository(orm), hasher: argon2PasswordHasher });
  return { id: admin.id, username: admin.username, email: admin.email };
}

export { AdminRegisterSchema } from './domain/admin-auth.schema';
export { ensureDemoAccounts, type DemoAccount } from './adapters/persistence/demo-accounts';
