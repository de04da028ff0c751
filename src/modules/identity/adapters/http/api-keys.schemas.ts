import * as v from 'valibot';
import { API_KEY_SCOPES } from '@platform/http/api-key-scopes';

export const CreateApiKeyBody = v.object({
  name: v.pipe(v.string('A name is required'), v.trim(), v.minLength(1, 'A name is required'), v.maxLength(100, 'Name is limited to 100 characters')),
  scopes: v.pipe(
    v.array(v.picklist(API_KEY_SCOPES, `scopes must be among ${API_KEY_SCOPES.join(', ')}`), 'scopes must be a list'),
    v.minLength(1, 'Choose at least one scope'),
    v.maxLength(3, 'At most 3 scopes'),
    v.description('read: list and look (catalogue, saved lists, ledger, quotes); unlock: unlock students (charged); export: export saved students (charged)'),
  ),
  expiresAt: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.isoTimestamp('expiresAt must be an ISO 8601 date and time, e.g. 2027-03-31T23:59:59Z'),
        v.description('When the key stops working; leave out (or null) for a key that works until revoked'),
      ),
    ),
  ),
});

export const ApiKeyView = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.pipe(v.string(), v.description('The first 12 characters of the key, to tell keys apart')),
  scopes: v.array(v.picklist(API_KEY_SCOPES)),
  expiresAt: v.nullable(v.string()),
  lastUsedAt: v.pipe(v.nullable(v.string()), v.description('When the key was last used (to the minute); null if never')),
  createdAt: v.string(),
});

export const ApiKeyList = v.object({ apiKeys: v.array(ApiKeyView) });

export const ApiKeyCreated = v.object({
  message: v.string(),
  apiKey: ApiKeyView,
  key: v.pipe(v.string(), v.description('The whole key, shown this once: send it as `Authorization: Bearer <key>`')),
});
