import { FreshnessLine } from './contact-freshness';
import { dndExplanation } from '@/components/ui/dnd-badge';
import { Lock, Unlock } from 'lucide-react';
import { css } from 'styled-system/css';
import { grid, hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { useInvalidContacts, useStudentFlags } from '../api/student-reports';
import { everyContactInvalid, InvalidContactBadge, NOTHING_TO_UNLOCK } from './contact-validity';
import type { StudentLead } from '../api/students';
import { ReportWrongData } from './report-wrong-data';
import { PRIVACY_LOCKED_EXPLANATION, PrivacyLabelBadge } from '@/components/ui/privacy-label-badge';
import { MinorBadge, MinorLockedNotice, minorLocked } from './minor-notice';
import { ProvenanceSection } from './provenance-section';
import { seasonFull, seasonFullReason } from './season-places';
import { NO_CREDITS_REASON } from './student-row';
import { formatDay } from '@/lib/dates';
import { Row, Section } from './detail-parts';

type Props = {
  student: StudentLead | null;
  isPremium: boolean;
  unlockPrice: number;
  /** the member's balance (undefined while it loads) */
  credits: number | undefined;
  onClose: () => void;
  onUnlock: (student: StudentLead) => void;
  unlocking: boolean;
};

const reportedInvalid = <Badge tone="danger">Reported invalid</Badge>;

const verified = (flag: boolean) => <Badge tone={flag ? 'success' : 'neutral'}>{flag ? 'Verified' : 'Not verified'}</Badge>;

export function StudentDetailDialog({ student, isPremium, unlockPrice, credits, onClose, onUnlock, unlocking }: Props) {
  // the server decides: a premium member's minor without a guardian's consent arrives locked too (issue 16)
  const locked = student !== null && !student.isUnlocked;
  const unlockable = locked && !isPremium && student !== null && !minorLocked(student) && !student.privacyLabel && !student.inYourList;
  const shortOfCredits = credits !== undefined && credits < unlockPrice;
  // ADR 0023: a full season turns Unlock off, and says why (nothing is charged)
  const full = student !== null && seasonFull(student);
  const flags = useStudentFlags(student?.id).data ?? new Set<string>();
  // ADR 0025: an invalid field says so (masked for everyone); with every contact invalid there is nothing to unlock
  const invalid = useInvalidContacts(student?.id).data ?? new Map();
  const blockedReason =
    student && everyContactInvalid(student, invalid)
      ? NOTHING_TO_UNLOCK
      : full
        ? seasonFullReason(student.institutionsThisSeason!.cap)
        : shortOfCredits
          ? NO_CREDITS_REASON
          : undefined;
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={student?.studentName || 'Unknown Student'}
      description={
        student && minorLocked(student)
          ? "Contact details are masked: this student is under 18 and no parent's or guardian's consent is on file."
          : student?.privacyLabel && locked
            ? 'Contact details are masked: this student asked not to be contacted.'
            : student?.inYourList
              ? "Already in your list: this student's e-mail or mobile number is on your institution's exclusion list, so nothing is charged for them."
              : locked
                ? 'Contact details are masked until you unlock this student.'
                : 'Full contact details are shown.'
      }
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Close
          </button>
          {unlockable && student ? (
            <button
              type="button"
              className={button()}
              // issue 25 §3: short of credits the button stays, says why (hover, screen reader) and does nothing
              aria-disabled={blockedReason ? true : undefined}
              title={blockedReason}
              onClick={() => (blockedReason ? undefined : onUnlock(student))}
              disabled={unlocking}
            >
              <Unlock size={16} aria-hidden /> Unlock Contact ({unlockPrice} {unlockPrice === 1 ? 'credit' : 'credits'})
              {blockedReason ? <span className={visuallyHidden()}> — {blockedReason}</span> : null}
            </button>
          ) : null}
        </>
      }
    >
      {student ? (
        <>
          {flags.has('record') ? (
            <p role="status" className={css({ bg: 'error.subtle', color: 'error.text', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm', mb: '4' })}>
              Members reported this record as not a student or a duplicate.
            </p>
          ) : null}
          {student.minor !== 'adult' ? (
            <div className={grid({ mb: '4', gap: '2', justifyItems: 'start' })}>
              <MinorBadge minor={student.minor} />
              {minorLocked(student) ? <MinorLockedNotice /> : null}
            </div>
          ) : null}
          {student.privacyLabel ? (
            <div className={grid({ mb: '4', gap: '2', justifyItems: 'start' })}>
              <PrivacyLabelBadge label={student.privacyLabel} />
              {locked ? (
                <p role="note" className={css({ fontSize: 'sm', color: 'error.text', bg: 'error.subtle', p: '3', borderRadius: 'md' })}>
                  {PRIVACY_LOCKED_EXPLANATION}
                </p>
              ) : null}
            </div>
          ) : null}
          {full ? (
            <p
              role="note"
              data-testid="season-full"
              className={css({ fontSize: 'sm', color: 'warning.default', bg: 'warning.subtle', p: '3', borderRadius: 'md', mb: '4' })}
            >
              {seasonFullReason(student.institutionsThisSeason!.cap)}
            </p>
          ) : null}
          <ProvenanceSection provenance={student.provenance} />
          <Section title="Personal Information">
            <Row label="Gender">{student.gender}</Row>
            <Row label="Age">{student.age}</Row>
            <Row label="Date of Birth">{student.dateOfBirth}</Row>
            <Row label="Father Name">{student.fatherName}</Row>
            <Row label="Mother Name">{student.motherName}</Row>
          </Section>
          <Section title="Contact Information">
            <Row label="Email">
              <span className={css({ fontFamily: 'mono' })} data-testid="detail-email">
                {student.emailId ?? 'N/A'}
              </span>{' '}
              {verified(student.emailVerified)}{' '}
              {invalid.has('emailId') ? <InvalidContactBadge entry={invalid.get('emailId')} /> : flags.has('emailId') ? reportedInvalid : null}
              <FreshnessLine student={student} channel="email" />
            </Row>
            <Row label="Mobile">
              <span className={css({ fontFamily: 'mono' })} data-testid="detail-mobile">
                {student.mobileNumber ?? 'N/A'}
              </span>{' '}
              {verified(student.mobileVerified)}{' '}
              {invalid.has('mobileNumber') ? <InvalidContactBadge entry={invalid.get('mobileNumber')} /> : flags.has('mobileNumber') ? reportedInvalid : null}
              <FreshnessLine student={student} channel="mobile" />
              {student.mobileDnd ? <p className={hint({ mt: '1' })}>{dndExplanation(student.mobileDnd.listedSince)} (transactional ones are).</p> : null}
            </Row>
            <Row label="WhatsApp">
              {verified(student.whatsappVerified)}
              <FreshnessLine student={student} channel="whatsapp" />
            </Row>
            <Row label="Address">
              {locked ? <Lock size={12} aria-label="Locked" className={css({ display: 'inline', mr: '1' })} /> : null}
              {student.address ?? 'N/A'}
            </Row>
          </Section>
          <Section title="Education Details">
            <Row label="Stream">{student.stream}</Row>
            <Row label="Course">{student.course}</Row>
            <Row label="Board">{student.board}</Row>
            <Row label="Passing Year">{student.passingYear}</Row>
            <Row label="Entrance Exam">{student.entranceExam}</Row>
          </Section>
          <Section title="Location & Institution">
            <Row label="City">{student.city}</Row>
            <Row label="District">{student.district}</Row>
            <Row label="State">{student.state}</Row>
            <Row label="PIN Code">{student.pincode}</Row>
            <Row label="College">{student.collegeName}</Row>
          </Section>
          <Section title="Additional Information">
            <Row label="Other Info">{student.otherInfo}</Row>
            <Row label="Data Source">{student.dataSource || 'Unknown'}</Row>
            <Row label="Added">{formatDay(student.createdAt)}</Row>
            <Row label="Institutions this season">
              {student.institutionsThisSeason ? `${student.institutionsThisSeason.count} of ${student.institutionsThisSeason.cap} (1 August–31 July)` : null}
            </Row>
          </Section>
          {locked ? null : <ReportWrongData studentId={student.id} />}
        </>
      ) : null}
    </Dialog>
  );
}
