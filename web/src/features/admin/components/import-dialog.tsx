import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-error';
import { previewStudentsCsv, uploadStudentsCsv, type ImportOutcome, type ImportPreview } from '../api/import-students';
import { useInvalidateStudents } from '../api/save-student';
import { ImportFilePicker } from './import-file-picker';
import { ImportReport, importCounts, previewCounts } from './import-report';

const uploadError = () => notify({ title: 'Upload Error', description: 'Network error during upload', variant: 'destructive' });

/** The spec's toasts, and (issue 25 §8) a partial import announced as partial rather than as a success. */
function announce(result: ImportOutcome) {
  if (result.status === 'completed') notify({ title: 'Import Successful', description: result.message, variant: 'success' });
  else if (result.status === 'partial') notify({ title: 'Partial Import', description: result.message, variant: 'warning' });
  else notify({ title: 'Import Failed', description: result.error ?? 'Import failed', variant: 'destructive' });
}

/**
 * Issue 25 §8: choosing a file checks it on the server first (a dry run: nothing written) and shows what would be
 * imported; only then "Import N students" commits, once: it stays disabled until another file is chosen.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const latest = useRef(0);
  const invalidate = useInvalidateStudents();

  const choose = async (chosen: File | null) => {
    const turn = ++latest.current;
    setFile(chosen);
    setPreview(null);
    setOutcome(null);
    setRefusal(null);
    setProgress(0);
    if (!chosen) return;
    setChecking(true);
    try {
      const checked = await previewStudentsCsv(chosen);
      if (turn === latest.current) setPreview(checked);
    } catch (error) {
      if (turn !== latest.current) return;
      if (error instanceof ApiError && error.status > 0) setRefusal(error.serverMessage ?? 'Import failed');
      else uploadError();
    } finally {
      if (turn === latest.current) setChecking(false);
    }
  };

  const start = async () => {
    if (!file || !preview) return;
    setBusy(true);
    try {
      const result = await uploadStudentsCsv(file, setProgress);
      setOutcome(result);
      announce(result);
      void invalidate();
    } catch (error) {
      setProgress(0);
      if (error instanceof ApiError && error.status > 0)
        notify({ title: 'Import Failed', description: error.serverMessage ?? 'Import failed', variant: 'destructive' });
      else uploadError();
    } finally {
      setBusy(false);
    }
  };

  const valid = preview?.valid ?? 0;
  const footer = (
    <>
      {outcome ? <p className={hint({ alignSelf: 'center', mr: 'auto' })}>Imported. Choose another file to import more.</p> : null}
      <button type="button" className={button({ variant: 'ghost' })} onClick={() => onOpenChange(false)}>
        Close
      </button>
      <button type="button" className={button()} disabled={!preview || valid === 0 || busy || checking || outcome !== null} onClick={start}>
        {busy ? 'Importing…' : preview ? `Import ${valid.toLocaleString('en-IN')} ${valid === 1 ? 'student' : 'students'}` : 'Import'}
      </button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Students from CSV"
      size="lg"
      description="Use the template's header row. Required: student_name, email_id, mobile_number, stream, city, state. Dates as YYYY-MM-DD. At most 10,000 records per file. The file is checked first; nothing is imported until you confirm."
      footer={footer}
    >
      <div className={flex({ direction: 'column', gap: '4' })}>
        <ImportFilePicker file={file} disabled={busy} onChoose={(chosen) => void choose(chosen)} />
        {checking ? (
          <p role="status" className={hint()}>
            Checking the file…
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'error.default', overflowWrap: 'anywhere' })}>
            {refusal} Nothing was imported.
          </p>
        ) : null}
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
            <p className={hint({ size: 'xs', mt: '1' })}>{progress}%</p>
          </div>
        ) : null}
        {outcome && file ? (
          <ImportReport
            label="Import counts"
            headline={outcome.message}
            counts={importCounts(outcome)}
            errors={outcome.errors}
            failedRowsCsv={outcome.failedRowsCsv}
            fileName={file.name}
          />
        ) : preview && file ? (
          <ImportReport
            label="File check"
            headline={preview.message}
            counts={previewCounts(preview)}
            errors={preview.errors}
            failedRowsCsv={preview.failedRowsCsv}
            fileName={file.name}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
