import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { CollectionFormDialog, type CollectionDraft } from '@/components/ui/collection-form-dialog';
import { CollectionChoiceDialog } from '@/components/ui/collection-choice-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useCollections, useCreateCollection } from '../api/collections';
import { useSaveQuote } from '../api/save-quote';
import { creditsText, priceAndBalance } from '@/components/credits/balance-after';

type Props = { studentIds: string[] | null; credits: number; pending: boolean; onClose: () => void; onSave: (collectionId: string) => void };

/** Chooses the collection for one student or a bulk save; the price is the server's quote for this selection. */
export function SaveToCollectionDialog({ studentIds, credits, pending, onClose, onSave }: Props) {
  const open = studentIds !== null;
  const count = studentIds?.length ?? 0;
  const collections = useCollections(open);
  const quote = useSaveQuote(studentIds);
  const create = useCreateCollection();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (!open) setCreating(false);
  }, [open]);

  const cost = quote.data?.saveCredits;
  const price = cost === undefined ? (quote.isError ? '' : ' (…)') : cost > 0 ? ` (${creditsText(cost)})` : ' (no credits: already saved)';
  const save = () => {
    if (!chosen) {
      notify({ title: 'Collection Required', description: 'Please choose a collection.', variant: 'destructive' });
      return;
    }
    onSave(chosen);
  };

  const createCollection = (draft: CollectionDraft) => {
    if (!draft.name) {
      notify({ title: 'Collection Name Required', description: 'Please enter a name for your collection.', variant: 'destructive' });
      return;
    }
    create.mutate(
      { body: draft },
      {
        onSuccess: ({ collection }) => {
          notify({ title: 'Collection Created', description: `"${collection.name}" is ready.`, variant: 'success' });
          setChosen(collection.id);
          setCreating(false);
        },
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? notify({
                title: 'Name Already Exists',
                description: `A collection named ${draft.name} already exists. Please choose a different name.`,
                variant: 'destructive',
              })
            : notify({ title: 'Creation Failed', description: failureMessage(error, 'Failed to create collection'), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <CollectionChoiceDialog
        open={open && !creating}
        title="Save to Collection"
        description={`${count === 1 ? 'Save this student' : `Save ${count} students`} to a collection${price}.`}
        listLabel="Collections"
        name="collection"
        collections={collections.data ?? []}
        chosen={chosen}
        onChoose={setChosen}
        aside={(collection) => (collection.isDefault ? <span className={hint({ size: 'xs' })}>Default</span> : null)}
        confirmLabel="Save"
        confirmDisabled={pending || (cost !== undefined && cost > credits)}
        onConfirm={save}
        onClose={onClose}
        extraAction={
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden /> New
          </button>
        }
        notice={
          cost !== undefined && cost > credits ? (
            <p role="alert" className={css({ fontSize: 'sm', color: 'error.default', mb: '3' })}>
              You have {creditsText(credits)}: not enough to save {count === 1 ? 'this student' : 'these students'}.
            </p>
          ) : cost !== undefined ? (
            <p className={hint({ mb: '3' })} data-testid="balance-after">
              {priceAndBalance(cost, credits)}
            </p>
          ) : null
        }
        placeholder={
          collections.isPending ? (
            <LoadingState label="Loading collections…" />
          ) : collections.isError ? (
            <ErrorState title="Failed to fetch collections" description={failureMessage(collections.error)} onRetry={() => collections.refetch()} />
          ) : collections.data.length === 0 ? (
            <EmptyState title="No collections yet" description="Create one with New." />
          ) : undefined
        }
      />
      <CollectionFormDialog open={open && creating} pending={create.isPending} onClose={() => setCreating(false)} onSubmit={createCollection} />
    </>
  );
}
