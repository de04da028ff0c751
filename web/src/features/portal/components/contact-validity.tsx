import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/dates';
import type { InvalidContact } from '../api/student-reports';
import type { StudentLead } from '../api/students';

const WORDS: Record<InvalidContact['field'], string> = { emailId: 'E-mail', mobileNumber: 'Mobile' };

/** "E-mail invalid (bounced 3 Dec 2026)" / "Mobile invalid (reported by 3 institutions, 3 Dec 2026)" (ADR 0025). */
export const invalidLabel = (entry: InvalidContact) =>
  `${WORDS[entry.field]} invalid (${entry.reason === 'bounce' ? 'bounced' : 'reported by 3 institutions,'} ${formatDay(entry.since)})`;

export function InvalidContactBadge({ entry }: { entry: InvalidContact | undefined }) {
  if (!entry) return null;
  return (
    <span data-testid={`invalid-${entry.field}`}>
      <Badge tone="danger">{invalidLabel(entry)}</Badge>
    </span>
  );
}

/** Why Unlock is off when every contact the student has is invalid (the server refuses it, charging nothing). */
export const NOTHING_TO_UNLOCK =
  'Both the e-mail and the mobile number are marked invalid: there is nothing to unlock until a new value is verified. No credit is charged.';

type ListedContacts = Pick<StudentLead, 'emailId' | 'mobileNumber' | 'invalidContacts'>;

/** A list row's mark on a contact field the server marked invalid (the detail dialog says why and since when). */
export function InvalidMark({ student, field }: { student: ListedContacts; field: InvalidContact['field'] }) {
  if (!student.invalidContacts?.includes(field)) return null;
  return (
    <span data-testid={`row-invalid-${field}`} title={`${WORDS[field]} marked invalid: masked for everyone until a new value is verified`}>
      <Badge tone="danger">invalid</Badge>
    </span>
  );
}

/** A list row's student whose every contact is marked invalid (`invalidContacts`, sent with the list): nothing to buy. */
export const nothingLeftToUnlock = (student: ListedContacts) =>
  everyContactInvalid(student, new Map((student.invalidContacts ?? []).map((field) => [field, { field } as InvalidContact])));

/** Every contact the student holds is invalid (the server's rule: nothing to buy). */
export const everyContactInvalid = (student: { emailId?: string | null; mobileNumber?: string | null }, invalid: ReadonlyMap<string, InvalidContact>) => {
  const held = (['emailId', 'mobileNumber'] as const).filter((field) => Boolean(student[field]));
  return held.length > 0 && held.every((field) => invalid.has(field));
};
