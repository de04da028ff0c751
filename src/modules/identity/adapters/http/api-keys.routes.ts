import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, MessageResponse, uuidParam } from '@platform/http/schemas';
import { createApiKey, revokeApiKey, type ApiKeyDeps } from '@modules/identity/application/api-keys.use-case';
import type { StoredApiKey } from '@modules/identity/domain/api-key';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { ApiKeyCreated, ApiKeyList, CreateApiKeyBody } from './api-keys.schemas';

const tags = ['Members: API keys'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

const view = (key: StoredApiKey) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  expiresAt: key.expiresAt?.toISOString() ?? null,
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  createdAt: key.createdAt.toISOString(),
});

/** A verified member's API keys (issue 17 §1). A key itself can call none of these (403 API_KEYS.OUT_OF_SCOPE). */
export const apiKeysRoutes = (deps: ApiKeyDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'identity.api-keys-routes', prefix: '/api/website' })
    .use(deps.auth)
    .get('/api-keys', async ({ member }) => ({ apiKeys: (await deps.keys.listActive(member.id)).map(view) }), {
      verifiedMember: true,
      response: { 200: ApiKeyList, ...denied },
      detail: { operationId: 'listApiKeys', tags, summary: 'Your API keys that are not revoked, newest first, with their prefix, scopes, expiry and last use' },
    })
    .post(
      '/api-keys',
      async ({ member, body, set }) => {
        const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
        if (expiresAt && expiresAt.getTime() <= deps.clock.now().getTime()) throw IdentityErrors.apiKeyExpiryPast();
        const created = await createApiKey(member, { name: body.name, scopes: body.scopes, expiresAt }, deps);
        set.status = 201;
        return { message: 'Copy this key now: it will not be shown again.', apiKey: view(created.apiKey), key: created.key };
      },
      {
        verifiedMember: true,
        body: CreateApiKeyBody,
        response: { 201: ApiKeyCreated, 400: ErrorResponse, ...denied, 409: ErrorResponse },
        detail: {
          operationId: 'createApiKey',
          tags,
          summary: 'Create a named API key with scopes (read, unlock, export) and an optional expiry; the key is answered once',
          description:
            "Send the key as `Authorization: Bearer <key>` on the member operations its scopes open: `read` the GET operations (and the quotes and checks), `unlock` the unlocks, `export` the exports. Anything else answers 403 API_KEYS.OUT_OF_SCOPE. A key counts against its member's scraping guard and daily ceiling, and charged actions are attributed to it in the audit log. At most 20 active keys (409 API_KEYS.TOO_MANY).",
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
