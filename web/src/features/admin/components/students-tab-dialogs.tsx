import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useEraseStudent } from '../api/audit-log';
import { useBulkDeleteStudents, useDeleteStudent } from '../api/delete-students';
import { BulkEditDialog } from './bulk-edit-dialog';
import { ConsentDialog } from './consent-dialog';
import { ImportDialog } from './import-dialog';
import { StudentFormDialog } from './student-form-dialog';
import type { Student } from './students-admin-table';
import { plural } from '@/lib/plural';

export type StudentsDialog =
  | { kind: 'add' }
  | { kind: 'edit'; student: Student }
  | { kind: 'bulk' }
  | { kind: 'import' }
  | { kind: 'delete'; student: Student }
  | { kind: 'bulk-delete' }
  | { kind: 'erase'; student: Student }
  | { kind: 'consent'; student: Student }
  | null;

type Props = { dialog: StudentsDialog; onClose: () => void; selected: Set<string>; onDeselect: () => void };

/** The Students tab's dialogs: add, edit, bulk edit, import, and the delete and erase confirmations. */
export function StudentsTabDialogs({ dialog, onClose, selected, onDeselect }: Props) {
  const deleteOne = useDeleteStudent();
  const deleteMany = useBulkDeleteStudents();
  const erase = useEraseStudent();

  const confirmDelete = async () => {
    if (dialog?.kind === 'delete') {
      try {
        await deleteOne.mutateAsync({ path: { id: dialog.student.id } });
        notify({ title: 'Student deleted successfully!', variant: 'success' });
      } catch (error) {
        notify({ title: 'Error', description: serverMessage(error, 'Failed to delete student'), variant: 'destructive' });
      }
    } else if (dialog?.kind === 'bulk-delete') {
      try {
        await deleteMany.mutateAsync({ body: { studentIds: [...selected] } });
        notify({ title: 'Selected students deleted successfully', variant: 'success' });
        onDeselect();
      } catch (error) {
        notify({ title: 'Error', description: serverMessage(error, 'Failed to delete selected students'), variant: 'destructive' });
      }
    }
    onClose();
  };
  // DPDP Act 2023 erasure: unlike Delete, it also clears members' collections and notes and anonymises unlocks and the ledger
  const confirmErase = async () => {
    if (dialog?.kind !== 'erase') return;
    try {
      await erase.mutateAsync({ path: { id: dialog.student.id } });
      notify({ title: 'Student erased', description: 'Removed everywhere; unlocks and credit history keep only an anonymous record.', variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to erase the student'), variant: 'destructive' });
    }
    onClose();
  };

  return (
    <>
      {dialog?.kind === 'add' ? <StudentFormDialog open onOpenChange={onClose} /> : null}
      {dialog?.kind === 'edit' ? <StudentFormDialog key={dialog.student.id} student={dialog.student} open onOpenChange={onClose} /> : null}
      {dialog?.kind === 'bulk' ? <BulkEditDialog studentIds={[...selected]} open onOpenChange={onClose} onDone={onDeselect} /> : null}
      {dialog?.kind === 'import' ? <ImportDialog open onOpenChange={onClose} /> : null}
      {dialog?.kind === 'consent' ? <ConsentDialog key={dialog.student.id} student={dialog.student} onClose={onClose} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete' || dialog?.kind === 'bulk-delete'}
        onOpenChange={onClose}
        destructive
        title={dialog?.kind === 'bulk-delete' ? 'Delete Selected Students' : 'Delete Student'}
        description={
          dialog?.kind === 'bulk-delete'
            ? `Are you sure you want to delete ${plural(selected.size, 'student')}? This cannot be undone.`
            : `Are you sure you want to delete ${dialog?.kind === 'delete' ? dialog.student.studentName : ''}? This cannot be undone.`
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={deleteOne.isPending || deleteMany.isPending}
      />
      <ConfirmDialog
        open={dialog?.kind === 'erase'}
        onOpenChange={onClose}
        destructive
        title="Erase Student's Personal Data"
        description={
          dialog?.kind === 'erase'
            ? `Erase ${dialog.student.studentName} for good? The student leaves the catalogue and every member's collections and notes; unlocks and credit history keep only an anonymous record, and the audit log records that you erased them. This cannot be undone.`
            : ''
        }
        confirmLabel="Erase permanently"
        onConfirm={confirmErase}
        pending={erase.isPending}
      />
    </>
  );
}
