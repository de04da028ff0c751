import { type AnyElysia, Elysia } from 'elysia';
import type { Orm } from '@platform/db/orm';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import { systemClock } from '@platform/kernel/clock';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { IdentityHttpDeps } from './adapters/http/identity-http.deps';
import { mailAddressesOf } from './application/mail-addresses';
import { adminAuthRoutes } from './adapters/http/admin-auth.routes';
import { memberAuthRoutes } from './adapters/http/member-auth.routes';
import { createSessionRepository } from './adapters/persistence/session.repository';
import { createMemberAdminRepository } from './adapters/persistence/member-admin.repository';
import { AdminUserEntity } from './adapters/persistence/admin-user.entity';
import { createAdminDirectory } from './adapters/persistence/admin-directory';
import { createMemberDirectory } from './adapters/persistence/member-directory';
import { createAdminRepository } from './adapters/persistence/admin.repository';
import { argon2PasswordHasher } from './adapters/persistence/argon2-password-hasher';
import { createMemberRepository } from './adapters/persistence/member.repository';
import { createOneTimeCodeRepository } from './adapters/persistence/one-time-code.repository';
import { createResetTokenRepository } from './adapters/persistence/reset-token.repository';
import { WebsiteUserEntity } from './adapters/persistence/website-user.entity';
import { changeMembership } from './application/change-membership.use-case';
import type { MemberAdminDeps } from './application/member-admin.deps';
import type { IdentitySessions } from './application/ports/identity-sessions.port';
import type { InstitutionPools } from './application/ports/institution-pools.port';
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
import { createTeamRepository } from './adapters/persistence/team.repository';
import type { SavedWorkOwners, TeamDeps } from './application/team-deps';
import { teamRoutes } from './adapters/http/team.routes';
import { seatsRoutes } from './adapters/http/seats.routes';
import { adminInstitutionsRoutes } from './adapters/http/admin-institutions.routes';
import type { InstitutionFigures } from './application/ports/institution-figures.port';
import { runsSeats } from './domain/team';

/** Registered with the ORM for the tests' account builders only (tests/support/auth.ts); the module's own code is SQL only (ADR 0005). */
export const identityEntities = [AdminUserEntity, WebsiteUserEntity];

/** Member management for the admin portal: reads straight from the repository, each change through its use case. */
function memberAdminApi(deps: MemberAdminDeps): MemberAdminApi {
  const { members } = deps;
  return {
    list: (query) => members.list(query),
    streamAll: (pageSize) => members.streamAll(pageSize),
    stats: (days, now) => members.stats(days, now),
    institutionsOf: (ids) => members.institutionsOf(ids),
    ownersOf: (ids) => members.ownersOf(ids),
    institutionIdOf: (memberId, tx) => members.institutionIdOf(memberId, tx),
    changeMembership: (memberId, change, actor) => changeMembership({ memberId, ...change, actor }, deps),
    setActive: (memberId, active, actor) => setMemberActive({ memberId, active, actor }, deps),
    toggleVerification: (memberId, actor) => toggleMemberVerification({ memberId, actor }, deps),
  };
}

/** Identity's adapters its own routes use besides the contract (other modules see `IdentityApi` only). */
type IdentityInternals = Omit<
  IdentityHttpDeps,
  'auth' | 'rateLimiter' | 'mailer' | 'clock' | 'publicUrl' | 'adminInbox' | 'otpRequired' | 'trustedProxyHops' | 'securityLog' | 'inBackground' | 'teams'
> &
  Pick<TeamDeps, 'team' | 'pools' | 'sessionStore' | 'unitOfWork'>;
export type IdentityModuleApi = IdentityApi & { internal: IdentityInternals };

/**
 * Members, admins, sessions and API keys. The auth guard every module's routes use is built from this API
 * (`verifySession`, `verifyApiKey`), so identity depends only on credits' balances (for the member answers).
 */
