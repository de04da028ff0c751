import { css } from 'styled-system/css';
import { Badge } from '@/components/ui/badge';
import type { StudentLead } from '../api/students';

/** Issue 16 §2: the words the list, the detail dialog and the unlock dialog use for an under-18 student. */
export const MINOR_LOCKED_EXPLANATION =
  "This student is under 18 and no parent's or guardian's consent is on file, so their contact details cannot be unlocked. No credit is charged.";

export const minorLocked = (student: Pick<StudentLead, 'minor'>) => student.minor === 'consent_required';

/**
 * "Under 18 — parental consent on file / required"; nothing for an adult. `compact` (the list's row) says it shorter,
 * "Under 18 · consented / no consent", with the whole words on hover: on one line from 1280 px (165 of the cell's 186
 * px), where the whole words wrapped onto two and made a minor's row so tall that the first row no longer fit above
 * the fold at 1280 × 800 (issue 25 §6); a narrower table wraps it rather than spill it into the next column.
 */
export function MinorBadge({ minor, compact = false }: Pick<StudentLead, 'minor'> & { compact?: boolean }) {
  if (minor === 'adult') return null;
  const onFile = minor === 'parental_consent';
  const words = onFile ? 'Under 18 — parental consent on file' : 'Under 18 — parental consent required';
  return (
    // wraps in a narrow cell instead of being cut
    <span title={compact ? words : undefined} className={css({ display: 'inline-block', mt: '1', '& > span': { whiteSpace: 'normal' } })}>
      <Badge tone={onFile ? 'brand' : 'warning'}>{compact ? (onFile ? 'Under 18 · consented' : 'Under 18 · no consent') : words}</Badge>
    </span>
  );
}

/** Why a locked minor cannot be unlocked, said where the unlock would be offered. */
export function MinorLockedNotice() {
  return (
    <p role="note" className={css({ fontSize: 'sm', color: 'warning.default', bg: 'warning.subtle', p: '3', borderRadius: 'md' })}>
      {MINOR_LOCKED_EXPLANATION}
    </p>
  );
}
