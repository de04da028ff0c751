import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { COLLECTION_LIMITS } from '@domain/collections/domain/collection.schema';
import { Field } from './field';
import type { CollectionForm } from './use-collection-form';

/** Tags added with Enter or Add, each shown with a button that removes it. */
export function CollectionTagsField({ form: { tagInput, setTagInput, tags, setTags, addTag, onTagKey } }: { form: CollectionForm }) {
  return (
    <div className={flex({ direction: 'column', gap: '2' })}>
      <div className={flex({ gap: '2', align: 'flex-end' })}>
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
        <ul aria-label="Tags" className={flex({ gap: '2', wrap: 'wrap' })}>
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
                bg: 'primary.subtle',
                color: 'primary.text',
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
                  _hover: { bg: 'primary.muted' },
                })}
              >
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
