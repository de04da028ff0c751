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
  const sentTo = async (contact: string) =>
    contact.includes('@') ? (await t.outbox(contact)).map((mail) => mail.textBody) : (await t.smsOutbox(contact)).map((sms) => sms.text);
  /**
   * The newest code sent to the contact, waited for: codes are sent after the answer (issue 26, item 2). `after`: how
   * many messages the contact had before the request, so an older code is not taken for the new one.
   */
  const codeFromOutbox = async (contact: string, after?: number, timeoutMs = 10_000): Promise<string | undefined> => {
    for (const deadline = Date.now() + timeoutMs; ; await Bun.sleep(20)) {
      const texts = await sentTo(contact);
      if (texts.length > (after ?? 0) || (after === undefined && texts.length > 0)) return texts[0]?.match(/\b(\d{6})\b/)?.[1];
      if (Date.now() > deadline) return undefined;
    }
  };
  const passes = new Map<string, Promise<string>>();
  return {
    call,
    askCode: (contact: string) => call('POST', '/code', { json: { contact } }),
    /** asks a code and waits for it: the new one, not an older code still in the outbox */
    async askAndRead(contact: string) {
      const before = (await sentTo(contact)).length;
      await call('POST', '/code', { json: { contact } });
      return codeFromOutbox(contact, before);
    },
    /** how many codes the contact was sent so far */
    sentCount: async (contact: string) => (await sentTo(contact)).length,
    verify: (contact: string, code: string) => call('POST', '/verify', { json: { contact, code } }),
    codeFromOutbox,
    /** asks a code, reads it from the outbox and verifies it: the pass */
    async signIn(contact: string): Promise<string> {
      const before = (await sentTo(contact)).length;
      await call('POST', '/code', { json: { contact } });
      const verified = await call('POST', '/verify', { json: { contact, code: await codeFromOutbox(contact, before) } });
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
