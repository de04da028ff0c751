import { DndBadge } from '@/components/ui/dnd-badge';
import { CheckCircle2, Eye, Trash2, XCircle } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { eyebrow, flex, hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import type { Collection } from '../api/collections';
import type { SavedStudent } from '../api/saved-students';
import { na, savedDate, studentNameOf } from './fallbacks';
import { PrivacyLabelBadge } from '@/components/ui/privacy-label-badge';

type Props = {
  rows: SavedStudent[];
  collections: Map<string, Collection>;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onView: (student: SavedStudent) => void;
  onUnsave: (student: SavedStudent) => void;
};

const th = eyebrow({
  textAlign: 'left',
  letterSpacing: 'wide',
  color: 'fg.muted',
  px: '3',
  py: '2.5',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const td = css({ px: '3', py: '3', verticalAlign: 'top', fontSize: 'sm', borderBottomWidth: '1px', borderColor: 'border.default', overflow: 'hidden' });
const sub = hint({ size: 'xs', mt: '0.5' });
/** one line, cut with an ellipsis; the full text is in the title (tooltip) */
const line = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/**
 * The actions stay in view even if a narrow window ever made the table scroll sideways. One background per cell
 * (the header's own, white for a row): two on one element would leave the winner to the stylesheet's order.
 */
const stickyRight = css({ position: 'sticky', right: '0', boxShadow: '-8px 0 8px -8px rgba(15, 23, 42, 0.12)' });
const actionsCell = cx(stickyRight, css({ bg: 'bg.canvas' }));
const joined = (...parts: string[]) => parts.join(' · ');

function Flag({ ok, label }: { ok: boolean | null | undefined; label: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: ok ? 'ok.default' : 'fg.subtle' })}>
      <Icon size={12} aria-hidden /> {label}
      <span className={visuallyHidden()}>{ok ? ' verified' : ' not verified'}</span>
    </span>
  );
}

export function SavedTable({ rows, collections, selected, onToggle, onToggleAll, onView, onUnsave }: Props) {
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className={css({ overflowX: 'auto' })}>
      {/* a fixed layout whose cells cut long values (full text in the tooltip): the whole table fits the card at 1280 px */}
      <table className={css({ w: 'full', borderCollapse: 'separate', borderSpacing: '0', tableLayout: 'fixed' })}>
        <colgroup>
          <col className={css({ w: '10' })} />
          <col />
          <col className={css({ w: '26%' })} />
          <col />
          <col />
          <col />
          <col className={css({ w: '24' })} />
        </colgroup>
        <thead>
          <tr>
            <th className={th} scope="col">
              <input
                type="checkbox"
                aria-label="Select all students on this page"
                checked={allChecked}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            {['Student Details', 'Contact Info', 'Education', 'Location', 'Saved Info'].map((label) => (
              <th key={label} className={th} scope="col">
                {label}
              </th>
            ))}
            <th className={cx(th, stickyRight)} scope="col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = studentNameOf(row.studentName);
            const collection = row.collectionId ? collections.get(row.collectionId) : undefined;
            return (
              <tr key={row.id} className={css({ _hover: { bg: 'bg.subtle' } })} data-selected={selected.has(row.id) || undefined}>
                <td className={td}>
                  <input type="checkbox" aria-label={`Select ${name}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} />
                </td>
                <td className={td}>
                  <div className={cx(line, css({ fontWeight: 'semibold' }))} title={name}>
                    {name}
                  </div>
                  <div className={cx(line, sub)}>
                    {na(row.gender)} · {row.age ? `${row.age} yrs` : 'N/A'}
                  </div>
                  <PrivacyLabelBadge label={row.privacyLabel} />
                </td>
                <td className={td}>
                  <div className={line} title={row.emailId ?? undefined}>
                    {na(row.emailId)}
                  </div>
                  <div className={cx(line, sub)}>
                    {na(row.mobileNumber)}
                    <DndBadge dnd={row.mobileDnd} />
                  </div>
                  <div className={flex({ gap: '2', mt: '1', wrap: 'wrap' })}>
                    <Flag ok={row.emailVerified} label="Email" />
                    <Flag ok={row.mobileVerified} label="Mobile" />
                    <Flag ok={row.whatsappVerified} label="WhatsApp" />
                  </div>
                </td>
                <td className={td}>
                  <div className={line} title={na(row.stream)}>
                    {na(row.stream)}
                  </div>
                  <div className={cx(line, sub)} title={joined(na(row.course), na(row.entranceExam), na(row.passingYear))}>
                    {joined(na(row.course), na(row.entranceExam), na(row.passingYear))}
                  </div>
                </td>
                <td className={td}>
                  <div className={line} title={na(row.city)}>
                    {na(row.city)}
                  </div>
                  <div className={cx(line, sub)} title={joined(na(row.state), na(row.pincode))}>
                    {joined(na(row.state), na(row.pincode))}
                  </div>
                </td>
                <td className={td}>
                  <div className={flex({ align: 'center', gap: '1.5', minW: '0' })}>
                    <span
                      aria-hidden
                      className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })}
                      style={{ background: collection?.color ?? 'var(--colors-ink-400)' }}
                    />
                    <span className={line} title={collection?.name ?? 'Unknown'}>
                      {collection?.name ?? 'Unknown'}
                    </span>
                  </div>
                  <div className={cx(line, sub)}>Saved {savedDate(row.savedAt)}</div>
                  {row.notes ? (
                    <div className={cx(line, hint({ size: 'xs', mt: '1' }))} title={row.notes}>
                      📝 {row.notes.split('\n')[0]}
                    </div>
                  ) : null}
                </td>
                <td className={cx(td, actionsCell)}>
                  <div className={flex({ gap: '1' })}>
                    <button
                      type="button"
                      className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                      aria-label={`View ${name}`}
                      title="View details"
                      onClick={() => onView(row)}
                    >
                      <Eye size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                      aria-label={`Remove ${name} from saved`}
                      title="Remove from saved"
                      onClick={() => onUnsave(row)}
                    >
                      <Trash2 size={16} aria-hidden className={css({ color: 'error.default' })} />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
