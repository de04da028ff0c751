import type { StudentLead } from '../api/students';
import { minorLocked } from './minor-notice';

/**
 * Issue 25 §4: a student any member may act on. A minor without a guardian's consent, and a student who withdrew
 * consent or asked not to be contacted, cannot be unlocked or saved: a bulk action leaves them out (the server does too,
 * and names them) instead of failing whole.
 */
export const contactable = (student: Pick<StudentLead, 'minor' | 'privacyLabel'>) => !minorLocked(student) && !student.privacyLabel;
