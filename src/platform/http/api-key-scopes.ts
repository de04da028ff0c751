/**
 * What a member API key may call (ADR 0012): each scope names the member operations it opens. A route not
 * named here is open to a key with `read` when it is a GET, and closed to every key otherwise (saving, collections,
 * password, logout, reports, the keys themselves): 403 API_KEYS.OUT_OF_SCOPE. Routes are Elysia's patterns.
 */
export const API_KEY_SCOPES = ['read', 'unlock', 'export'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const EXPLICIT: Record<string, ApiKeyScope | null> = {
  // reads sent as POST (a price or a check, nothing charged or changed)
  'POST /api/website/saved-students/bulk-check': 'read',
  'POST /api/website/saved-students/quote': 'read',
  'POST /api/website/saved-students/export/quote': 'read',
  // charged
  'POST /api/website/students/unlock': 'unlock',
  'POST /api/website/students/bulk-unlock': 'unlock',
  'POST /api/website/saved-students/export': 'export',
  // ADR 0024: a key that may spend credits may say what not to spend them on (an integrator's nightly sync)
  'PUT /api/website/exclusion-list': 'unlock',
  'DELETE /api/website/exclusion-list': 'unlock',
  'GET /api/website/credits/ledger/export': 'export',
  // a key never manages keys, nor a team (ADR 0021: people run teams)
  'GET /api/website/api-keys': null,
  'GET /api/website/team': null,
  'GET /api/website/team/usage': null,
  'GET /api/website/team/usage/export': null,
};

/** The scope a key needs for this operation, or null when no key may call it. */
export function scopeFor(method: string, route: string): ApiKeyScope | null {
  const key = `${method.toUpperCase()} ${route}`;
  if (key in EXPLICIT) return EXPLICIT[key] ?? null;
  return method.toUpperCase() === 'GET' ? 'read' : null;
}

/** Keys are told apart from session tokens (JWTs) by this prefix. */
export const API_KEY_PREFIX = 'erk_';

/**
 * In the contract: a member operation a key may call lists the `memberApiKey` scheme with the scope it needs
 * (`path` as OpenAPI writes it, `{id}`); operations without a scope list the session token alone.
 */
export function declareApiKeyScope(operation: { security?: unknown[] }, method: string, path: string): void {
  if (!/^\/api\/(website|public)\//.test(path) || (Array.isArray(operation.security) && operation.security.length === 0)) return;
  const scope = scopeFor(method, path.replace(/\{(\w+)\}/g, ':$1'));
  if (scope) operation.security = [{ bearer: [] }, { memberApiKey: [scope] }];
}
