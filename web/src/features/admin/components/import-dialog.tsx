import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-error';
import { downloadCsv } from '../api/download-csv';
import { uploadStudentsCsv, type ImportOutcome } from '../api/import-students';
import { useInvalidateStudents } from '../api/save-student';

export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateStudents();

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await uploadStudentsCsv(file, setProgress);
      setOutcome(result);
      if (result.imported > 0) notify({ title: 'Import Successful', description: result.message, variant: 'success' });
      else notify({ title: 'Import Failed', description: result.error ?? 'Import failed', variant: 'destructive' });
      void invalidate();
    } catch (error) {
      setProgress(0);
      if (error instanceof ApiError && error.status > 0)
        notify({ title: 'Import Failed', description: error.serverMessage ?? 'Import failed', variant: 'destructive' });
      else notify({ title: 'Upload Error', description: 'Network error during upload', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Students from CSV"
      size="lg"
      description="Use the template's header row. Required: student_name, email_id, mobile_number, stream, city, state. Dates as YYYY-MM-DD. At most 10,000 records per file."
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <label className={css({ fontSize: 'sm', fontWeight: 'medium' })} htmlFor="csv-file">
            CSV file
          </label>
          <input
            id="csv-file"
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
              setProgress(0);
            }}
            className={css({ fontSize: 'sm' })}
          />
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
        {progress > 0 ? (
          <div>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className={css({ h: '2.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
            >
              <div className={css({ h: 'full', bg: 'primary.default', transition: 'width 300ms' })} style={{ width: `${progress}%` }} />
            </div>
            <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>{progress}%</p>
          </div>
        ) : null}
        {outcome ? (
          <div aria-live="polite" className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', bg: 'bg.subtle' })}>
            <p className={css({ fontWeight: 'semibold' })}>{outcome.message}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {outcome.totalRecords} rows read · {outcome.imported} imported · {outcome.failed} not imported
            </p>
            {outcome.errors.length > 0 ? (
              <ul
                aria-label="Row errors"
                className={css({ mt: '3', maxH: '48', overflowY: 'auto', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}
              >
                {outcome.errors.slice(0, 200).map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the error list never changes while it is shown
                  <li key={i}>
                    <strong>Row {e.row}:</strong> {e.message}
                  </li>
                ))}
                {outcome.errors.length > 200 ? <li>… and {outcome.errors.length - 200} more (see Upload History)</li> : null}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => onOpenChange(false)}>
            Close
          </button>
          <button type="button" className={button()} disabled={!file || busy} onClick={start}>
            {busy ? 'Importing…' : 'Import'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
