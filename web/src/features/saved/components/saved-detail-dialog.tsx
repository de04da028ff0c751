import { DndBadge } from '@/components/ui/dnd-badge';
import { useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { NOTES_LIMIT } from '@domain/collections/domain/saved-students.schema';
import type { Collection } from '../api/collections';
import type { SavedStudent } from '../api/saved-students';
import { na, savedDate, studentNameOf } from './fallbacks';
import { WITHDRAWN_LABEL } from '@domain/leads/domain/privacy-labels.schema';

type Props = {
  student: SavedStudent | null;
  collectionName: string;
  /** where the student can be moved (archived ones only while Show Archived is on) */
  targets: Collection[];
  moving: boolean;
  onMove: (collectionId: string) => void;
  savingNotes: boolean;
  onClose: () => void;
  onSaveNotes: (notes: string) => void;
  onRemove: () => void;
};

const yes = (flag: boolean | null | undefined) => (flag ? 'Verified' : 'Not verified');

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4' })}>
      <h3 className={heading({ size: 'sm', color: 'primary.default', mb: '3' })}>{title}</h3>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1.5', fontSize: 'sm' })}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={hint({ size: 'inherit' })}>{label}</dt>
            <dd className={css({ wordBreak: 'break-word' })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The six sections of spec 001 §2, with editable Personal Notes. */
export function SavedDetailDialog({ student, collectionName, targets, moving, onMove, savingNotes, onClose, onSaveNotes, onRemove }: Props) {
  const [notes, setNotes] = useState('');
  const [target, setTarget] = useState('');
  useEffect(() => setNotes(student?.notes ?? ''), [student]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets the choice when another student or collection is shown; they are triggers
  useEffect(() => setTarget(''), [student?.id, student?.collectionId]);
  if (!student) return null;
  const s = student;
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={studentNameOf(s.studentName)}
      description={`In ${collectionName} · saved ${savedDate(s.savedAt)}`}
      footer={
        <>
          <button type="button" className={button({ variant: 'danger' })} onClick={onRemove}>
            Remove from Saved
          </button>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {s.privacyLabel ? (
        <p role="note" className={css({ fontSize: 'sm', color: 'error.text', bg: 'error.subtle', p: '3', borderRadius: 'md', mb: '3' })}>
          <strong>{s.privacyLabel}.</strong>{' '}
          {s.privacyLabel === WITHDRAWN_LABEL
            ? 'This student withdrew consent: delete every copy you hold (downloads, spreadsheets, your CRM) and do not contact them.'
            : 'This student asked not to be contacted (DND/NCPR registry or an objection).'}
        </p>
      ) : null}
      <div className={grid({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' })}>
        <Section
          title="Personal Information"
          rows={[
            ['Name', studentNameOf(s.studentName)],
            ['Gender', na(s.gender)],
            ['Age', na(s.age)],
            ['Date of birth', na(s.dateOfBirth)],
            ["Father's name", na(s.fatherName)],
            ["Mother's name", na(s.motherName)],
          ]}
        />
        <Section
          title="Contact Information"
          rows={[
            ['Email', na(s.emailId)],
            ['Email status', yes(s.emailVerified)],
            [
              'Mobile',
              <>
                {na(s.mobileNumber)}
                <DndBadge dnd={s.mobileDnd} />
              </>,
            ],
            ['Mobile status', yes(s.mobileVerified)],
            ['WhatsApp', yes(s.whatsappVerified)],
          ]}
        />
        <Section
          title="Education Details"
          rows={[
            ['Stream', na(s.stream)],
            ['Course', na(s.course)],
            ['Board', na(s.board)],
            ['Passing year', na(s.passingYear)],
            ['Entrance exam', na(s.entranceExam)],
          ]}
        />
        <Section
          title="Location & Institution"
          rows={[
            ['Address', na(s.address)],
            ['City', na(s.city)],
            ['District', na(s.district)],
            ['State', na(s.state)],
            ['PIN code', na(s.pincode)],
            ['Institution', na(s.collegeName)],
          ]}
        />
        <Section
          title="Additional Information"
          rows={[
            ['Other info', na(s.otherInfo)],
            ['Data source', na(s.dataSource)],
            ['Collection', collectionName],
            ['Saved on', savedDate(s.savedAt)],
          ]}
        />
        <section
          className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          <h3 className={heading({ size: 'sm', color: 'primary.default' })}>
            <label htmlFor="personal-notes">Personal Notes</label>
          </h3>
          <textarea
            id="personal-notes"
            className={input({ multiline: true })}
            value={notes}
            maxLength={NOTES_LIMIT}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Calls, interests, follow-ups…"
          />
          <button
            type="button"
            className={`${button({ size: 'sm' })} ${css({ alignSelf: 'flex-end' })}`}
            disabled={savingNotes || notes === (s.notes ?? '')}
            onClick={() => onSaveNotes(notes)}
          >
            Save Notes
          </button>
        </section>
        <section
          className={css({
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            p: '4',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            md: { gridColumn: 'span 2' },
          })}
        >
          <h3 className={heading({ size: 'sm', color: 'primary.default' })}>
            <label htmlFor="move-target">Move to another collection</label>
          </h3>
          <div className={flex({ gap: '2' })}>
            <select
              id="move-target"
              className={`${input()} ${css({ flex: '1', minW: '0' })}`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">Choose a collection…</option>
              {targets
                .filter((c) => c.id !== s.collectionId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.isArchived ? ' (archived)' : ''}
                  </option>
                ))}
            </select>
            <button type="button" className={button({ variant: 'outline' })} disabled={moving || !target} onClick={() => onMove(target)}>
              Move
            </button>
          </div>
        </section>
      </div>
    </Dialog>
  );
}
