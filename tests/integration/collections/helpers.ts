import type { TestApp } from '@support/test-app';

/** JSON calls against the in-process app, answering status and parsed body. */
export const caller = (t: TestApp) => {
  const call = async (method: string, path: string, token: string, json?: unknown) => {
    const response = await t.handle(path, { method, token, ...(json === undefined ? {} : { json }) });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // CSV answers stay text
    }
    return { status: response.status, body, headers: response.headers };
  };
  return {
    get: (path: string, token: string) => call('GET', path, token),
    post: (path: string, token: string, json: unknown = {}) => call('POST', path, token, json),
    put: (path: string, token: string, json: unknown) => call('PUT', path, token, json),
    patch: (path: string, token: string, json: unknown) => call('PATCH', path, token, json),
    del: (path: string, token: string) => call('DELETE', path, token),
    sql: <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>,
  };
};

/** Marks students as unlocked by a member, the way the credits module records it. */
export const unlockFor = (t: TestApp, memberId: string, studentIds: string[]) =>
  t.db.orm.em.fork().execute(
    `insert into unlocked_students (user_id, student_id) values ${studentIds.map(() => '(?, ?)').join(', ')}`,
    studentIds.flatMap((id) => [memberId, id]),
  );
