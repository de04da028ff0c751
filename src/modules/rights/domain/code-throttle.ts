/**
 * SECURITY.md: a stranger must not lock a student out of the rights portal, nor spam them. Failures count per
 * (contact, address), so a stranger's traffic refuses only the stranger's address; what is shared by the whole contact
 * slows (fewer texts, a code that answers only its own address) and never refuses the student's own address.
 */

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Counted per (contact, address) and answered 429 over the limit: only that address is turned away. */
export const CODE_REQUESTS_PER_CONTACT_ADDRESS = 5;
export const WRONG_CODES_PER_CONTACT_ADDRESS = 10;
/** Texts and e-mails per contact, whoever asks: further requests are answered alike and nothing is sent. */
export const CODES_SENT_PER_CONTACT = 3;
export const THROTTLE_WINDOW_MS = QUARTER_HOUR_MS;

/** The limiter's key of a (contact, address) pair. */
export const contactAddressKey = (contactKey: string, address: string) => `${contactKey}|${address}`;

/** A live code and its two try counters: tries from the address that asked for it, and from any other. */
export type LiveCode = { id: string; originKey: string | null; tries: number; foreignTries: number };
export type CodeTryCounter = 'tries' | 'foreignTries';

/**
 * The live codes a verify from `from` may be checked against, and the counter each spends. The address that asked
 * for a code has its own tries, which no one else's wrong guesses use up; every other address shares the code's
 * foreign tries. So a stranger can at most stop a code from being used elsewhere, never from its own address, and a
 * code takes at most 2 × maxTries guesses in all.
 */
export function codesToTry(live: readonly LiveCode[], from: string, maxTries: number): { id: string; counter: CodeTryCounter }[] {
  return live.flatMap((code) => {
    const counter: CodeTryCounter = code.originKey === from ? 'tries' : 'foreignTries';
    return code[counter] < maxTries ? [{ id: code.id, counter }] : [];
  });
}

/** Whether a code may be sent now, given how many were sent to the contact in the window, this one included. */
export const maySendCode = (sentInWindow: number) => sentInWindow <= CODES_SENT_PER_CONTACT;
