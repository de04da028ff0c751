import type { TestApp } from '@support/test-app';

/** Calls of the public /my-data API: JSON in, status and parsed body out, the pass in its header. */
export const portal = (t: TestApp) => {
  const call = async (method: string, path: string, options: { json?: unknown; pass?: string; token?: string } = {}) => {
    const headers: Record<string, string> = options.pass ? { 'x-privacy-pass': options.pass } : {};
    const response = await t.handle(`/api/privacy/my-data${path}`, {
      method,
      headers,
      token: options.token,
      ...(options.json === undefined ? {} : { json: options.json }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const codeFromOutbox = async (contact: string) => {
    const text = contact.includes('@') ? (await t.outbox(contact))[0]?.textBody : (await t.smsOutbox(contact))[0]?.text;
    return text?.match(/\b(\d{6})\b/)?.[1];
  };
  const passes = new Map<string, Promise<string>>();
  return {
    call,
    askCode: (contact: string) => call('POST', '/code', { json: { contact } }),
    verify: (contact: string, code: string) => call('POST', '/verify', { json: { contact, code } }),
    codeFromOutbox,
    /** asks a code, reads it from the outbox and verifies it: the pass */
    async signIn(contact: string): Promise<string> {
      await call('POST', '/code', { json: { contact } });
      const verified = await call('POST', '/verify', { json: { contact, code: await codeFromOutbox(contact) } });
      return verified.body.pass;
    },
    /** one pass per contact for the whole file, so the per-contact code limit is not what a test meets */
    passFor(contact: string): Promise<string> {
      if (!passes.has(contact)) passes.set(contact, this.signIn(contact));
      return passes.get(contact)!;
    },
    myData: (pass: string) => call('GET', '', { pass }),
  };
};
