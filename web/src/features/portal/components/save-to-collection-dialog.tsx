import { Plus } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { useCollections } from '../api/collections';
import { CreateCollectionDialog } from './create-collection-dialog';

type Props = { studentCount: number | null; pending: boolean; cost: number; onClose: () => void; onSave: (collectionId: string) => void };

/** Chooses the collection for one student or a bulk save (the collections issue's API). */
export function SaveToCollectionDialog({ studentCount, pending, cost, onClose, onSave }: Props) {
  const open = studentCount !== null;
  const collections = useCollections(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const save = () => {
    if (!chosen) {
      notify({ title: 'Collection Required', description: 'Please choose a collection.', variant: 'destructive' });
      return;
    }
    onSave(chosen);
  };

  return (
    <>
      <Dialog
        open={open && !creating}
        onOpenChange={(next) => !next && onClose()}
        title="Save to Collection"
        description={`${studentCount === 1 ? 'Save this student' : `Save ${studentCount} students`} to a collection${cost > 0 ? ` (${cost} credits)` : ''}.`}
        footer={
          <>
            <button type="button" className={button({ variant: 'outline' })} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden /> New
            </button>
            <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
              Cancel
            </button>
            <button type="button" className={button()} onClick={save} disabled={pending}>
              Save
            </button>
          </>
        }
      >
        {collections.isPending ? (
          <LoadingState label="Loading collections…" />
        ) : collections.isError ? (
          <ErrorState title="Failed to fetch collections" onRetry={() => collections.refetch()} />
        ) : collections.data.length === 0 ? (
          <EmptyState title="No collections yet" description="Create one with New." />
        ) : (
          <div role="radiogroup" aria-label="Collections" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {collections.data.map((collection) => (
              <label key={collection.id} className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}>
                <input type="radio" name="collection" checked={chosen === collection.id} onChange={() => setChosen(collection.id)} />
                <span aria-hidden className={css({ w: '3', h: '3', borderRadius: 'full' })} style={{ background: collection.color }} />
                <span className={css({ fontWeight: 'medium' })}>{collection.name}</span>
                {collection.isDefault ? <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>Default</span> : null}
              </label>
            ))}
          </div>
        )}
      </Dialog>
      <CreateCollectionDialog
        open={open && creating}
        onClose={() => setCreating(false)}
        onCreated={(collection) => {
          setChosen(collection.id);
          setCreating(false);
        }}
      />
    </>
  );
}
