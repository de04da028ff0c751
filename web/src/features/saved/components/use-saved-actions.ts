import type { CollectionDraft } from '@/components/ui/collection-form-dialog';
import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage, serverMessage } from '@/lib/api-error';
import { useArchiveCollection } from '../api/archive-collection';
import { useBulkMoveSavedStudents } from '../api/bulk-move';
import type { Collection } from '../api/collections';
import { useCreateCollection } from '../api/create-collection';
import { useDeleteCollection } from '../api/delete-collection';
import { useDuplicateCollection } from '../api/duplicate-collection';
import { useExportSaved } from '../api/export-saved';
import { useMoveSavedStudent } from '../api/move-student';
import { useUnarchiveCollection } from '../api/unarchive-collection';
import { useUnsaveStudent } from '../api/unsave-student';
import { useUpdateCollection } from '../api/update-collection';
import { useUpdateSavedStudentNotes } from '../api/update-notes';

/** Spec 001 §8: the toast names what failed and shows the server's message when given ('Network error' when no answer came). */
const failed = (title: string) => (error: unknown) => notify({ title, description: failureMessage(error, title), variant: 'destructive' });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every mutation of the page with the toasts of spec 001 §8 (saved students). */
const isShortOfCredits = (error: unknown) => error instanceof ApiError && error.status === 402;

export function useSavedActions({ isPremium }: { isPremium: boolean }) {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const moveOne = useMoveSavedStudent();
  const duplicate = useDuplicateCollection();
  const archive = useArchiveCollection();
  const unarchive = useUnarchiveCollection();
  const remove = useDeleteCollection();
  const move = useBulkMoveSavedStudents();
  const unsave = useUnsaveStudent();
  const notes = useUpdateSavedStudentNotes();
  const exporter = useExportSaved();

  return {
    pending: {
      create: create.isPending,
      update: update.isPending,
      archive: archive.isPending,
      moveOne: moveOne.isPending,
      duplicate: duplicate.isPending,
      remove: remove.isPending,
      move: move.isPending,
      export: exporter.isPending,
      notes: notes.isPending,
      unsave: unsave.isPending,
    },

    createCollection: (body: CollectionDraft, done: (collection: Collection) => void) => {
      if (!body.name) return notify({ title: 'Collection name is required', variant: 'destructive' });
      create.mutate(
        { body },
        {
          onSuccess: (data) => {
            notify({ title: 'Collection created successfully', description: `"${data.collection.name}" is ready.`, variant: 'success' });
            done(data.collection);
          },
          onError: failed('Failed to create collection'),
        },
      );
    },

    /** Edit from a tile or the picker's menu: name, description, colour and tags (PUT /api/website/collections/{id}). */
    updateCollection: (collection: Collection, body: CollectionDraft, done: () => void) => {
      if (!body.name) return notify({ title: 'Collection name is required', variant: 'destructive' });
      update.mutate(
        { path: { id: collection.id }, body: { name: body.name, description: body.description ?? '', color: body.color, tags: body.tags ?? [] } },
        {
          onSuccess: (data) => {
            notify({ title: 'Collection updated successfully', description: `"${data.collection.name}" was saved.`, variant: 'success' });
            done();
          },
          onError: failed('Failed to update collection'),
        },
      );
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

    duplicateCollection: (collection: Collection, name: string, done: (copy: Collection) => void) =>
      duplicate.mutate(
        { path: { id: collection.id }, body: { name } },
        {
          onSuccess: (data) => {
            notify({ title: 'Collection duplicated successfully', description: `"${data.collection.name}" was created.`, variant: 'success' });
            done(data.collection);
          },
          onError: failed('Failed to duplicate collection'),
        },
      ),

    /** From the picker's menu (after a confirmation) or a tile's archive button. */
    archiveCollection: (collection: Collection, from: 'menu' | 'tile', done?: () => void) =>
      archive.mutate(
        { path: { id: collection.id } },
        {
          onSuccess: () => {
            notify(
              from === 'menu'
                ? { title: 'Collection archived successfully', variant: 'success' }
                : { title: 'Collection Archived', description: `"${collection.name}" is hidden until you unarchive it.`, variant: 'success' },
            );
            done?.();
          },
          onError: failed('Failed to archive collection'),
        },
      ),

    unarchiveCollection: (collection: Collection) =>
      unarchive.mutate(
        { path: { id: collection.id } },
        {
          onSuccess: () => notify({ title: 'Collection Unarchived', description: `"${collection.name}" is back in your collections.`, variant: 'success' }),
          onError: failed('Failed to unarchive collection'),
        },
      ),

    deleteCollection: (collection: Collection, done: () => void) =>
      remove.mutate(
        { path: { id: collection.id } },
        {
          onSuccess: (data) => {
            notify({
              title: 'Collection deleted successfully',
              description: data.movedToDefault ? `${plural(data.movedToDefault, 'student')} moved to your default collection.` : undefined,
              variant: 'success',
            });
            done();
          },
          onError: failed('Failed to delete collection'),
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
              description: `Successfully moved ${data.moved} students.${failures ? ` ${failures} failed.` : ''}`,
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

    exportCollection: (collection: Collection, count: number) => {
      if (count === 0) return notify({ title: 'No Students in Collection', description: 'This collection has no students to export.', variant: 'destructive' });
      // no guess here: only the rows the export shows unlocked are charged, and the server counts them
      exporter.mutate(
        { collectionId: collection.id },
        {
          onSuccess: (result) =>
            notify({
              title: 'Collection Exported',
              description: `${plural(result.exportedCount, 'student')} from "${collection.name}" exported${result.creditsConsumed ? ` (${result.creditsConsumed} credits consumed)` : ''}.`,
              variant: 'success',
            }),
          onError: (error) =>
            isShortOfCredits(error)
              ? notify({ title: 'Insufficient Credits', description: 'Not enough credits to export students.', variant: 'destructive' })
              : notify({ title: 'Export Failed', description: serverMessage(error, 'Failed to export collection. Please try again.'), variant: 'destructive' }),
        },
      );
    },

    exportSelected: (studentIds: string[], done: () => void) => {
      const n = studentIds.length;
      if (n === 0) return notify({ title: 'No Students Selected', description: 'Please select students to export.', variant: 'destructive' });
      exporter.mutate(
        { studentIds },
        {
          onSuccess: (result) => {
            notify({
              title: 'Export Successful',
              description: `${plural(result.exportedCount, 'student')} exported.${isPremium ? '' : ` (${result.creditsConsumed} credits consumed)`}`,
              variant: 'success',
            });
            done();
          },
          // a refusal for want of credits names what the server would charge ("Need M credits to export N students")
          onError: (error) =>
            notify({ title: 'Export Failed', description: serverMessage(error, 'Failed to export students. Please try again.'), variant: 'destructive' }),
        },
      );
    },
  };
}

export type SavedActions = ReturnType<typeof useSavedActions>;
