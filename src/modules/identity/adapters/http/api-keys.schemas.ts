import * as v from 'valibot';
import { API_KEY_SCOPES } from '@platform/http/api-key-scopes';
import { KEY_LIFETIME_DEFAULT_DAYS, KEY_LIFETIME_MAX_DAYS } from '@modules/identity/domain/api-key';

/** ADR 0012: creating or renewing a key asks for the member's password again (a session alone is not enough). */
const CurrentPassword = v.pipe(
  v.string('Your password is required'),
  v.nonEmpty('Your password is required'),
  v.maxLength(128, 'Password is too long'),
  v.description('Your current password: a session alone cannot create or renew a key (400 IDENTITY.WRONG_PASSWORD when it is wrong)'),
);

const ExpiresInDays = v.optional(
  v.pipe(
    v.number('expiresInDays must be a whole number of days'),
    v.integer('expiresInDays must be a whole number of days'),
    v.minValue(1, 'expiresInDays must be between 1 and 365'),
    v.maxValue(KEY_LIFETIME_MAX_DAYS, 'expiresInDays must be between 1 and 365'),
    v.description(`Days from now until the key stops working (401 API_KEYS.INVALID); ${KEY_LIFETIME_DEFAULT_DAYS} when left out`),
  ),
);

export const CreateApiKeyBody = v.object({
  name: v.pipe(v.string('A name is required'), v.trim(), v.minLength(1, 'A name is required'), v.maxLength(100, 'Name is limited to 100 characters')),
  scopes: v.pipe(
    v.array(v.picklist(API_KEY_SCOPES, `scopes must be among ${API_KEY_SCOPES.join(', ')}`), 'scopes must be a list'),
    v.minLength(1, 'Choose at least one scope'),
    v.maxLength(3, 'At most 3 scopes'),
    v.description('read: list and look (catalogue, saved lists, ledger, quotes); unlock: unlock students (charged); export: export saved students (charged)'),
  ),
  password: CurrentPassword,
  expiresInDays: ExpiresInDays,
});

export const ApiKeyView = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.pipe(v.string(), v.description('The first 12 characters of the key, to tell keys apart')),
  scopes: v.array(v.picklist(API_KEY_SCOPES)),
  expiresAt: v.pipe(v.string(), v.description('When the key stops working unless renewed')),
  lastUsedAt: v.pipe(v.nullable(v.string()), v.description('When the key was last used (to the minute); null if never')),
  createdAt: v.string(),
  createdBy: v.optional(
    v.pipe(
      v.object({ id: v.string(), name: v.string() }),
      v.description("The seat that made the key, when it is not you (the institution's owner and managers see every seat's keys)"),
    ),
  ),
});

export const ApiKeyList = v.object({ apiKeys: v.array(ApiKeyView) });

export const ApiKeyCreated = v.object({
  message: v.string(),
  apiKey: ApiKeyView,
  key: v.pipe(v.string(), v.description('The whole key, shown this once: send it as `Authorization: Bearer <key>`')),
});

export const RenewApiKeyBody = v.object({ password: CurrentPassword, expiresInDays: ExpiresInDays });

export const ApiKeyRenewed = v.object({ message: v.string(), apiKey: ApiKeyView });
