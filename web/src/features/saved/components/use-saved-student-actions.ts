import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useBulkMoveSavedStudents } from '../api/bulk-move';
import { useMoveSavedStudent } from '../api/move-student';
import { useUnsaveStudent } from '../api/unsave-student';
import { useUpdateSavedStudentNotes } from '../api/update-notes';
import { failed } from './saved-toasts';
import { plural } from '@/lib/plural';

/** What a member does to saved students (move one or many, remove, write notes), with the toasts of spec 001 §8. */
export function useSavedStudentActions() {
  const moveOne = useMoveSavedStudent();
  const move = useBulkMoveSavedStudents();
  const unsave = useUnsaveStudent();
  const notes = useUpdateSavedStudentNotes();

  return {
    pending: {
      moveOne: moveOne.isPending,
      move: move.isPending,
      notes: notes.isPending,
      unsave: unsave.isPending,
    },

    /** One student, from its detail modal. */
    moveStudent: (studentId: string, collectionId: string, done: () => void) =>
      moveOne.mutate(
        { path: { studentId }, body: { collectionId } },
        {
          onSuccess: () => {
            notify({ title: 'Student Moved', description: 'The student was moved to the chosen collection.', variant: 'success' });
            done();
          },
          onError: failed('Failed to move student'),
        },
      ),

    moveStudents: (studentIds: string[], collectionId: string | null, done: () => void) => {
      if (studentIds.length === 0) return notify({ title: 'No Students Selected', description: 'Please select students to move.', variant: 'destructive' });
      if (!collectionId) return notify({ title: 'No Collection Selected', description: 'Please select a target collection.', variant: 'destructive' });
      move.mutate(
        { body: { studentIds, collectionId } },
        {
          onSuccess: (data) => {
            const failures = data.errors.length;
            notify({
              title: 'Students Moved',
              description: `Successfully moved ${plural(data.moved, 'student')}.${failures ? ` ${failures} failed.` : ''}`,
              variant: 'success',
            });
            done();
          },
          onError: failed('Failed to move students'),
        },
      );
    },

    unsave: (studentIds: string[], done: () => void) => {
      // one call per student: the API removes singly; a failure stops with what was done so far
      const run = async () => {
        for (const studentId of studentIds) await unsave.mutateAsync({ path: { studentId } });
      };
      run().then(
        () => {
          notify({
            title: 'Removed',
            description:
              studentIds.length === 1 ? 'The student was removed from your saved list.' : `${studentIds.length} students were removed from your saved list.`,
          });
          done();
        },
        (error) => notify({ title: 'Error', description: serverMessage(error, 'Failed to save or remove student. Please try again.'), variant: 'destructive' }),
      );
    },

    saveNotes: (studentId: string, value: string, done: () => void) =>
      notes.mutate(
        { path: { studentId }, body: { notes: value } },
        {
          onSuccess: () => {
            notify({ title: 'Notes saved', variant: 'success' });
            done();
          },
          onError: failed('Failed to save notes'),
        },
      ),
  };
}
