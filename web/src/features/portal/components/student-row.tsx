import { DndBadge } from '@/components/ui/dnd-badge';
import { Bookmark, BookmarkCheck, Eye, Lock, Mail, Phone, Unlock } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { flex, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import type { StudentLead } from '../api/students';
import { PrivacyLabelBadge } from '@/components/ui/privacy-label-badge';
import { MinorBadge, minorLocked } from './minor-notice';
import { FreshnessHint } from './contact-freshness';
import { InYourList, SeasonPlaces, seasonFull, seasonFullReason } from './season-places';
import { InvalidMark, NOTHING_TO_UNLOCK, nothingLeftToUnlock } from './contact-validity';
import { actionsCell, iconButton, line, sub, td } from './students-table.styles';
import { formatDay } from '@/lib/dates';

const joined = (...parts: (string | number | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

type Props = {
  student: StudentLead;
  isSelected: boolean;
  isSaved: boolean;
  isPremium: boolean;
  /** shift: the click held Shift (a range, issue 25 §6) */
  onToggle: (id: string, shift: boolean) => void;
  onView: (student: StudentLead) => void;
  onUnlock: (student: StudentLead) => void;
  /** issue 25 §3: the balance cannot pay an unlock; the button stays, says why, and does nothing */
  outOfCredits: boolean;
  /** issue 25 §7: "Costs 1 credit · 40 left after", on hover */
  unlockHint?: string;
  onSave: (student: StudentLead) => void;
};

export const NO_CREDITS_REASON = 'No credits left to unlock: request credits above';
/** The element (rendered once by the table) that says why Unlock does nothing. */
export const NO_CREDITS_ID = 'unlock-needs-credits';

/** One student of the list: masked contact unless unlocked (the server decides), and its actions. */
export function StudentRow({ student, isSelected, isSaved, isPremium, outOfCredits, unlockHint, onToggle, onView, onUnlock, onSave }: Props) {
  const locked = !student.isUnlocked;
  // ADR 0023: a full season turns Unlock off like an empty balance, and says why
  const full = seasonFull(student);
  // ADR 0025: every contact the student has is marked invalid: nothing to buy (the server refuses, charging nothing)
  const nothingToUnlock = nothingLeftToUnlock(student);
  const blocked = outOfCredits || full || nothingToUnlock;
  const reason = nothingToUnlock
    ? NOTHING_TO_UNLOCK
    : full
      ? seasonFullReason(student.institutionsThisSeason!.cap)
      : outOfCredits
        ? NO_CREDITS_REASON
        : unlockHint;
  const name = student.studentName || 'Unknown Student';
  const education = [joined(student.stream ?? 'N/A', student.course), joined(student.entranceExam, student.passingYear)];
  const place = [student.city ?? 'N/A', joined(student.district !== student.city ? student.district : null, student.state)];
  return (
    <tr className={css({ _hover: { bg: 'bg.subtle' } })} data-selected={isSelected || undefined}>
      <td className={td}>
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={isSelected}
          // a click (mouse or Space) carries Shift; a change event does not
          onClick={(event) => onToggle(student.id, event.shiftKey)}
          onChange={() => undefined}
        />
      </td>
      <td className={td}>
        <div className={cx(line, css({ fontWeight: 'semibold' }))} title={name}>
          {name}
        </div>
        <div className={cx(line, sub)}>{joined(student.gender, student.age ? `${student.age} yrs` : null) || 'N/A'}</div>
        <MinorBadge minor={student.minor} compact />
        <PrivacyLabelBadge label={student.privacyLabel} />
        <SeasonPlaces student={student} />
        <InYourList student={student} />
      </td>
      <td className={td}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs', minW: '0' })}>
          <Mail size={12} aria-hidden className={css({ flexShrink: 0 })} />
          <span data-testid="student-email" className={line} title={student.emailId ?? undefined}>
            {student.emailId ?? 'N/A'}
          </span>
          <InvalidMark student={student} field="emailId" />
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs', mt: '1', minW: '0' })}>
          <Phone size={12} aria-hidden className={css({ flexShrink: 0 })} />
          <span data-testid="student-mobile" className={line}>
            {student.mobileNumber ?? 'N/A'}
          </span>
          <InvalidMark student={student} field="mobileNumber" />
          <DndBadge dnd={student.mobileDnd} />
          {locked ? <Lock size={12} aria-label="Locked" className={css({ color: 'highlight.strong', flexShrink: 0 })} /> : null}
        </div>
        <FreshnessHint student={student} />
      </td>
      <td className={td}>
        <div className={line} title={education[0]}>
          {education[0]}
        </div>
        <div className={cx(line, sub)} title={education[1] || undefined}>
          {education[1] || 'N/A'}
        </div>
      </td>
      <td className={td}>
        <div className={line} title={place[0]}>
          {place[0]}
        </div>
        <div className={cx(line, sub)} title={place[1] || undefined}>
          {place[1] || 'N/A'}
        </div>
      </td>
      <td className={cx(td, sub)}>{formatDay(student.createdAt)}</td>
      <td className={cx(td, actionsCell)}>
        <div className={flex({ gap: '1', align: 'center' })}>
          <button type="button" className={iconButton} aria-label={`View ${name}`} title="View details" onClick={() => onView(student)}>
            <Eye size={16} aria-hidden />
          </button>
          {locked && !isPremium && !minorLocked(student) && !student.privacyLabel && !student.inYourList ? (
            <button
              type="button"
              className={cx(button({ variant: 'outline', size: 'sm' }), css({ px: '2.5' }))}
              aria-label={`Unlock ${name}`}
              // aria-disabled, not disabled: the reason stays readable on hover and to a screen reader, and focus can reach it
              aria-disabled={blocked || undefined}
              aria-describedby={outOfCredits && !full && !nothingToUnlock ? NO_CREDITS_ID : undefined}
              title={reason}
              onClick={() => (blocked ? undefined : onUnlock(student))}
            >
              <Unlock size={14} aria-hidden /> Unlock
              {full || nothingToUnlock ? <span className={visuallyHidden()}> — {reason}</span> : null}
            </button>
          ) : null}
          <button
            type="button"
            className={iconButton}
            aria-label={isSaved ? `Remove ${name} from saved` : `Save ${name}`}
            title={isSaved ? 'Remove from saved' : 'Save to a collection'}
            aria-pressed={isSaved}
            onClick={() => onSave(student)}
          >
            {isSaved ? <BookmarkCheck size={16} aria-hidden className={css({ color: 'primary.default' })} /> : <Bookmark size={16} aria-hidden />}
          </button>
        </div>
      </td>
    </tr>
  );
}
