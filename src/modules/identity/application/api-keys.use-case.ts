import { createHash, randomBytes } from 'node:crypto';
import type { AuditTrail } from '@platform/audit/audit-trail';
import { API_KEY_PREFIX, type ApiKeyScope } from '@platform/http/api-key-scopes';
import type { MemberPrincipal, SessionRejection } from '@platform/http/auth';
import type { Clock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import { expiryFrom, isUsable, looksLikeKey, MAX_ACTIVE_KEYS, managesInstitutionKeys, needsTouch, prefixOf, type StoredApiKey } from '../domain/api-key';
import { IdentityErrors } from '../domain/identity.errors';
import { isPremiumActive } from '../domain/membership';
import { apiKeyEmail } from './emails';
import type { ApiKeyRepository, KeyReach } from './ports/api-keys.port';
import type { MemberRepository } from './ports/member.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

export type ApiKeyDeps = { keys: ApiKeyRepository; clock: Clock; audit: AuditTrail };

/** What creating or renewing a key needs beyond the keys: the password check and the member's notice. */
export type KeyConfirmationDeps = ApiKeyDeps & {
  members: Pick<MemberRepository, 'passwordHashOf' | 'findById'>;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** where the notice sends the member to revoke a key */
  manageUrl: string;
};

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The seat acting on keys, in its institution (ADR 0021). */
export type KeyOwner = { id: string; email: string; institutionId: string; seatRole: 'owner' | 'manager' | 'member' };

/** The keys this seat reaches: the institution's for its owner and managers, its own for a member. */
export const reachOf = (owner: KeyOwner): KeyReach => ({
  memberId: owner.id,
  institutionId: owner.institutionId,
  everySeat: managesInstitutionKeys(owner.seatRole),
});

/** ADR 0012: a session alone cannot mint or extend a key; the member's password is asked again. */
async function confirmPassword(owner: KeyOwner, password: string, deps: KeyConfirmationDeps): Promise<void> {
  const hash = await deps.members.passwordHashOf(owner.id);
  if (!hash || !(await deps.hasher.verify(password, hash))) throw IdentityErrors.wrongCurrentPassword();
}

/** After the key is stored: a failed send is logged and the key stands (the audit log is the record). */
async function notify(owner: KeyOwner, apiKey: StoredApiKey, event: 'created' | 'renewed', deps: KeyConfirmationDeps): Promise<void> {
  try {
    const member = await deps.members.findById(owner.id);
    await deps.mailer.send(apiKeyEmail(member?.email ?? owner.email, member?.firstName ?? 'there', apiKey, event, deps.manageUrl));
  } catch (error) {
    console.warn(`identity: the API key ${event} e-mail to member ${owner.id} failed: ${String(error)}`);
  }
}

/**
 * A new key: the whole key is answered this once; only its hash and prefix are stored. It expires (90 days by
 * default). ADR 0021: made by the institution's owner or a manager (403 TEAM.NOT_ALLOWED for a member seat).
 */
export async function createApiKey(
  owner: KeyOwner,
  request: { name: string; scopes: readonly ApiKeyScope[]; password: string; expiresInDays?: number },
  deps: KeyConfirmationDeps,
): Promise<{ apiKey: StoredApiKey; key: string }> {
  if (!managesInstitutionKeys(owner.seatRole)) throw IdentityErrors.teamRoleRefused('create API keys');
  await confirmPassword(owner, request.password, deps);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(request.scopes)];
  const apiKey = await deps.keys.create(
    {
      memberId: owner.id,
      institutionId: owner.institutionId,
      name: request.name,
      prefix: prefixOf(key),
      keyHash: hashOf(key),
      scopes,
      expiresAt: expiryFrom(deps.clock.now(), request.expiresInDays),
    },
    MAX_ACTIVE_KEYS,
  );
  if (!apiKey) throw IdentityErrors.tooManyApiKeys();
  await deps.audit.record({
    actor: { kind: 'member', id: owner.id, label: owner.email },
    action: 'api_key.create',
    subject: { kind: 'member', memberId: owner.id },
    detail: { apiKeyId: apiKey.id, prefix: apiKey.prefix, scopes, expiresAt: apiKey.expiresAt.toISOString() },
  });
  await notify(owner, apiKey, 'created', deps);
  return { apiKey, key };
}

