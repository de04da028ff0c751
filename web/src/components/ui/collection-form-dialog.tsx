import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { COLLECTION_LIMITS } from '@domain/collections/domain/collection.schema';
import { CollectionColorField } from './collection-color-field';
import { CollectionTagsField } from './collection-tags-field';
import { Dialog } from './dialog';
import { Field } from './field';
import { type CollectionDraft, type EditedCollection, HEX, useCollectionForm } from './use-collection-form';

export type { CollectionDraft } from './use-collection-form';

type Props = {
  open: boolean;
  /** the collection being edited; none to create a new one */
  editing?: EditedCollection | null;
  pending: boolean;
  /**
   * Spec 001 §5: the saved-students dialog keeps its button disabled while the name is blank; the portal's dialog
   * lets it be pressed and answers with a toast. Either way a blank name reaches `onSubmit`, whose caller says so.
   */
  disableWhileBlank?: boolean;
  onClose: () => void;
  onSubmit: (draft: CollectionDraft) => void;
};

/**
 * Create New Collection and Edit Collection, one dialog for the portal and the saved-students page: Name *,
 * Description, Color (10 presets, a colour picker and a text field), and tags added with Enter or Add (spec 001 §2, §5).
 */
export function CollectionFormDialog({ open, editing = null, pending, disableWhileBlank = false, onClose, onSubmit }: Props) {
  const form = useCollectionForm({ open, editing, onSubmit });
  const { name, setName, description, setDescription, color, setColor, submit } = form;
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
        className={flex({ direction: 'column', gap: '4' })}
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
        <CollectionColorField color={color} setColor={setColor} />
        <CollectionTagsField form={form} />
      </form>
    </Dialog>
  );
}