export function createIdentityApi(deps: Pick<ModuleDeps, 'orm' | 'clock' | 'audit'>, others: { balances: InstitutionPools }): IdentityModuleApi {
  const store = createSessionRepository(deps.orm);
  const startSessionFor: IdentityApi['startSession'] = (kind, subjectId) => startSession({ kind, subjectId }, { sessions: store, clock: deps.clock });
  const sessions: IdentitySessions = {
    startSession: startSessionFor,
    endSessions: (kind, subjectId, reason, keep) => store.revokeAll(kind, subjectId, reason, keep),
    endSession: (sessionId, reason) => store.revoke(sessionId, reason),
  };
  const members = createMemberRepository(deps.orm);
  const keys = createApiKeyRepository(deps.orm);
  const team = createTeamRepository(deps.orm);
  return {
    verifySession: (claims) => verifySession(claims, { sessions: store, clock: deps.clock }),
    verifyApiKey: (key) => verifyApiKey(key, { keys, clock: deps.clock }),
    startSession: startSessionFor,
    endSessions: (kind, subjectId, reason) => store.revokeAll(kind, subjectId, reason),
    memberAdmin: memberAdminApi({
      members: createMemberAdminRepository(deps.orm, others.balances),
      balances: others.balances,
      sessions: store,
      unitOfWork: createUnitOfWork(deps.orm),
      audit: deps.audit,
      clock: deps.clock,
    }),
    admins: createAdminDirectory(deps.orm),
    // ADR 0017: where to send a delete-your-copy notice (a member removed since is simply missing)
    mailAddresses: (ids) => mailAddressesOf(ids, members),
    seatRunnersOf: async (institutionId) =>
      (await team.seats(institutionId)).filter((seat) => runsSeats(seat.role)).map((seat) => ({ email: seat.email, firstName: seat.firstName })),
    members: createMemberDirectory(deps.orm),
    internal: {
      members,
      balances: others.balances,
      admins: createAdminRepository(deps.orm),
      codes: createOneTimeCodeRepository(deps.orm),
      resetTokens: createResetTokenRepository(deps.orm),
      hasher: argon2PasswordHasher,
      sessions,
      keys,
      audit: deps.audit,
      team,
      pools: others.balances,
      sessionStore: store,
      unitOfWork: createUnitOfWork(deps.orm),
    },
  };
}

/**
 * Member and admin sign-in, registration, password changes, API keys and teams (ADR 0021; a removed seat's collections
 * go to the remover through collections' `reassignOwner`, handed over here as `savedWork`).
 */
export function identityRoutes(
  api: IdentityModuleApi,
  web: WebDeps,
  others: { savedWork: SavedWorkOwners /** the admin's institutions view: credits' and billing's figures */; figures: InstitutionFigures },
): AnyElysia {
  const { team, pools, sessionStore, unitOfWork, ...internal } = api.internal;
  const teams: TeamDeps = {
    team,
    members: internal.members,
    pools,
    sessionStore,
    keys: internal.keys,
    savedWork: others.savedWork,
    unitOfWork,
    audit: internal.audit,
    clock: web.clock,
    mailer: web.mailer,
    inBackground: web.background.run,
    publicUrl: web.config.publicUrl,
  };
  const http: IdentityHttpDeps = {
    ...internal,
    teams,
    auth: web.auth,
    mailer: web.mailer,
    clock: web.clock,
    rateLimiter: web.rateLimiter,
    publicUrl: web.config.publicUrl,
    adminInbox: web.config.salesEmail,
    otpRequired: web.config.adminOtp,
    trustedProxyHops: web.config.trustedProxyHops,
    securityLog: (message: string) => console.warn(message),
    inBackground: web.background.run,
  };
  const keys = { ...http, manageUrl: `${web.config.publicUrl}/profile?tab=api-keys` };
  return new Elysia({ name: 'identity.routes' })
    .use(memberAuthRoutes(http))
    .use(adminAuthRoutes(http))
    .use(apiKeysRoutes(keys))
    .use(teamRoutes({ ...teams, auth: web.auth }))
    .use(seatsRoutes({ ...teams, auth: web.auth }))
    .use(adminInstitutionsRoutes({ ...teams, figures: others.figures, auth: web.auth }));
}

/** `make admin`: ops create an admin whether or not one exists. */
export async function createAdminAccount(orm: Orm, form: AdminRegistration): Promise<AdminAccount> {
  // creating an admin reads no member balance
  const sessions = {
    startSession: (kind: 'admin' | 'member', subjectId: string) =>
      startSession({ kind, subjectId }, { sessions: createSessionRepository(orm), clock: systemClock }),
  };
  const { admin } = await registerAdmin(form, { byAdmin: true }, { admins: createAdminRepository(orm), hasher: argon2PasswordHasher, sessions });
  return { id: admin.id, username: admin.username, email: admin.email };
}

export type { InstitutionFigures } from './application/ports/institution-figures.port';
export { AdminRegisterSchema } from './domain/admin-auth.schema';
export { ensureDemoAccounts, type DemoAccount } from './adapters/persistence/demo-accounts';
