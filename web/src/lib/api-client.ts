import { client } from '@/api/client.gen';
import { ApiError } from './api-error';
import { adminToken, isMemberPath, memberToken, setAdminToken, setMemberToken } from './auth-tokens';

export const ADMIN_SIGN_IN_PATH = '/system/access/secure-auth';
const OTHER_DEVICE = 'SESSION_EXPIRED_OTHER_DEVICE';
/** Member calls whose 401 is about the credentials sent, not the session: wrong password, or a token already gone. */
const MEMBER_SIGN_IN_CALLS = /^\/api\/website\/auth\/(login|register|logout)$/;

export type SessionLossHandlers = {
  /** an admin call answered 401 while an admin token was held; the token is already removed */
  onAdminSessionLost: (otherDevice: boolean) => void;
  /** a member call answered 401 while a member token was held (expired, revoked, signed in elsewhere); token removed */
  onMemberSessionLost: (otherDevice: boolean) => void;
};

/** Wires the generated client to our session rules (spec 000 §7–§8). Called once at start-up. */
export function configureApiClient({ onAdminSessionLost, onMemberSessionLost }: SessionLossHandlers) {
  client.setConfig({ baseUrl: '', credentials: 'include', throwOnError: true });

  client.interceptors.request.use((request) => {
    const path = new URL(request.url, window.location.origin).pathname;
    const token = isMemberPath(path) ? memberToken() : adminToken();
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  });

  client.interceptors.error.use((body, response, request) => {
    // no response: the network failed (offline, say), and `body` is the browser's own error, not the server's words
    if (!response) return new ApiError(0, undefined, body instanceof Error ? body.message : String(body));
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
    const parsed = typeof body === 'object' && body !== null ? (body as ApiError['body']) : undefined;
    const status = response.status;
    const path = request ? new URL(request.url, window.location.origin).pathname : '';
    if (status === 401 && adminToken() && !isMemberPath(path)) {
      setAdminToken(null);
      onAdminSessionLost(text.includes(OTHER_DEVICE));
    }
    if (status === 401 && memberToken() && isMemberPath(path) && !MEMBER_SIGN_IN_CALLS.test(path)) {
      setMemberToken(null);
      onMemberSessionLost(text.includes(OTHER_DEVICE));
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return new ApiError(status, parsed, text, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  });
}
