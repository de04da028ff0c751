/**
 * Issue 29 §1, ADR 0026: when each contact (e-mail, mobile, WhatsApp) was last verified, how, and where its value came
 * from. Pure rules; the columns are `<field>_verified_at`, `_verified_by`, `_source` and `_source_ref` on students.
 */

export const CONTACT_CHANNELS = ['email', 'mobile', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** How a contact was verified; `source_claim`: the source said so, nobody checked. */
export const VERIFICATION_METHODS = ['otp', 'email_link', 'whatsapp', 'call', 'source_claim'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Where the value came from: an import batch, the admin's form, or the student's own correction in /my-data. */
export const CONTACT_SOURCES = ['import', 'admin', 'student'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** The filter "verified within N days" accepts these (the portal, saved list, saved searches and the API). */
export const VERIFIED_WITHIN_DAYS = [30, 90, 365] as const;
export type VerifiedWithinDays = (typeof VERIFIED_WITHIN_DAYS)[number];

/** A verification older than this many months is stale. */
export const STALE_AFTER_MONTHS = 12;

/** One channel's stored facts. */
export type ContactFacts = {
  verifiedAt: string | null;
  verifiedBy: VerificationMethod | null;
  source: ContactSource;
  sourceRef: string | null;
};

/** One channel as a member receives it: the facts, a readable source and whether the verification is stale. */
export type ContactFreshness = ContactFacts & { sourceLabel: string; stale: boolean };

export type ContactFreshnessFacts = Record<ContactChannel, ContactFacts>;
export type ContactFreshnessView = Record<ContactChannel, ContactFreshness>;

const METHOD_LABEL: Record<VerificationMethod, string> = {
  otp: 'OTP',
  email_link: 'e-mail link',
  whatsapp: 'WhatsApp',
  call: 'call',
  source_claim: 'the source (unchecked)',
};
const CHANNEL_LABEL: Record<ContactChannel, string> = { email: 'E-mail', mobile: 'Mobile', whatsapp: 'WhatsApp' };

/** Twelve calendar months before `now`. */
export function staleBefore(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - STALE_AFTER_MONTHS);
  return limit;
}

/** Stale: verified more than 12 months ago. Never verified is not stale (it is "not verified"). */
export function isStale(verifiedAt: string | null, now: Date): boolean {
  return verifiedAt !== null && new Date(verifiedAt).getTime() < staleBefore(now).getTime();
}

/** "Import 2026-08-14" (the day the record entered with that batch), "Admin entry", "Student's own correction". */
export function sourceLabel(source: ContactSource, importedOn: string | null): string {
  if (source === 'import') return importedOn ? `Import ${importedOn.slice(0, 10)}` : 'Import';
  return source === 'admin' ? 'Admin entry' : "Student's own correction";
}

export function presentFreshness(facts: ContactFreshnessFacts, importedOn: string | null, now: Date): ContactFreshnessView {
  const view = {} as ContactFreshnessView;
  for (const channel of CONTACT_CHANNELS) {
    const fact = facts[channel];
    view[channel] = { ...fact, sourceLabel: sourceLabel(fact.source, importedOn), stale: isStale(fact.verifiedAt, now) };
  }
  return view;
}

/** Whole days between the verification and now (0 today). */
export function daysSince(verifiedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(verifiedAt).getTime()) / 86_400_000));
}

const ago = (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`);

/** "Mobile verified by OTP 12 days ago", "E-mail not verified, from Import 2026-08-14", "… (stale)". */
export function freshnessSentence(channel: ContactChannel, fact: ContactFreshness, now: Date): string {
  const name = CHANNEL_LABEL[channel];
  if (fact.verifiedAt === null) return `${name} not verified, from ${fact.sourceLabel}`;
  const how = fact.verifiedBy ? ` by ${METHOD_LABEL[fact.verifiedBy]}` : '';
  return `${name} verified${how} ${ago(daysSince(fact.verifiedAt, now))}${fact.stale ? ' (stale)' : ''}`;
}
