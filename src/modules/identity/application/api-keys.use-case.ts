import { createHash, randomBytes } from 'node:crypto';
import type { AuditTrail } from '@platform/audit/audit-trail';
import { API_KEY_PREFIX, type ApiKeyScope } from '@platform/http/api-key-scopes';
import type { MemberPrincipal, SessionRejection } from '@platform/http/auth';
import type { Clock } from '@platform/kernel/clock';
import { isUsable, looksLikeKey, MAX_ACTIVE_KEYS, needsTouch, prefixOf, type StoredApiKey } from '../domain/api-key';
import { IdentityErrors } from '../domain/identity.errors';
import { isPremiumActive } from '../domain/membership';
import type { ApiKeyRepository } from './ports/api-keys.port';

export type ApiKeyDeps = { keys: ApiKeyRepository; clock: Clock; audit: AuditTrail };

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export type KeyOwner = { id: string; email: string };

/** A new key: the whole key is answered this once; only its hash and prefix are stored. */
export async function createApiKey(
  owner: KeyOwner,
  request: { name: string; scopes: readonly ApiKeyScope[]; expiresAt: Date | null },
  deps: ApiKeyDeps,
): Promise<{ apiKey: StoredApiKey; key: string }> {
  if ((await deps.keys.countActive(owner.id)) >= MAX_ACTIVE_KEYS) throw IdentityErrors.tooManyApiKeys();
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(request.scopes)];
  const apiKey = await deps.keys.create({
    memberId: owner.id,
    name: request.name,
    prefix: prefixOf(key),
    keyHash: hashOf(key),
    scopes,
    expiresAt: request.expiresAt,
  });
  await deps.audit.record({
    actor: { kind: 'member', id: owner.id, label: owner.email },
    action: 'api_key.create',
    subject: { kind: 'member', memberId: owner.id },
    detail: { apiKeyId: apiKey.id, prefix: apiKey.prefix, scopes },
  });
  return { apiKey, key };
}

/** Revocation works at once: the next request with the key is refused (every request reads the key's row). */
export async function revokeApiKey(owner: KeyOwner, id: string, deps: ApiKeyDeps): Promise<StoredApiKey> {
  const revoked = await deps.keys.revoke(owner.id, id);
  if (!revoked) throw IdentityErrors.apiKeyNotFound();
  await deps.audit.record({
    actor: { kind: 'member', id: owner.id, label: owner.email },
    action: 'api_key.revoke',
    subject: { kind: 'member', memberId: owner.id },
    detail: { apiKeyId: revoked.id, prefix: revoked.prefix },
  });
  return revoked;
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
    apiKey: { id: found.key.id, prefix: found.key.prefix, scopes: found.key.scopes },
  };
}
