import { useEffect, useState } from 'react';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { COLLECTION_LIMITS } from '@domain/collections/domain/collection.schema';

type Props = { open: boolean; initial: string; pending: boolean; onCancel: () => void; onSubmit: (name: string) => void };

/** The duplicate prompt (spec 001 §5): prefilled with '{name} (Copy)'; a blank name cancels. */
export function NamePromptDialog({ open, initial, pending, onCancel, onSubmit }: Props) {
  const [name, setName] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refills the name each time the dialog opens; `open` is the trigger
  useEffect(() => setName(initial), [initial, open]);
  const submit = () => (name.trim() ? onSubmit(name.trim()) : onCancel());
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Duplicate Collection"
      description="Name for the copy. Its description, colour and tags are copied."
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={submit} disabled={pending}>
            Duplicate
          </button>
        </>
      }
    >
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="New collection name">
          <input className={input()} value={name} maxLength={COLLECTION_LIMITS.name} onChange={(event) => setName(event.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
