import { useState } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button, toolbar } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { ToolbarSearch } from '@/components/ui/toolbar-fields';
import { useSearchBox } from '@/lib/use-search-box';
import { listErrorMessage } from '../api/admin-query';
import { IMPORT_BATCH_PAGE_SIZE, useImportBatches } from '../api/import-batches';
import { formatDate, formatNumber } from './list-parts';
import { Pagination } from '@/components/ui/pagination';
import { UndoImportDialog, type UndoTarget } from './undo-import-dialog';
import { useAdminView } from './use-admin-view';

const COLUMNS = ['File', 'Uploaded', 'Uploaded by', 'Status', 'Total', 'Imported', 'Failed', 'Size', 'Remaining', 'Action'];
const TONE = { completed: 'success', partial: 'warning', failed: 'danger', processing: 'brand' } as const;
const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The admin's username; a file imported with `make import` has no uploader. */
const uploader = (b: { uploadedBy: string | null; uploadedByUsername: string | null }) =>
  b.uploadedByUsername ?? (b.uploadedBy ? 'Unknown admin' : 'Command line');

type Undone = { at: string; byUsername: string | null; refundedMembers: number; refundedCredits: number };

/** Who undid the upload and when, and what members got back (issue 25 §2). */
function UndoneNote({ undone }: { undone: Undone }) {
  const refunds =
    undone.refundedMembers > 0
      ? `${formatNumber(undone.refundedMembers)} ${undone.refundedMembers === 1 ? 'member' : 'members'} refunded ${formatNumber(undone.refundedCredits)} ${undone.refundedCredits === 1 ? 'credit' : 'credits'}`
      : 'no refunds';
  return (
    <span className={hint({ display: 'block', minW: '44' })}>
      Undone by {undone.byUsername ?? 'a removed admin'} on {formatDate(undone.at)}; {refunds}
    </span>
  );
}

export function UploadHistoryTab() {
  const { search: view, set } = useAdminView();
  const box = useSearchBox(view.uploadSearch ?? '', (text) => set({ uploadSearch: text || undefined, uploadPage: 1 }, true));
  const [undoing, setUndoing] = useState<UndoTarget | null>(null);
  const batches = useImportBatches({ page: view.uploadPage, ...(view.uploadSearch ? { search: view.uploadSearch } : {}) });
  const rows = batches.data?.batches ?? [];

  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSearch label="Search uploads" placeholder="Search file name" widest={280} value={box.text} onText={box.setText} />
      </div>
      <DataTable
        query={batches}
        rowCount={rows.length}
        loading="Loading upload history…"
        failed="Failed to load upload history"
        describeError={listErrorMessage}
        empty={{ title: 'No uploads yet', description: 'CSV imports appear here with their results.' }}
        columns={COLUMNS}
        footer={
          <Pagination
            page={view.uploadPage}
            totalPages={batches.data?.totalPages ?? 1}
            total={batches.data?.total ?? 0}
            limit={IMPORT_BATCH_PAGE_SIZE}
            noun={['upload']}
            onPage={(uploadPage) => set({ uploadPage })}
          />
        }
      >
        {rows.map((b) => (
          <tr key={b.id}>
            <td className={css({ fontWeight: 'medium' })}>{b.originalFileName}</td>
            <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(b.uploadedAt)}</td>
            <td>{uploader(b)}</td>
            <td>{b.undone ? <Badge tone="neutral">undone</Badge> : <Badge tone={TONE[b.status]}>{b.status}</Badge>}</td>
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
              {b.undone ? (
                <UndoneNote undone={b.undone} />
              ) : b.studentsRemaining > 0 ? (
                <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setUndoing({ id: b.id, name: b.originalFileName })}>
                  Undo Import
                </button>
              ) : (
                <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Already Deleted</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <UndoImportDialog target={undoing} onClose={() => setUndoing(null)} />
    </div>
  );
}
