import { useState } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { ApiError, serverMessage } from '@/lib/api-error';
import { useCreateCollection, type Collection } from '../api/collections';

const PRESET_COLORS = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899', '#06b6d4', '#84cc16', '#f97316', '#6b7280'];

export function CreateCollectionDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (collection: Collection) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState(PRESET_COLORS[0]!);
  const create = useCreateCollection();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      notify({ title: 'Collection Name Required', description: 'Please enter a name for your collection.', variant: 'destructive' });
      return;
    }
    create.mutate(
      { name: trimmed, ...(description.trim() ? { description: description.trim() } : {}), color },
      {
        onSuccess: (collection) => {
          notify({ title: 'Collection Created', description: `"${collection.name}" is ready.`, variant: 'success' });
          setName('');
          setDescription('');
          onCreated(collection);
        },
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? notify({ title: 'Name Already Exists', description: `A collection named ${trimmed} already exists. Please choose a different name.`, variant: 'destructive' })
            : notify({ title: 'Creation Failed', description: serverMessage(error, 'Failed to create collection'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Create New Collection"
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={submit} disabled={create.isPending}>
            Create Collection
          </button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Field label="Name" required>
          <input className={input()} value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Description">
          <textarea className={input({ multiline: true })} value={description} maxLength={200} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label="Color">
          <input className={`${input()} ${css({ w: '32' })}`} value={color} onChange={(event) => setColor(event.target.value)} />
        </Field>
        <div role="radiogroup" aria-label="Preset colours" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {PRESET_COLORS.map((preset) => (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={color === preset}
              aria-label={preset}
              onClick={() => setColor(preset)}
              className={css({ w: '7', h: '7', borderRadius: 'full', cursor: 'pointer', borderWidth: '2px', borderColor: 'white', boxShadow: '0 0 0 1px token(colors.ink.300)', '&[aria-checked=true]': { boxShadow: '0 0 0 2px token(colors.ink.900)' } })}
              style={{ background: preset }}
            />
          ))}
        </div>
      </div>
    </Dialog>
  );
}
