import type { RateLimiter } from '@platform/http/rate-limiter.port';
import { CODE_LIFETIME_MS, CODE_MAX_TRIES, maskContact, PASS_LIFETIME_MS, sixDigitCode, type Contact } from '../domain/access-code';
import { codeMessage, type MyDataLanguage } from '../domain/code-message';
import { CODES_SENT_PER_CONTACT, codesToTry, maySendCode, THROTTLE_WINDOW_MS } from '../domain/code-throttle';
import { badCode, passExpired } from '../domain/rights.errors';
import { type RightsDeps, STUDENT_ACTOR } from './rights.deps';
import { randomToken, randomUint32, sha256 } from './secrets';

/** The one answer to every code request, known contact or not (ADR 0018: no enumeration). */
export const CODE_SENT_MESSAGE = 'If this e-mail or mobile number is on our records, a 6-digit code is on its way. It works once, for 10 minutes.';

export const contactKeyOf = (contact: Contact) => sha256(`${contact.kind}:${contact.value}`);

/** The address a code was asked from, as stored: its SHA-256, never the address. */
export const originKeyOf = (address: string) => sha256(`address:${address}`);

/** Step one's answer, the same for every contact: the code is sent after it (`sendCode`), never before. */
export const codeAnswer = (contact: Contact) => ({ message: CODE_SENT_MESSAGE, sentTo: maskContact(contact) });

/** Texts and e-mails of codes per contact, whoever asks (SECURITY.md): shared by every server copy's limiter. */
export const codesSentRule = { name: 'my-data-code:sent', limit: CODES_SENT_PER_CONTACT, windowMs: THROTTLE_WINDOW_MS };

type SendDeps = Pick<RightsDeps, 'codes' | 'students' | 'mailer' | 'sms' | 'clock'> & { rateLimiter: RateLimiter };

/**
 * Step one, run after the answer has gone (SECURITY.md): how long this takes, and whether the transport fails,
 * must not show in the answer, or it would tell which contacts are on record. Only when a student holds the contact,
 * and while the contact has had fewer than CODES_SENT_PER_CONTACT codes this quarter-hour, a code is stored and sent
 * by e-mail (the Mailer) or text (the SmsSender). `firstHeldBack`: the first request this quarter-hour past the share.
 */
export async function sendCode(contact: Contact, language: MyDataLanguage, address: string, deps: SendDeps) {
  const students = await deps.students.findByContact(contact.value);
  if (students.length === 0) return { sent: false, firstHeldBack: false };
  const contactKey = await contactKeyOf(contact);
  const budget = await deps.rateLimiter.hit(codesSentRule, contactKey);
  if (!maySendCode(budget.count)) return { sent: false, firstHeldBack: budget.count === CODES_SENT_PER_CONTACT + 1 };
  const code = sixDigitCode(randomUint32);
  await deps.codes.issue(contactKey, await originKeyOf(address), await sha256(code), new Date(deps.clock.now().getTime() + CODE_LIFETIME_MS));
  const message = codeMessage(language, code);
  if (contact.kind === 'mobile') await deps.sms.send({ to: contact.value, text: message.text });
  else await deps.mailer.send({ to: contact.value, ...message });
  return { sent: true, firstHeldBack: false };
}

/**
 * Step two: any live code of the contact, once. Tries from the address that asked for a code count apart from
 * everyone else's (codesToTry), so a stranger's wrong guesses never end the student's code at the student's address.
 * A good code buys a 30-minute pass for the records that hold the contact now, shown once and stored as its SHA-256.
 */
export async function verifyCode(contact: Contact, code: string, address: string, deps: Pick<RightsDeps, 'codes' | 'passes' | 'students' | 'clock'>) {
  const from = await originKeyOf(address);
  const tried = await deps.codes.takeTries(await contactKeyOf(contact), deps.clock.now(), (live) => codesToTry(live, from, CODE_MAX_TRIES));
  const codeHash = await sha256(code);
  const attempt = tried.find((candidate) => candidate.codeHash === codeHash);
  if (!attempt) throw badCode();
  if (!(await deps.codes.consume(attempt.id))) throw badCode();
  const students = await deps.students.findByContact(contact.value);
  if (students.length === 0) throw badCode();
  // ADR 0026: the code proves the student holds this contact: a fresh OTP verification of it on each of their records
  const at = deps.clock.now().toISOString();
  const confirmed =
    contact.kind === 'mobile' ? { mobileVerifiedAt: at, mobileVerifiedBy: 'otp' as const } : { emailVerifiedAt: at, emailVerifiedBy: 'otp' as const };
  for (const student of students) await deps.students.update(student.id, { ...confirmed, contactSource: 'student' }, STUDENT_ACTOR);
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
