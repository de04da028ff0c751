import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { FileChoice } from '@/components/ui/file-choice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { useDeleteExclusionList, useExclusionList, useUploadExclusionList } from '../api/exclusion-list';
import { useRunsIntegrations } from '../api/team';

const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '2' });
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * Profile › Exclusion list (ADR 0024): the institution's own contacts, so that nothing is charged for students it
 * already holds. The owner or a manager uploads (with the upload's progress, then "Matching…") and deletes; every seat
 * sees the summary.
 */
export function ExclusionListTab({ verified }: { verified: boolean }) {
  const list = useExclusionList();
  const manages = useRunsIntegrations(verified);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadExclusionList(setProgress);
  const remove = useDeleteExclusionList();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await upload.mutateAsync(file);
      notify({
        title: 'Exclusion list uploaded',
        description: `${plural(answer.entries, 'contact')} from ${plural(answer.rows, 'row')}; ${plural(answer.studentsMatched, 'student')} of the catalogue matched.`,
        variant: 'success',
      });
      setFile(null);
    } catch (error) {
      notify({ title: 'Upload failed', description: failureMessage(error), variant: 'destructive' });
    }
    setProgress(null);
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({});
      notify({ title: 'Exclusion list deleted', description: 'Students on it are charged again like any other.', variant: 'success' });
    } catch (error) {
      notify({ title: 'Delete failed', description: failureMessage(error), variant: 'destructive' });
    }
    setConfirming(false);
  };

  const summary = list.data?.list;
  return (
    <div className={flex({ direction: 'column', gap: '6' })}>
      <p className={hint()}>
        Upload your CRM's e-mail addresses and mobile numbers (CSV, up to 10,00,000 rows): students already in it show "Already in your list" in the Leads
        Portal and are never charged when unlocked, saved or exported. We keep only a keyed hash of each contact, never the contact itself. A new upload
        replaces the list.
      </p>
      {list.isPending ? (
        <LoadingState label="Loading your exclusion list…" />
      ) : list.isError ? (
        <p role="alert">{failureMessage(list.error, 'Failed to load your exclusion list')}</p>
      ) : summary ? (
        <section className={card} aria-label="Your exclusion list" data-testid="exclusion-summary">
          <strong>{plural(summary.entries, 'contact')}</strong>
          <span>{plural(summary.studentsMatched, 'student')} of the catalogue matched when it was uploaded</span>
          <span className={hint()}>
            Uploaded {when(summary.uploadedAt)} by {summary.uploadedBy}
          </span>
          {manages ? (
            <div>
              <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setConfirming(true)}>
                Delete list
              </button>
            </div>
          ) : null}
        </section>
      ) : (
        <EmptyState title="No exclusion list yet" description="Once uploaded, its summary shows here." />
      )}
      {manages ? (
        <div className={flex({ direction: 'column', gap: '3' })}>
          <div className={flex({ align: 'center', gap: '3', wrap: 'wrap' })}>
            <FileChoice
              id="exclusion-file"
              accept=".csv,text/csv"
              file={file}
              disabled={progress !== null}
              chooseLabel="Choose CSV file"
              nameTestId="exclusion-file-name"
              onChoose={setFile}
            />
            <button type="button" className={button({ size: 'md' })} disabled={!file || progress !== null} onClick={send}>
              {summary ? 'Replace list' : 'Upload list'}
            </button>
          </div>
          {progress !== null ? (
            <div className={flex({ direction: 'column', gap: '1' })} aria-live="polite">
              <progress max={1} value={progress < 1 ? progress : undefined} aria-label="Upload progress" className={css({ w: 'full', h: '2' })} />
              <span className={hint()} data-testid="exclusion-progress">
                {progress < 1 ? `Uploading… ${Math.round(progress * 100)} %` : 'Matching against the catalogue…'}
              </span>
            </div>
          ) : null}
        </div>
      ) : (
        <p className={hint()} data-testid="exclusion-managed-by-team">
          The exclusion list belongs to your institution: its owner or a manager uploads and deletes it. Your unlocks, saves and exports benefit from it too.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete the exclusion list?"
        description="Every contact on it is forgotten at once; students on it are charged again like any other."
        confirmLabel="Delete list"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
