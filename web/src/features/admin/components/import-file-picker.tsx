import { FileUp } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { flex, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { downloadCsv } from '../api/download-csv';

/**
 * Issue 25 §8: a styled file picker (the native input stays, visually hidden, so the keyboard, screen readers and
 * drag-and-drop onto it work as before) and the two templates, wrapping onto a second line rather than clipping.
 */
export function ImportFilePicker({ file, disabled, onChoose }: { file: File | null; disabled: boolean; onChoose: (file: File | null) => void }) {
  return (
    <div className={flex({ wrap: 'wrap', align: 'center', gap: '3', justify: 'space-between' })}>
      <div className={flex({ align: 'center', gap: '3', minW: '0', flex: '1 1 18rem' })}>
        <input
          id="csv-file"
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          className={visuallyHidden()}
          onChange={(e) => {
            onChoose(e.target.files?.[0] ?? null);
            // the same file chosen again (after correcting it) is a new choice
            e.target.value = '';
          }}
        />
        <label
          htmlFor="csv-file"
          className={cx(
            button({ variant: 'outline', size: 'md' }),
            css({
              cursor: 'pointer',
              flexShrink: 0,
              'input:focus-visible + &': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
              'input:disabled + &': { opacity: 0.5, cursor: 'not-allowed' },
            }),
          )}
        >
          <FileUp size={16} aria-hidden /> {file ? 'Choose another file' : 'Choose CSV file'}
        </label>
        <span data-testid="chosen-file" className={css({ fontSize: 'sm', color: file ? 'fg.default' : 'fg.muted', minW: '0', overflowWrap: 'anywhere' })}>
          {file ? file.name : 'No file chosen'}
        </span>
      </div>
      <div className={flex({ wrap: 'wrap', gap: '2' })}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => downloadCsv('importTemplate')}>
          Download Template
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => downloadCsv('importTemplateWithConsent')}
          title="The same 21 columns plus consent_given_by, consent_date, privacy_notice_version and consent_expires_on. Rows with blank consent cells import as consent not recorded."
        >
          Template with consent columns
        </button>
      </div>
    </div>
  );
}
