import { Elysia } from 'elysia';
import { jwt } from '@elysiajs/jwt';
import { DomainError } from '../kernel/domain-error';
import { API_KEY_PREFIX, scopeFor, type ApiKeyScope } from './api-key-scopes';

/** A seat's role in its institution (ADR 0021): one owner; managers run seats; members use the pool. */
export type SeatRole = 'owner' | 'manager' | 'member';

export type MemberPrincipal = {
  kind: 'member';
  /** the seat: the person signed in */
  id: string;
  /** ADR 0021: the institution whose pool and membership the seat uses */
  institutionId: string;
  seatRole: SeatRole;
  /** for the audit trail's actor label */
  email: string;
  sessionId: string;
  /** the seat's own verification (ADR 0021: it follows the institution's) */
  isVerified: boolean;
  isActive: boolean;
  /** the institution's membership: premium and not past its expiry */
  isPremium: boolean;
  /** set when the caller sent a member API key instead of a session token: what it may call, and how the audit names it */
  apiKey?: { id: string; prefix: string; scopes: readonly ApiKeyScope[] };
};

/** username and email label the admin in the audit trail. */
export type AdminPrincipal = { kind: 'admin'; id: string; sessionId: string; role: string; username: string; email: string };

export type Principal = MemberPrincipal | AdminPrincipal;

/** Why a token's session is not honoured; 'replaced' becomes SESSION_EXPIRED_OTHER_DEVICE for admins. */
export type SessionRejection = { rejected: 'unknown' | 'revoked' | 'replaced' | 'expired' | 'inactive' };

export type SessionVerifier = (claims: { kind: Principal['kind']; sessionId: string; subjectId: string }) => Promise<Principal | SessionRejection>;

/** Checks a member API key (`erk_…`) on every request: its member, or why it is refused. */
export type ApiKeyVerifier = (key: string) => Promise<MemberPrincipal | SessionRejection>;

export type TokenClaims = { sid: string; sub: string; kind: Principal['kind'] };

const notSignedIn = () => new DomainError('unauthenticated', 'AUTH.NOT_AUTHENTICATED', 'Not authenticated');
const membersOnly = () => new DomainError('forbidden', 'AUTH.MEMBERS_ONLY', 'This action is for members');

/** The token's session is gone (ended, expired, or its member or admin no longer exists). */
export const sessionEnded = () => new DomainError('unauthenticated', 'AUTH.SESSION_ENDED', 'Session has ended. Please log in again.');

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1];
};

/** A key-holder on a route its scopes do not open (or one no key may call). */
const outOfScope = (needed: ApiKeyScope | null) =>
  new DomainError(
    'forbidden',
    'API_KEYS.OUT_OF_SCOPE',
    needed ? `This API key lacks the '${needed}' scope` : 'API keys cannot call this operation: sign in instead',
  );

/** Members' routes check a key's scopes against the operation (platform/http/api-key-scopes.ts). */
function withinScope(who: MemberPrincipal, request: Request, route: string): MemberPrincipal {
  if (!who.apiKey) return who;
  const needed = scopeFor(request.method, route);
  if (needed === null || !who.apiKey.scopes.includes(needed)) throw outOfScope(needed);
  return who;
}

const rejectedKey = () => new DomainError('unauthenticated', 'API_KEYS.INVALID', 'Invalid, revoked or expired API key');

export const TOKEN_TTL = { member: '7d', admin: '12h' } as const;

/**
 * Route guards as object macros: `{ member: true }`, `{ verifiedMember: true }`, `{ admin: true }`.
 * A token is honoured only while the server still holds its session, so logout and password
 * changes take effect at once.
 */
export const authPlugin = (secret: string, verifySession: SessionVerifier, verifyApiKey?: ApiKeyVerifier) =>
  new Elysia({ name: 'platform.auth', seed: secret })
    .use(jwt({ name: 'jwt', secret, alg: 'HS256' }))
    .derive({ as: 'global' }, ({ jwt, headers }) => {
      async function resolvePrincipal(): Promise<Principal | undefined> {
        const token = bearer(headers.authorization);
        if (!token) return undefined;
        if (token.startsWith(API_KEY_PREFIX)) {
          const keyHolder = verifyApiKey ? await verifyApiKey(token) : { rejected: 'unknown' as const };
          if ('rejected' in keyHolder) {
            if (keyHolder.rejected === 'inactive') throw new DomainError('forbidden', 'AUTH.DEACTIVATED', 'Account is deactivated');
            throw rejectedKey();
          }
          return keyHolder;
        }
        const claims = (await jwt.verify(token)) as (Partial<TokenClaims> & { exp?: unknown }) | false;
        // every token this server signs expires; one without `exp` was never ours to honour (SECURITY.md)
        if (claims === false || !claims.sid || !claims.sub || (claims.kind !== 'member' && claims.kind !== 'admin') || typeof claims.exp !== 'number') {
          throw new DomainError('unauthenticated', 'AUTH.INVALID_TOKEN', 'Invalid or expired token');
        }
        const result = await verifySession({ kind: claims.kind, sessionId: claims.sid, subjectId: claims.sub });
        if ('rejected' in result) {
          if (result.rejected === 'replaced') {
            throw new DomainError('unauthenticated', 'SESSION_EXPIRED_OTHER_DEVICE', 'You have logged in from another device. Please log in again.');
          }
          if (result.rejected === 'inactive') throw new DomainError('forbidden', 'AUTH.DEACTIVATED', 'Account is deactivated');
          throw sessionEnded();
        }
        return result;
      }
      let resolved: Promise<Principal | undefined> | undefined;
      return {
        /**
         * Resolves the caller, or undefined when no valid token was sent. Throws on a rejected session. Checked once
         * per request: a second call (a rate limit keyed on the caller, then the guard) answers the same.
         */
        principal: (): Promise<Principal | undefined> => (resolved ??= resolvePrincipal()),
        signToken: (claims: TokenClaims) => jwt.sign({ ...claims, exp: TOKEN_TTL[claims.kind] }),
      };
    })
    .macro({
      member: {
        async resolve({ principal, request, route }) {
          const who = await principal();
          if (!who) throw notSignedIn();
          if (who.kind !== 'member') throw membersOnly();
          return { member: withinScope(who, request, route) };
        },
      },
      verifiedMember: {
        async resolve({ principal, request, route }) {
          const who = await principal();
          if (!who) throw notSignedIn();
          if (who.kind !== 'member') throw membersOnly();
          withinScope(who, request, route);
          if (!who.isVerified) {
            throw new DomainError('forbidden', 'AUTH.NOT_VERIFIED', 'Your account is pending verification by an administrator');
          }
          return { member: who };
        },
      },
      admin: {
        async resolve({ principal }) {
          const who = await principal();
          if (!who) throw notSignedIn();
          if (who.kind !== 'admin') throw new DomainError('forbidden', 'AUTH.ADMINS_ONLY', 'Admin access required');
          return { admin: who };
        },
      },
    });

export type AuthPlugin = ReturnType<typeof authPlugin>;
