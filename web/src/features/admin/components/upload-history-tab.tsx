import { useState } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useSearchBox } from '@/lib/use-search-box';
import { listErrorMessage } from '../api/admin-query';
import { useImportBatches, useUndoImport } from '../api/import-batches';
import { formatDate, formatNumber, ListAlert, Pagination, tableStyle, toolbar } from './list-parts';
import { useAdminView } from './use-admin-view';

const TONE = { completed: 'success', partial: 'warning', failed: 'danger', processing: 'brand' } as const;
const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The admin's username; a file imported with `make import` has no uploader. */
const uploader = (b: { uploadedBy: string | null; uploadedByUsername: string | null }) =>
  b.uploadedByUsername ?? (b.uploadedBy ? 'Unknown admin' : 'Command line');

export function UploadHistoryTab() {
  const { search: view, set } = useAdminView();
  const box = useSearchBox(view.uploadSearch ?? '', (text) => set({ uploadSearch: text || undefined, uploadPage: 1 }, true));
  const [undoing, setUndoing] = useState<{ id: string; name: string; remaining: number } | null>(null);
  const batches = useImportBatches({ page: view.uploadPage, ...(view.uploadSearch ? { search: view.uploadSearch } : {}) });
  const undo = useUndoImport();
  const rows = batches.data?.batches ?? [];

  const confirmUndo = async () => {
    if (!undoing) return;
    try {
      const result = await undo.mutateAsync({ path: { id: undoing.id } });
      notify({ title: 'Import Undone Successfully', description: result.message, variant: 'success' });
    } catch (error) {
      notify({ title: 'Failed to Undo Import', description: serverMessage(error, 'Failed to delete import batch'), variant: 'destructive' });
    }
    setUndoing(null);
  };

  return (
    <div>
      <div className={toolbar}>
        <input
          aria-label="Search uploads"
          placeholder="Search file name"
          className={input()}
          style={{ maxWidth: 280 }}
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
        />
      </div>
      {batches.isError ? (
        <ListAlert title="Failed to load upload history" description={listErrorMessage(batches.error)} onRetry={() => batches.refetch()} />
      ) : null}
      {batches.isPending ? (
        <LoadingState label="Loading upload history…" />
      ) : rows.length === 0 && !batches.isError ? (
        <EmptyState title="No uploads yet" description="CSV imports appear here with their results." />
      ) : rows.length > 0 ? (
        <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas' })}>
          <table className={tableStyle}>
            <thead>
              <tr>
                <th>File</th>
                <th>Uploaded</th>
                <th>Uploaded by</th>
                <th>Status</th>
                <th>Total</th>
                <th>Imported</th>
                <th>Failed</th>
                <th>Size</th>
                <th>Remaining</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <td className={css({ fontWeight: 'medium' })}>{b.originalFileName}</td>
                  <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(b.uploadedAt)}</td>
                  <td>{uploader(b)}</td>
                  <td>
                    <Badge tone={TONE[b.status]}>{b.status}</Badge>
                  </td>
                  <td>{formatNumber(b.totalRecords)}</td>
                  <td>{formatNumber(b.successfulImports)}</td>
                  <td
                    title={
                      b.notes ??
                      b.errorDetails
                        .slice(0, 5)
                        .map((e) => `Row ${e.row}: ${e.message}`)
                        .join('\n')
                    }
                  >
                    {formatNumber(b.failedImports)}
                  </td>
                  <td>{size(b.fileSize)}</td>
                  <td>{formatNumber(b.studentsRemaining)}</td>
                  <td>
                    {b.studentsRemaining > 0 ? (
                      <button
                        type="button"
                        className={button({ variant: 'outline', size: 'sm' })}
                        onClick={() => setUndoing({ id: b.id, name: b.originalFileName, remaining: b.studentsRemaining })}
                      >
                        Undo Import
                      </button>
                    ) : (
                      <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Already Deleted</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        <span>{formatNumber(batches.data?.total ?? 0)} uploads</span>
        <Pagination compact page={view.uploadPage} totalPages={batches.data?.totalPages ?? 1} onPage={(uploadPage) => set({ uploadPage })} />
      </div>
      <ConfirmDialog
        open={Boolean(undoing)}
        onOpenChange={() => setUndoing(null)}
        destructive
        title="Undo Import"
        confirmLabel="Undo Import"
        onConfirm={confirmUndo}
        pending={undo.isPending}
        description={undoing ? `This deletes the ${formatNumber(undoing.remaining)} students imported from ${undoing.name}, and the batch record.` : ''}
      />
    </div>
  );
}
