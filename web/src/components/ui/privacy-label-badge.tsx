import { css } from 'styled-system/css';
import { Badge } from './badge';

/**
 * Issue 16 §3: the server's label for a record a member may not contact: "Withdrawn — delete your copy" or
 * "Do not contact". Nothing when the server sends none.
 */
export function PrivacyLabelBadge({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  // wraps in a narrow cell instead of being cut
  return (
    <span className={css({ display: 'inline-block', mt: '1', '& > span': { whiteSpace: 'normal' } })}>
      <Badge tone="danger">{label}</Badge>
    </span>
  );
}

/** Why such a record cannot be unlocked, said where the unlock would be offered. */
export const PRIVACY_LOCKED_EXPLANATION =
  'This student has asked not to be contacted (or withdrew consent), so their contact details cannot be unlocked. Members who unlocked them before were told to delete their copy.';
