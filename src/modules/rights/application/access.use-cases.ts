import { CODE_LIFETIME_MS, CODE_MAX_TRIES, maskContact, PASS_LIFETIME_MS, sixDigitCode, type Contact } from '../domain/access-code';
import { codeMessage, type MyDataLanguage } from '../domain/code-message';
import { badCode, passExpired } from '../domain/rights.errors';
import type { RightsDeps } from './rights.deps';
import { randomToken, randomUint32, sha256 } from './secrets';

/** The one answer to every code request, known contact or not (issue 16 §4: no enumeration). */
export const CODE_SENT_MESSAGE = 'If this e-mail or mobile number is on our records, a 6-digit code is on its way. It works once, for 10 minutes.';

export const contactKeyOf = (contact: Contact) => sha256(`${contact.kind}:${contact.value}`);

/**
 * Step one: a code is stored for every request (so the work done does not depend on the records), and sent only when
 * a student holds the contact: by e-mail through the Mailer, by text through the SmsSender.
 */
export async function requestCode(contact: Contact, language: MyDataLanguage, deps: Pick<RightsDeps, 'codes' | 'students' | 'mailer' | 'sms' | 'clock'>) {
  const code = sixDigitCode(randomUint32);
  await deps.codes.issue(await contactKeyOf(contact), await sha256(code), new Date(deps.clock.now().getTime() + CODE_LIFETIME_MS));
  const students = await deps.students.findByContact(contact.value);
  if (students.length > 0) {
    const message = codeMessage(language, code);
    if (contact.kind === 'mobile') await deps.sms.send({ to: contact.value, text: message.text });
    else await deps.mailer.send({ to: contact.value, ...message });
  }
  return { message: CODE_SENT_MESSAGE, sentTo: maskContact(contact) };
}

/**
 * Step two: the newest live code of the contact, once, at most CODE_MAX_TRIES tries however many arrive at once. A
 * good code buys a 30-minute pass for the records that hold the contact now, shown once and stored as its SHA-256.
 */
export async function verifyCode(contact: Contact, code: string, deps: Pick<RightsDeps, 'codes' | 'passes' | 'students' | 'clock'>) {
  const attempt = await deps.codes.takeTry(await contactKeyOf(contact), deps.clock.now(), CODE_MAX_TRIES);
  if (!attempt || attempt.codeHash !== (await sha256(code))) throw badCode();
  if (!(await deps.codes.consume(attempt.id))) throw badCode();
  const students = await deps.students.findByContact(contact.value);
  if (students.length === 0) throw badCode();
  const pass = randomToken();
  const expiresAt = new Date(deps.clock.now().getTime() + PASS_LIFETIME_MS);
  await deps.passes.open(
    await sha256(pass),
    students.map((student) => student.id),
    expiresAt,
  );
  return { pass, expiresAt: expiresAt.toISOString() };
}

/** The student ids a pass covers; 401 RIGHTS.PASS_EXPIRED without a live one. */
export async function studentsOfPass(pass: string | undefined, deps: Pick<RightsDeps, 'passes' | 'clock'>): Promise<string[]> {
  if (!pass) throw passExpired();
  const ids = await deps.passes.studentsOf(await sha256(pass), deps.clock.now());
  if (!ids) throw passExpired();
  return ids;
}
