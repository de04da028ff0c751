import { CheckCircle2, Eye, Trash2, XCircle } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Collection } from '../api/collections';
import type { SavedStudent } from '../api/saved-students';
import { na, savedDate, studentNameOf } from './fallbacks';

type Props = {
  rows: SavedStudent[];
  collections: Map<string, Collection>;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onView: (student: SavedStudent) => void;
  onUnsave: (student: SavedStudent) => void;
};

const th = css({ textAlign: 'left', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted', px: '3', py: '2.5', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.default' });
const td = css({ px: '3', py: '3', verticalAlign: 'top', fontSize: 'sm', borderBottomWidth: '1px', borderColor: 'border.default' });
const sub = css({ color: 'fg.muted', fontSize: 'xs', mt: '0.5' });

function Flag({ ok, label }: { ok: boolean | null | undefined; label: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: ok ? 'ok.default' : 'fg.subtle' })}>
      <Icon size={12} aria-hidden /> {label}
      <span className={css({ srOnly: true })}>{ok ? ' verified' : ' not verified'}</span>
    </span>
  );
}

export function SavedTable({ rows, collections, selected, onToggle, onToggleAll, onView, onUnsave }: Props) {
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            <th className={th} scope="col">
              <input type="checkbox" aria-label="Select all students on this page" checked={allChecked} onChange={(event) => onToggleAll(event.target.checked)} />
            </th>
            {['Student Details', 'Contact Info', 'Education', 'Location', 'Saved Info', 'Actions'].map((label) => (
              <th key={label} className={th} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = studentNameOf(row.studentName);
            const collection = row.collectionId ? collections.get(row.collectionId) : undefined;
            return (
              <tr key={row.id} className={css({ _hover: { bg: 'bg.subtle' } })} aria-selected={selected.has(row.id)}>
                <td className={td}>
                  <input type="checkbox" aria-label={`Select ${name}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} />
                </td>
                <td className={td}>
                  <div className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{name}</div>
                  <div className={sub}>
                    {na(row.gender)} · {row.age ? `${row.age} yrs` : 'N/A'}
                  </div>
                </td>
                <td className={td}>
                  <div>{na(row.emailId)}</div>
                  <div className={sub}>{na(row.mobileNumber)}</div>
                  <div className={css({ display: 'flex', gap: '2', mt: '1' })}>
                    <Flag ok={row.emailVerified} label="Email" />
                    <Flag ok={row.mobileVerified} label="Mobile" />
                    <Flag ok={row.whatsappVerified} label="WhatsApp" />
                  </div>
                </td>
                <td className={td}>
                  <div>{na(row.stream)}</div>
                  <div className={sub}>
                    {na(row.course)} · {na(row.entranceExam)} · {na(row.passingYear)}
                  </div>
                </td>
                <td className={td}>
                  <div>{na(row.city)}</div>
                  <div className={sub}>
                    {na(row.state)} · {na(row.pincode)}
                  </div>
                </td>
                <td className={td}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' })}>
                    <span aria-hidden className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })} style={{ background: collection?.color ?? '#9ca3af' }} />
                    {collection?.name ?? 'Unknown'}
                  </div>
                  <div className={sub}>Saved {savedDate(row.savedAt)}</div>
                  {row.notes ? <div className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', maxW: '48', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} title={row.notes}>📝 {row.notes.split('\n')[0]}</div> : null}
                </td>
                <td className={td}>
                  <div className={css({ display: 'flex', gap: '1' })}>
                    <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={`View ${name}`} onClick={() => onView(row)}>
                      <Eye size={16} aria-hidden />
                    </button>
                    <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={`Remove ${name} from saved`} onClick={() => onUnsave(row)}>
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
