import type { CollectionDraft } from '@/components/ui/collection-form-dialog';
import { notify } from '@/components/ui/toaster';
import { useArchiveCollection } from '../api/archive-collection';
import type { Collection } from '../api/collections';
import { useCreateCollection } from '../api/create-collection';
import { useDeleteCollection } from '../api/delete-collection';
import { useDuplicateCollection } from '../api/duplicate-collection';
import { useUnarchiveCollection } from '../api/unarchive-collection';
import { useUpdateCollection } from '../api/update-collection';
import { failed, plural } from './saved-toasts';

/** What a member does to a collection (create, edit, duplicate, archive, unarchive, delete), with the toasts of spec 001 §8. */
export function useCollectionActions() {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const duplicate = useDuplicateCollection();
  const archive = useArchiveCollection();
  const unarchive = useUnarchiveCollection();
  const remove = useDeleteCollection();

  return {
    pending: {
      create: create.isPending,
      update: update.isPending,
      archive: archive.isPending,
      duplicate: duplicate.isPending,
      remove: remove.isPending,
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
  };
}
