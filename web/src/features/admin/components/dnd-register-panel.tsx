import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { FileChoice } from '@/components/ui/file-choice';
import { ListAlert } from '@/components/ui/list-alert';
import { LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { formatDayTime } from '@/lib/dates';
import { listErrorMessage } from '../api/admin-query';
import { useDndRegister, useUploadDndRegister } from '../api/dnd-register';
import { formatNumber, Panel } from './list-parts';

const tile = css({ p: '3', bg: 'bg.subtle', borderRadius: 'md' });

/**
 * Issue 29 §4: the admin uploads TRAI's DND scrub file (weekly); the register is replaced, numbers that stay keep their
 * day. Shows the last upload (when, by whom, counts) and the counts of the one just made.
 */
export function DndRegisterPanel() {
  const status = useDndRegister();
  const upload = useUploadDndRegister();
  const [file, setFile] = useState<File | null>(null);
  const send = async () => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync({ body: { csvFile: file } });
      notify({
        title: 'DND register updated',
        description: `${formatNumber(result.added)} added, ${formatNumber(result.kept)} kept, ${formatNumber(result.removed)} removed`,
        variant: 'success',
      });
      setFile(null);
    } catch (error) {
      notify({ title: 'Upload failed', description: serverMessage(error, 'The DND register could not be updated. Please try again.'), variant: 'destructive' });
    }
  };
  const last = status.data?.lastUpload;
  return (
    <Panel title="DND register">
      <p className={hint({ mb: '3' })}>
        Upload the register’s scrub file (one mobile number a line, as telemarketers receive it) each week. Numbers no longer in the file leave the register;
        members see “DND” on listed numbers: promotional calls and SMS to them are not allowed (TRAI TCCCPR 2018), transactional ones are.
      </p>
      <div className={flex({ wrap: 'wrap', align: 'center', gap: '3', mb: '4' })}>
        <FileChoice
          id="dnd-file"
          accept=".csv,.txt,text/csv,text/plain"
          file={file}
          disabled={upload.isPending}
          chooseLabel="Choose scrub file"
          nameTestId="dnd-chosen-file"
          onChoose={setFile}
        />
        <button type="button" className={button()} disabled={!file || upload.isPending} onClick={send}>
          {upload.isPending ? 'Uploading…' : 'Upload DND register'}
        </button>
      </div>
      {upload.isPending ? (
        <div
          role="progressbar"
          aria-label="Uploading the DND register"
          aria-busy="true"
          className={css({ h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden', mb: '4' })}
        >
          <div className={css({ h: 'full', w: '1/3', bg: 'primary.default', borderRadius: 'full', animation: 'pulse 1s ease-in-out infinite' })} />
        </div>
      ) : null}
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ListAlert title="Failed to load the DND register" description={listErrorMessage(status.error)} onRetry={() => status.refetch()} />
      ) : (
        <div data-testid="dnd-status">
          <dl className={grid({ columns: { base: 2, md: 4 }, gap: '3' })}>
            {(
              [
                ['On the register', status.data.listed],
                ['Added', last?.added ?? 0],
                ['Kept', last?.kept ?? 0],
                ['Removed', last?.removed ?? 0],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={tile}>
                <dt className={hint()}>{label}</dt>
                <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <p className={hint({ mt: '3' })}>
            {last
              ? `Last upload ${formatDayTime(last.uploadedAt)} by ${last.uploadedBy} (${last.fileName}; ${formatNumber(last.skipped)} lines without a mobile number skipped).`
              : 'No upload yet: no number is marked DND.'}
          </p>
        </div>
      )}
    </Panel>
  );
}
