import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { enforceRateLimits, type RateLimiter } from '@platform/http/rate-limiter.port';
import { ErrorResponse, MessageResponse, uuidParam } from '@platform/http/schemas';
import { isDomainError } from '@platform/kernel/domain-error';
import { createApiKey, type KeyConfirmationDeps, reachOf, renewApiKey, revokeApiKey } from '@modules/identity/application/api-keys.use-case';
import type { StoredApiKey } from '@modules/identity/domain/api-key';
import { ApiKeyCreated, ApiKeyList, ApiKeyRenewed, CreateApiKeyBody, RenewApiKeyBody } from './api-keys.schemas';
import { limits } from './rate-limits';

const tags = ['Members: API keys'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** `createdBy` only on another seat's key: a member alone gets the answer they always got. */
const view = (key: StoredApiKey, viewerId?: string) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  expiresAt: key.expiresAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  createdAt: key.createdAt.toISOString(),
  ...(key.creatorName !== undefined && key.memberId !== viewerId ? { createdBy: { id: key.memberId, name: key.creatorName } } : {}),
});

export type ApiKeyRoutesDeps = KeyConfirmationDeps & { auth: AuthPlugin; rateLimiter: RateLimiter };

/**
 * The password a create or renew asks for is counted per member before it is checked (parallel guesses cannot all
 * slip under the limit) and forgiven unless it was wrong: a stolen session gets 10 guesses in 15 minutes.
 */
async function withPassword<T>(deps: ApiKeyRoutesDeps, memberId: string, work: () => Promise<T>): Promise<T> {
  await enforceRateLimits(deps.rateLimiter, [[limits.keyPasswordByAccount, memberId]]);
  let wrong = false;
  try {
    return await work();
  } catch (error) {
    wrong = isDomainError(error) && error.code === 'IDENTITY.WRONG_PASSWORD';
    throw error;
  } finally {
    if (!wrong) await deps.rateLimiter.forgive(limits.keyPasswordByAccount, memberId);
  }
}

/** A verified member's API keys (ADR 0012). A key itself can call none of these (403 API_KEYS.OUT_OF_SCOPE). */
export const apiKeysRoutes = (deps: ApiKeyRoutesDeps) =>
  new Elysia({ name: 'identity.api-keys-routes', prefix: '/api/website' })
    .use(deps.auth)
    .get('/api-keys', async ({ member }) => ({ apiKeys: (await deps.keys.listActive(reachOf(member))).map((key) => view(key, member.id)) }), {
      verifiedMember: true,
      response: { 200: ApiKeyList, ...denied },
      detail: {
        operationId: 'listApiKeys',
        tags,
        summary: 'Your API keys that are not revoked, newest first, with their prefix, scopes, expiry and last use',
        description:
          "API keys belong to the institution (ADR 0021). Its owner and managers see every key of every seat (another seat's key carries `createdBy`), create keys, and renew or revoke any of them; a member seat sees and revokes only keys it made itself (before it joined) and cannot create one (403 TEAM.NOT_ALLOWED). A key acts as the seat that made it: charges name that seat and the key. Removing a seat revokes its keys.",
      },
    })
    .post(
      '/api-keys',
      async ({ member, body, set }) => {
        const created = await withPassword(deps, member.id, () => createApiKey(member, body, deps));
        set.status = 201;
        return { message: 'Copy this key now: it will not be shown again.', apiKey: view(created.apiKey), key: created.key };
      },
      {
        verifiedMember: true,
        body: CreateApiKeyBody,
        response: { 201: ApiKeyCreated, 400: ErrorResponse, ...denied, 409: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'createApiKey',
          tags,
          summary: 'Create a named API key with scopes (read, unlock, export), confirmed with your password; the key is answered once',
          description:
            "Asks for your current password (400 IDENTITY.WRONG_PASSWORD when wrong; 429 after 10 wrong ones in 15 minutes). The key expires after `expiresInDays` (1 to 365, 90 when left out); renew it with POST /api/website/api-keys/{id}/renew. You are e-mailed whenever a key is created or renewed, and a password reset revokes every key (a password change does unless you ask it not to). Send the key as `Authorization: Bearer <key>` on the member operations its scopes open: `read` the GET operations (and the quotes and checks), `unlock` the unlocks, `export` the exports. Anything else answers 403 API_KEYS.OUT_OF_SCOPE. A key counts against its member's scraping guard and daily ceiling, and charged actions are attributed to it in the audit log. At most 20 active keys per institution (409 API_KEYS.TOO_MANY). The institution's owner or a manager only (403 TEAM.NOT_ALLOWED).",
        },
      },
    )
    .post(
      '/api-keys/:id/renew',
      async ({ member, params, body }) => {
        const apiKey = await withPassword(deps, member.id, () => renewApiKey(member, params.id, body, deps));
        return { message: `API key renewed until ${apiKey.expiresAt.toISOString().slice(0, 10)}`, apiKey: view(apiKey) };
      },
      {
        verifiedMember: true,
        params: uuidParam,
        body: RenewApiKeyBody,
        response: { 200: ApiKeyRenewed, 400: ErrorResponse, ...denied, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'renewApiKey',
          tags,
          summary:
            'Renew one of your API keys (not revoked, expired or not): it works for 90 more days from now, or expiresInDays; confirmed with your password',
        },
      },
    )
    .delete(
      '/api-keys/:id',
      async ({ member, params }) => {
        await revokeApiKey(member, params.id, deps);
        return { message: 'API key revoked' };
      },
      {
        verifiedMember: true,
        params: uuidParam,
        response: { 200: MessageResponse, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: { operationId: 'revokeApiKey', tags, summary: 'Revoke one of your API keys: the next request with it is refused (401)' },
      },
    );
