import { css } from 'styled-system/css';
import { Badge } from '@/components/ui/badge';
import type { StudentLead } from '../api/students';

/** Issue 16 §2: the words the list, the detail dialog and the unlock dialog use for an under-18 student. */
export const MINOR_LOCKED_EXPLANATION =
  "This student is under 18 and no parent's or guardian's consent is on file, so their contact details cannot be unlocked. No credit is charged.";

export const minorLocked = (student: Pick<StudentLead, 'minor'>) => student.minor === 'consent_required';

/** "Under 18 — parental consent on file / required"; nothing for an adult. */
export function MinorBadge({ minor }: Pick<StudentLead, 'minor'>) {
  if (minor === 'adult') return null;
  // wraps in a narrow cell instead of being cut
  return (
    <span className={css({ display: 'inline-block', mt: '1', '& > span': { whiteSpace: 'normal' } })}>
      {minor === 'parental_consent' ? (
        <Badge tone="brand">Under 18 — parental consent on file</Badge>
      ) : (
        <Badge tone="warning">Under 18 — parental consent required</Badge>
      )}
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