/** A new expiry (90 days by default) from now, for a key the seat reaches, not revoked; an expired key works again. */
export async function renewApiKey(owner: KeyOwner, id: string, request: { password: string; expiresInDays?: number }, deps: KeyConfirmationDeps) {
  await confirmPassword(owner, request.password, deps);
  const renewed = await deps.keys.renew(reachOf(owner), id, expiryFrom(deps.clock.now(), request.expiresInDays));
  if (!renewed) throw IdentityErrors.apiKeyNotFound();
  await deps.audit.record({
    actor: { kind: 'member', id: owner.id, label: owner.email },
    action: 'api_key.renew',
    subject: { kind: 'member', memberId: owner.id },
    detail: { apiKeyId: renewed.id, prefix: renewed.prefix, expiresAt: renewed.expiresAt.toISOString() },
  });
  await notify(owner, renewed, 'renewed', deps);
  return renewed;
}

/** Revocation works at once: the next request with the key is refused (every request reads the key's row). */
export async function revokeApiKey(owner: KeyOwner, id: string, deps: ApiKeyDeps): Promise<StoredApiKey> {
  const revoked = await deps.keys.revoke(reachOf(owner), id);
  if (!revoked) throw IdentityErrors.apiKeyNotFound();
  await deps.audit.record({
    actor: { kind: 'member', id: owner.id, label: owner.email },
    action: 'api_key.revoke',
    subject: { kind: 'member', memberId: owner.id },
    detail: { apiKeyId: revoked.id, prefix: revoked.prefix },
  });
  return revoked;
}

/** ADR 0012: a password reset (always) or change (when asked) revokes every key of the member; answers how many. */
export async function revokeAllApiKeys(
  owner: Pick<KeyOwner, 'id' | 'email'>,
  reason: 'password_reset' | 'password_changed',
  deps: Pick<ApiKeyDeps, 'keys' | 'audit'>,
): Promise<number> {
  const revoked = await deps.keys.revokeAll(owner.id);
  for (const key of revoked) {
    await deps.audit.record({
      actor: { kind: 'member', id: owner.id, label: owner.email },
      action: 'api_key.revoke',
      subject: { kind: 'member', memberId: owner.id },
      detail: { apiKeyId: key.id, prefix: key.prefix, reason },
    });
  }
  return revoked.length;
}

/** The member a key stands for, on every request; its last use is noted (at most once a minute). */
export async function verifyApiKey(key: string, deps: Pick<ApiKeyDeps, 'keys' | 'clock'>): Promise<MemberPrincipal | SessionRejection> {
  if (!looksLikeKey(key)) return { rejected: 'unknown' };
  const found = await deps.keys.findByHash(hashOf(key));
  const now = deps.clock.now();
  if (!found?.standing) return { rejected: 'unknown' };
  if (!isUsable(found.key, now)) return { rejected: found.key.revokedAt ? 'revoked' : 'expired' };
  if (!found.standing.isActive) return { rejected: 'inactive' };
  if (needsTouch(found.key.lastUsedAt, now)) await deps.keys.touch(found.key.id);
  return {
    kind: 'member',
    id: found.key.memberId,
    email: found.standing.email,
    sessionId: `api-key:${found.key.id}`,
    isVerified: found.standing.isVerified,
    isActive: found.standing.isActive,
    isPremium: isPremiumActive(found.standing, now),
    institutionId: found.standing.institutionId,
    seatRole: found.standing.seatRole,
    apiKey: { id: found.key.id, prefix: found.key.prefix, scopes: found.key.scopes },
  };
}
