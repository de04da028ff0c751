/** Browser storage keys fixed by the spec. */
export const ADMIN_TOKEN_KEY = 'auth_token';
export const MEMBER_TOKEN_KEY = 'website_auth_token';

const read = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export const adminToken = () => read(ADMIN_TOKEN_KEY);
export const memberToken = () => read(MEMBER_TOKEN_KEY);
export const setAdminToken = (token: string | null) => (token ? localStorage.setItem(ADMIN_TOKEN_KEY, token) : localStorage.removeItem(ADMIN_TOKEN_KEY));
export const setMemberToken = (token: string | null) => (token ? localStorage.setItem(MEMBER_TOKEN_KEY, token) : localStorage.removeItem(MEMBER_TOKEN_KEY));

/** Member calls use the member token; every other call carries the admin token when there is one. */
export const isMemberPath = (path: string) => /^\/api\/(website|public)\//.test(path);
