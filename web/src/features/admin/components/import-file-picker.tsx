import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { FileChoice } from '@/components/ui/file-choice';
import { downloadCsv } from '../api/download-csv';

/**
 * Issue 25 §8: a styled file picker (the native input stays, visually hidden, so the keyboard, screen readers and
 * drag-and-drop onto it work as before) and the two templates, wrapping onto a second line rather than clipping.
 */
export function ImportFilePicker({ file, disabled, onChoose }: { file: File | null; disabled: boolean; onChoose: (file: File | null) => void }) {
  return (
    <div className={flex({ wrap: 'wrap', align: 'center', gap: '3', justify: 'space-between' })}>
      <div className={flex({ align: 'center', gap: '3', minW: '0', flex: '1 1 18rem' })}>
        <FileChoice
          id="csv-file"
          accept=".csv,text/csv"
          file={file}
          disabled={disabled}
          chooseLabel="Choose CSV file"
          nameTestId="chosen-file"
          onChoose={onChoose}
        />
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
