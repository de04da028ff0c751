import { Elysia } from 'elysia';
import type { AuditTrail } from '@platform/audit/audit-trail';
import { createAuditTrail } from '@platform/audit/sql-audit-trail';
import type { Orm } from '@platform/db/orm';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import { systemClock } from '@platform/kernel/clock';
import type { AppModule, ModuleDeps } from '@platform/module';
import { adminAuthRoutes } from './adapters/http/admin-auth.routes';
import { memberAuthRoutes } from './adapters/http/member-auth.routes';
import { createSessionRepository } from './adapters/persistence/session.repository';
import { createMemberAdminRepository } from './adapters/persistence/member-admin.repository';
import { AdminUserEntity } from './adapters/persistence/admin-user.entity';
import { createAdminDirectory } from './adapters/persistence/admin-directory';
import { createMemberDirectory } from './adapters/persistence/member-directory';
import { createAdminRepository } from './adapters/persistence/admin.repository';
import { argon2PasswordHasher } from './adapters/persistence/argon2-password-hasher';
import { AuthSessionEntity } from './adapters/persistence/auth-session.entity';
import { createMemberRepository } from './adapters/persistence/member.repository';
import { createOneTimeCodeRepository } from './adapters/persistence/one-time-code.repository';
import { createResetTokenRepository } from './adapters/persistence/reset-token.repository';
import { WebsiteUserEntity } from './adapters/persistence/website-user.entity';
import { changeMembership } from './application/change-membership.use-case';
import type { MemberAdminDeps } from './application/member-admin.deps';
import type { IdentitySessions } from './application/ports/identity-sessions.port';
import type { MemberBalances } from './application/ports/member-balances.port';
import { registerAdmin } from './application/register-admin.use-case';
import { setMemberActive } from './application/set-member-active.use-case';
import { startSession } from './application/start-session.use-case';
import { toggleMemberVerification } from './application/toggle-member-verification.use-case';
import { verifySession } from './application/verify-session.use-case';
import type { AdminAccount, IdentityApi, MemberAdminApi } from './contracts';
import type { AdminRegistration } from './domain/admin-auth.schema';
import { apiKeysRoutes } from './adapters/http/api-keys.routes';
import { createApiKeyRepository } from './adapters/persistence/api-keys.repository';
import { verifyApiKey } from './application/api-keys.use-case';

/** Registered with the ORM by the composition root; not for other modules. (otp_tokens and password_reset_tokens are SQL only.) */
export const identityEntities = [AdminUserEntity, WebsiteUserEntity, AuthSessionEntity];

/** Member management for the admin portal: reads straight from the repository, each change through its use case. */
function memberAdminApi(deps: MemberAdminDeps): MemberAdminApi {
  const { members } = deps;
  return {
    list: (query) => members.list(query),
    streamAll: (pageSize) => members.streamAll(pageSize),
    stats: (days, now) => members.stats(days, now),
    institutionsOf: (ids) => members.institutionsOf(ids),
    changeMembership: (memberId, change, actor) => changeMembership({ memberId, ...change, actor }, deps),
    setActive: (memberId, active, actor) => setMemberActive({ memberId, active, actor }, deps),
    toggleVerification: (memberId, actor) => toggleMemberVerification({ memberId, actor }, deps),
  };
}

/**
 * The session half is built before the auth guard exists, because the guard needs it. `balances` is the credits
 * module's (its createMemberBalances), for the member answers.
 */
export function createIdentitySessions(deps: Pick<ModuleDeps, 'orm' | 'clock'> & { audit?: AuditTrail; balances: MemberBalances }): IdentityApi {
  const sessions = createSessionRepository(deps.orm);
  return {
    verifySession: (claims) => verifySession(claims, { sessions, clock: deps.clock }),
    verifyApiKey: (key) => verifyApiKey(key, { keys: createApiKeyRepository(deps.orm), clock: deps.clock }),
    startSession: (kind, subjectId) => startSession({ kind, subjectId }, { sessions, clock: deps.clock }),
    endSessions: (kind, subjectId, reason) => sessions.revokeAll(kind, subjectId, reason),
    memberAdmin: memberAdminApi({
      members: createMemberAdminRepository(deps.orm, deps.balances),
      balances: deps.balances,
      sessions,
      unitOfWork: createUnitOfWork(deps.orm),
      // the audit trail is a stateless adapter: token-only callers (tests, CLI) may leave it out
      audit: deps.audit ?? createAuditTrail(deps.orm),
      clock: deps.clock,
    }),
    admins: createAdminDirectory(deps.orm),
    // ADR 0017: where to send a delete-your-copy notice (a member removed since is simply missing)
    mailAddresses: async (ids) => {
      const members = createMemberRepository(deps.orm);
      const found = new Map<string, { email: string; firstName: string }>();
      for (const id of new Set(ids)) {
        const member = await members.findById(id);
        if (member) found.set(id, { email: member.email, firstName: member.firstName });
      }
      return found;
    },
    members: createMemberDirectory(deps.orm),
  };
}

export function createIdentityModule(deps: ModuleDeps, api: IdentityApi, others: { balances: MemberBalances }): AppModule<IdentityApi> {
  const store = createSessionRepository(deps.orm);
  const sessions: IdentitySessions = {
    startSession: api.startSession,
    endSessions: (kind, subjectId, reason, keep) => store.revokeAll(kind, subjectId, reason, keep),
    endSession: (sessionId, reason) => store.revoke(sessionId, reason),
  };
  const apiKeys = createApiKeyRepository(deps.orm);
  const http = {
    auth: deps.auth,
    keys: apiKeys,
    audit: deps.audit,
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
    adminInbox: deps.config.salesEmail,
    otpRequired: deps.config.adminOtp,
    trustedProxyHops: deps.config.trustedProxyHops,
    securityLog: (message: string) => console.warn(message),
    inBackground: deps.background.run,
  };
  const keys = { ...http, manageUrl: `${deps.config.publicUrl}/profile?tab=api-keys` };
  const routes = new Elysia({ name: 'identity.routes' }).use(memberAuthRoutes(http)).use(adminAuthRoutes(http)).use(apiKeysRoutes(keys));
  return { routes, api };
}

const noBalances: MemberBalances = {
  balanceOf: async () => 0,
  balances: async (ids) => new Map(ids.map((id) => [id, 0])),
};

/** `make admin`: ops create an admin whether or not one exists. */
export async function createAdminAccount(orm: Orm, form: AdminRegistration): Promise<AdminAccount> {
  // creating an admin reads no member balance
  const sessions = createIdentitySessions({ orm, clock: systemClock, balances: noBalances });
  const { admin } = await registerAdmin(form, { byAdmin: true }, { admins: createAdminRepository(orm), hasher: argon2PasswordHasher, sessions });
  return { id: admin.id, username: admin.username, email: admin.email };
}

export { AdminRegisterSchema } from './domain/admin-auth.schema';
export { ensureDemoAccounts, type DemoAccount } from './adapters/persistence/demo-accounts';
