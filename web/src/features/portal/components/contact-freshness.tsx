import { css } from 'styled-system/css';
import { type ContactChannel, type ContactFreshness, daysSince, freshnessSentence } from '@domain/leads/domain/contact-freshness.schema';
import type { StudentLead } from '../api/students';
import { Badge } from '@/components/ui/badge';

type WithFreshness = Pick<StudentLead, 'contactFreshness'>;

/** ADR 0026: the newest verification of the e-mail or the mobile (the one "verified within" and the freshness sort use). */
function freshest(student: WithFreshness): ContactFreshness | null {
  const facts = student.contactFreshness;
  if (!facts) return null;
  const verified = [facts.email, facts.mobile].filter((fact) => fact.verifiedAt !== null) as ContactFreshness[];
  return verified.sort((a, b) => b.verifiedAt!.localeCompare(a.verifiedAt!))[0] ?? null;
}

/** Every contact's sentence, one a line: "Mobile verified by OTP 12 days ago". */
export const freshnessSentences = (student: WithFreshness, now = new Date()) =>
  student.contactFreshness
    ? (['email', 'mobile', 'whatsapp'] as const).map((channel) => freshnessSentence(channel, student.contactFreshness![channel] as ContactFreshness, now))
    : [];

/** The list's short hint: "verified 12 d ago", "stale" past 12 months, or "not verified"; the full sentences on hover. */
export function FreshnessHint({ student }: { student: WithFreshness }) {
  if (!student.contactFreshness) return null;
  const fact = freshest(student);
  const label = fact === null ? 'not verified' : fact.stale ? 'stale' : `verified ${daysSince(fact.verifiedAt!, new Date())} d ago`;
  return (
    <span data-testid="freshness-hint" title={freshnessSentences(student).join('\n')} className={css({ display: 'inline-flex', mt: '1' })}>
      <Badge tone={fact === null ? 'neutral' : fact.stale ? 'warning' : 'success'}>{label}</Badge>
    </span>
  );
}

/** The detail's full sentence for one contact; a stale one in the warning colour. */
export function FreshnessLine({ student, channel }: { student: WithFreshness; channel: ContactChannel }) {
  const fact = student.contactFreshness?.[channel] as ContactFreshness | undefined;
  if (!fact) return null;
  return (
    <span
      data-testid={`freshness-${channel}`}
      className={css({
        display: 'block',
        fontSize: 'xs',
        mt: '0.5',
        color: fact.stale ? 'warning.default' : 'fg.muted',
        fontWeight: fact.stale ? 'semibold' : 'normal',
      })}
    >
      {freshnessSentence(channel, fact, new Date())}
    </span>
  );
}
