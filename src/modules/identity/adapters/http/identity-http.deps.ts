import type { AuditTrail } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { callerAddress } from '@platform/http/client-ip';
import type { RateLimiter } from '@platform/http/rate-limiter.port';
import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import type { ApiKeyRepository } from '@modules/identity/application/ports/api-keys.port';
import type { AdminRepository } from '@modules/identity/application/ports/admin.repository.port';
import type { IdentitySessions } from '@modules/identity/application/ports/identity-sessions.port';
import type { InstitutionPools } from '@modules/identity/application/ports/institution-pools.port';
import type { MemberRepository } from '@modules/identity/application/ports/member.repository.port';
import type { OneTimeCodeRepository } from '@modules/identity/application/ports/one-time-code.repository.port';
import type { PasswordHasher } from '@modules/identity/application/ports/password-hasher.port';
import type { ResetTokenRepository } from '@modules/identity/application/ports/reset-token.repository.port';
import type { TeamDeps } from '@modules/identity/application/team-deps';

export type IdentityHttpDeps = {
  auth: AuthPlugin;
  members: MemberRepository;
  /** the credits module's balances */
  balances: InstitutionPools;
  admins: AdminRepository;
  codes: OneTimeCodeRepository;
  resetTokens: ResetTokenRepository;
  hasher: PasswordHasher;
  sessions: IdentitySessions;
  /** the member's API keys: revoked on a password reset (and on a change, when asked) */
  keys: ApiKeyRepository;
  audit: AuditTrail;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  publicUrl: string;
  /** SALES_EMAIL: the admins' shared inbox, told of each new registration */
  adminInbox: string;
  otpRequired: boolean;
  /** runs work after the answer has gone (its failure is logged with `failure`), so the answer's timing cannot depend on it */
  inBackground: (failure: string, work: () => Promise<void>) => void;
  /** security events for the operator's log (sign-in lock-outs) */
  securityLog: (message: string) => void;
  /** TRUST_PROXY: proxies in front of the server that append to X-Forwarded-For */
  trustedProxyHops: number;
  /** ADR 0021: what a registration with an invitation needs to take its seat */
  teams: Pick<TeamDeps, 'team' | 'members' | 'unitOfWork' | 'audit' | 'clock'>;
};

type SocketServer = { requestIP(request: Request): { address: string } | null } | null;

export const callerIp = (deps: IdentityHttpDeps, request: Request, server: SocketServer) => callerAddress(request, server, deps.trustedProxyHops);
