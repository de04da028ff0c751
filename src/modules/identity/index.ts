import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { createSessionRepository } from './adapters/persistence/session.repository';
import { createMemberAdminRepository } from './adapters/persistence/member-admin.repository';
import { AdminUserEntity } from './adapters/persistence/admin-user.entity';
import { AuthSessionEntity } from './adapters/persistence/auth-session.entity';
import { OtpTokenEntity } from './adapters/persistence/otp-token.entity';
import { PasswordResetTokenEntity } from './adapters/persistence/password-reset-token.entity';
import { WebsiteUserEntity } from './adapters/persistence/website-user.entity';
import { startSession } from './application/start-session.use-case';
import { verifySession } from './application/verify-session.use-case';
import type { IdentityApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const identityEntities = [AdminUserEntity, OtpTokenEntity, WebsiteUserEntity, PasswordResetTokenEntity, AuthSessionEntity];

/** The session half is built before the auth guard exists, because the guard needs it. */
export function createIdentitySessions(deps: Pick<ModuleDeps, 'orm' | 'clock'>): IdentityApi {
  const sessions = createSessionRepository(deps.orm);
  return {
    verifySession: (claims) => verifySession(claims, { sessions, clock: deps.clock }),
    startSession: (kind, subjectId) => startSession({ kind, subjectId }, { sessions, clock: deps.clock }),
    endSessions: (kind, subjectId, reason) => sessions.revokeAll(kind, subjectId, reason),
    memberAdmin: createMemberAdminRepository(deps.orm, (memberId) => sessions.revokeAll('member', memberId, 'deactivated')),
  };
}

export function createIdentityModule(deps: ModuleDeps, sessions: IdentityApi): AppModule<IdentityApi> {
  const routes = new Elysia({ name: 'identity.routes', prefix: '/api' }).use(deps.auth);
  return { routes, api: sessions };
}

export { ensureDemoAccounts, type DemoAccount } from './adapters/persistence/demo-accounts';
