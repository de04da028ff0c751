import { client } from '@/api/client.gen';
import { ApiError } from './api-error';
import { adminToken, isMemberPath, memberToken, setAdminToken } from './auth-tokens';

export const ADMIN_SIGN_IN_PATH = '/system/access/secure-auth';
const OTHER_DEVICE = 'SESSION_EXPIRED_OTHER_DEVICE';

/** Wires the generated client to our session rules (spec 000 §7–§8). Called once at start-up. */
export function configureApiClient(onAdminSessionLost: (otherDevice: boolean) => void) {
  client.setConfig({ baseUrl: '', credentials: 'include', throwOnError: true });

  client.interceptors.request.use((request) => {
    const path = new URL(request.url, window.location.origin).pathname;
    const token = isMemberPath(path) ? memberToken() : adminToken();
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  });

  client.interceptors.error.use((body, response, request) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
    const parsed = typeof body === 'object' && body !== null ? (body as ApiError['body']) : undefined;
    const status = response?.status ?? 0;
    const path = request ? new URL(request.url, window.location.origin).pathname : '';
    if (status === 401 && adminToken() && !isMemberPath(path)) {
      setAdminToken(null);
      onAdminSessionLost(text.includes(OTHER_DEVICE));
    }
    const retryAfter = Number(response?.headers.get('retry-after'));
    return new ApiError(status, parsed, text, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  });
}
