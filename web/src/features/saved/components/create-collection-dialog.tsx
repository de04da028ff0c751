import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { COLLECTION_LIMITS, DEFAULT_COLOR, PRESET_COLORS } from '@domain/collections/domain/collection.schema';

export type NewCollection = { name: string; description?: string; color: string; tags?: string[] };

type Props = { open: boolean; pending: boolean; onClose: () => void; onCreate: (collection: NewCollection) => void };

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** Name *, Description, Color (10 presets and a text field), tags added with Enter or Add (spec 001 §2, §5). */
export function CreateCollectionDialog({ open, pending, onClose, onCreate }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [tagInput, setTagInput] = useState('');
  const [tags, setTags] = useState<string[]>([]);

  const reset = () => {
    setName('');
    setDescription('');
    setColor(DEFAULT_COLOR);
    setTagInput('');
    setTags([]);
  };
  const addTag = () => {
    const tag = tagInput.trim().slice(0, COLLECTION_LIMITS.tag);
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setTagInput('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  };
  const submit = () => {
    // an empty description and no tags are left out of the payload (spec 001 §5)
    onCreate({ name: name.trim(), color, ...(description.trim() ? { description: description.trim() } : {}), ...(tags.length ? { tags } : {}) });
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Create New Collection"
      description="Group saved students by programme, campaign or follow-up stage."
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={close}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={submit} disabled={pending || !name.trim() || !HEX.test(color)}>
            Create Collection
          </button>
        </>
      }
    >
      <form
        method="post"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) submit();
        }}
      >
        <Field label="Name" required>
          <input className={input()} value={name} maxLength={COLLECTION_LIMITS.name} onChange={(event) => setName(event.target.value)} placeholder="e.g. NEET 2026 Kerala" />
        </Field>
        <Field label="Description">
          <textarea className={input({ multiline: true })} value={description} maxLength={COLLECTION_LIMITS.description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Field label="Color" error={HEX.test(color) ? undefined : 'Use a hex colour such as #3b82f6'}>
            <input className={`${input()} ${css({ w: '36', fontFamily: 'mono' })}`} value={color} maxLength={7} onChange={(event) => setColor(event.target.value)} />
          </Field>
          <div role="radiogroup" aria-label="Preset colours" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {PRESET_COLORS.map((preset) => (
              <button
                key={preset}
                type="button"
                role="radio"
                aria-checked={color.toLowerCase() === preset}
                aria-label={preset}
                onClick={() => setColor(preset)}
                className={css({ w: '7', h: '7', borderRadius: 'full', cursor: 'pointer', borderWidth: '2px', borderColor: 'white', boxShadow: '0 0 0 1px token(colors.ink.300)', '&[aria-checked=true]': { boxShadow: '0 0 0 2px token(colors.ink.900)' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' } })}
                style={{ background: preset }}
              />
            ))}
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
            <div className={css({ flex: '1' })}>
              <Field label="Tags" hint="Press Enter or Add; up to 20 characters each.">
                <input className={input()} value={tagInput} maxLength={COLLECTION_LIMITS.tag} onChange={(event) => setTagInput(event.target.value)} onKeyDown={onTagKey} />
              </Field>
            </div>
            <button type="button" className={`${button({ variant: 'outline' })} ${css({ mb: '6' })}`} onClick={addTag} disabled={!tagInput.trim()}>
              Add
            </button>
          </div>
          {tags.length ? (
            <ul aria-label="Tags" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {tags.map((tag) => (
                <li key={tag} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', pl: '2.5', pr: '1', h: '7', borderRadius: 'full', bg: 'brand.50', color: 'brand.800', fontSize: 'sm' })}>
                  {tag}
                  <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => setTags(tags.filter((t) => t !== tag))} className={css({ display: 'grid', placeItems: 'center', w: '5', h: '5', borderRadius: 'full', cursor: 'pointer', _hover: { bg: 'brand.100' } })}>
                    <X size={12} aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
