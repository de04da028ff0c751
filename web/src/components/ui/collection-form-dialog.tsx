import { X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { COLLECTION_LIMITS, DEFAULT_COLOR, PRESET_COLORS } from '@domain/collections/domain/collection.schema';
import { Dialog } from './dialog';
import { Field } from './field';

/** What the form gives back: for a new collection an empty description and no tags are left out (spec 001 §5). */
export type CollectionDraft = { name: string; description?: string; color: string; tags?: string[] };

type Props = {
  open: boolean;
  /** the collection being edited; none to create a new one */
  editing?: { name: string; description?: string | null; color: string; tags: string[] } | null;
  pending: boolean;
  /**
   * Spec 001 §5: the saved-students dialog keeps its button disabled while the name is blank; the portal's dialog
   * lets it be pressed and answers with a toast. Either way a blank name reaches `onSubmit`, whose caller says so.
   */
  disableWhileBlank?: boolean;
  onClose: () => void;
  onSubmit: (draft: CollectionDraft) => void;
};

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

const swatch = css({
  w: '7',
  h: '7',
  borderRadius: 'full',
  cursor: 'pointer',
  borderWidth: '2px',
  borderColor: 'white',
  boxShadow: '0 0 0 1px token(colors.ink.300)',
  '&[aria-checked=true]': { boxShadow: '0 0 0 2px token(colors.ink.900)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
});

/**
 * Create New Collection and Edit Collection, one dialog for the portal and the saved-students page: Name *,
 * Description, Color (10 presets, a colour picker and a text field), and tags added with Enter or Add (spec 001 §2, §5).
 */
export function CollectionFormDialog({ open, editing = null, pending, disableWhileBlank = false, onClose, onSubmit }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [tagInput, setTagInput] = useState('');
  const [tags, setTags] = useState<string[]>([]);

  // every opening starts from the collection being edited, or from a blank form
  useEffect(() => {
    if (!open) return;
    setName(editing?.name ?? '');
    setDescription(editing?.description ?? '');
    setColor(editing?.color ?? DEFAULT_COLOR);
    setTagInput('');
    setTags(editing?.tags ?? []);
  }, [open, editing]);

  const addTag = () => {
    const tag = tagInput.trim().slice(0, COLLECTION_LIMITS.tag);
    if (tag && !tags.includes(tag) && tags.length < COLLECTION_LIMITS.tags) setTags([...tags, tag]);
    setTagInput('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  };
  // a tag still in the box when the form is sent is meant to be kept
  const allTags = () => {
    const pendingTag = tagInput.trim().slice(0, COLLECTION_LIMITS.tag);
    return pendingTag && !tags.includes(pendingTag) ? [...tags, pendingTag] : tags;
  };
  const submit = () => {
    const finalTags = allTags();
    const text = description.trim();
    onSubmit(
      editing
        ? { name: name.trim(), color, description: text, tags: finalTags }
        : { name: name.trim(), color, ...(text ? { description: text } : {}), ...(finalTags.length ? { tags: finalTags } : {}) },
    );
  };

  const blank = !name.trim();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? 'Edit Collection' : 'Create New Collection'}
      description={
        editing ? `Change the name, description, colour or tags of “${editing.name}”.` : 'Group saved students by programme, campaign or follow-up stage.'
      }
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="collection-form" className={button()} disabled={pending || !HEX.test(color) || (disableWhileBlank && blank)}>
            {editing ? 'Save Changes' : 'Create Collection'}
          </button>
        </>
      }
    >
      <form
        method="post"
        id="collection-form"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && HEX.test(color)) submit();
        }}
      >
        <Field label="Name" required>
          <input
            className={input()}
            value={name}
            maxLength={COLLECTION_LIMITS.name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. NEET 2026 Kerala"
          />
        </Field>
        <Field label="Description">
          <textarea
            className={input({ multiline: true })}
            value={description}
            maxLength={COLLECTION_LIMITS.description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
            <Field label="Color" error={HEX.test(color) ? undefined : 'Use a hex colour such as #3b82f6'}>
              <input
                className={`${input()} ${css({ w: '36', fontFamily: 'mono' })}`}
                value={color}
                maxLength={7}
                onChange={(event) => setColor(event.target.value)}
              />
            </Field>
            <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm', fontWeight: 'medium' })}>
              Custom colour
              <input
                type="color"
                className={css({
                  w: '14',
                  h: '10',
                  p: '1',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  borderRadius: 'md',
                  bg: 'white',
                  cursor: 'pointer',
                })}
                value={HEX.test(color) && color.length === 7 ? color : DEFAULT_COLOR}
                onChange={(event) => setColor(event.target.value)}
              />
            </label>
          </div>
          <div role="radiogroup" aria-label="Preset colours" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {PRESET_COLORS.map((preset) => (
              // biome-ignore lint/a11y/useSemanticElements: a colour swatch in a radiogroup; a native radio cannot show the colour
              <button
                key={preset}
                type="button"
                role="radio"
                aria-checked={color.toLowerCase() === preset}
                aria-label={preset}
                onClick={() => setColor(preset)}
                className={swatch}
                style={{ background: preset }}
              />
            ))}
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
            <div className={css({ flex: '1' })}>
              <Field label="Tags" hint={`Press Enter or Add; up to ${COLLECTION_LIMITS.tag} characters each.`}>
                <input
                  className={input()}
                  value={tagInput}
                  maxLength={COLLECTION_LIMITS.tag}
                  onChange={(event) => setTagInput(event.target.value)}
                  onKeyDown={onTagKey}
                />
              </Field>
            </div>
            <button type="button" className={`${button({ variant: 'outline' })} ${css({ mb: '6' })}`} onClick={addTag} disabled={!tagInput.trim()}>
              Add
            </button>
          </div>
          {tags.length ? (
            <ul aria-label="Tags" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1',
                    pl: '2.5',
                    pr: '1',
                    h: '7',
                    borderRadius: 'full',
                    bg: 'brand.50',
                    color: 'brand.800',
                    fontSize: 'sm',
                  })}
                >
                  {tag}
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => setTags(tags.filter((t) => t !== tag))}
                    className={css({
                      display: 'grid',
                      placeItems: 'center',
                      w: '5',
                      h: '5',
                      borderRadius: 'full',
                      cursor: 'pointer',
                      _hover: { bg: 'brand.100' },
                    })}
                  >
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
