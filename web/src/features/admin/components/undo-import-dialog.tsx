import { useQuery } from '@tanstack/react-query';
import { grid } from 'styled-system/patterns';
import { previewUndoImportBatchOptions } from '@/api/@tanstack/react-query.gen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useUndoImport } from '../api/import-batches';
import { formatNumber } from './list-parts';

export type UndoTarget = { id: string; name: string };

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** What the undo will do, read from the server before the admin confirms (issue 25 §2): the students, the refunds. */
function UndoConsequences({ id, name }: UndoTarget) {
  const preview = useQuery({ ...previewUndoImportBatchOptions({ path: { id } }), staleTime: 0, gcTime: 0 });
  if (preview.isPending) return <span>Counting the students of {name} and who paid for them…</span>;
  if (preview.isError) return <span>{serverMessage(preview.error, 'Could not count what the undo would remove.')}</span>;
  const { students, membersToRefund, creditsToRefund } = preview.data;
  return (
    <span className={grid({ gap: '2' })}>
      <span>
        This deletes the {plural(students, 'student', 'students')} imported from {name}. The upload stays in this history, marked undone.
      </span>
      <span data-testid="undo-refunds">
        {membersToRefund === 0
          ? 'No member has unlocked, saved or exported any of them: nobody is refunded.'
          : `${plural(membersToRefund, 'member has', 'members have')} paid for some of them (unlocked, saved or exported): ` +
            `they get ${plural(creditsToRefund, 'credit', 'credits')} back with a line in their credit history, and an e-mail.`}
      </span>
    </span>
  );
}

export function UndoImportDialog({ target, onClose }: { target: UndoTarget | null; onClose: () => void }) {
  const undo = useUndoImport();
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await undo.mutateAsync({ path: { id: target.id } });
      const refunds = result.refundedMembers
        ? ` ${plural(result.refundedMembers, 'member', 'members')} refunded ${plural(result.refundedCredits, 'credit', 'credits')}.`
        : '';
      notify({ title: 'Import Undone Successfully', description: `${result.message}.${refunds}`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Failed to Undo Import', description: serverMessage(error, 'Failed to delete import batch'), variant: 'destructive' });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(target)}
      onOpenChange={onClose}
      destructive
      title="Undo Import"
      confirmLabel="Undo Import"
      onConfirm={confirm}
      pending={undo.isPending}
      description={target ? <UndoConsequences {...target} /> : ''}
    />
  );
}
