import { css } from 'styled-system/css';
import type { StudentLead } from '../api/students';

/** ADR 0023: why Unlock is off for a student whose admission season is full. */
export const seasonFullReason = (cap: number) =>
  `Already contacted by ${cap} institutions this admission season (1 August–31 July), the most allowed: cannot be unlocked until 1 August. No credits are charged.`;

/** A full season blocks the unlock only for an institution that has not unlocked the student (the cap never takes back). */
export const seasonFull = (student: Pick<StudentLead, 'institutionsThisSeason' | 'isUnlocked'>) =>
  !student.isUnlocked && student.institutionsThisSeason !== undefined && student.institutionsThisSeason.count >= student.institutionsThisSeason.cap;

/** "3 of 10 institutions" this admission season; in the warning colour once full. */
export function SeasonPlaces({ student }: { student: Pick<StudentLead, 'institutionsThisSeason' | 'isUnlocked'> }) {
  const places = student.institutionsThisSeason;
  if (!places) return null;
  const full = places.count >= places.cap;
  return (
    <div
      data-testid="season-places"
      title="Institutions that unlocked this student this admission season (1 August–31 July), and the most that may"
      className={css({ fontSize: 'xs', mt: '1', color: full ? 'warning.default' : 'fg.muted', fontWeight: full ? 'semibold' : 'normal' })}
    >
      {places.count} of {places.cap} institutions{full ? ' · full this season' : ''}
    </div>
  );
}

/** ADR 0024: the student's e-mail or mobile number is on the institution's exclusion list: nothing is charged for them. */
export function InYourList({ student }: { student: Pick<StudentLead, 'inYourList'> }) {
  if (!student.inYourList) return null;
  return (
    <div
      data-testid="in-your-list"
      title="Their e-mail or mobile number is on your institution's exclusion list (Profile › Exclusion list): unlocking, saving or exporting them is never charged"
      className={css({ fontSize: 'xs', mt: '1', color: 'success.default', fontWeight: 'semibold' })}
    >
      Already in your list
    </div>
  );
}
