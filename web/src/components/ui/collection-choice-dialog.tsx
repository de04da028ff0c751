import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Dialog } from './dialog';

/** What a row needs of a collection; the portal's and the saved page's collections both have it. */
type Choice = { id: string; name: string; color: string };

type Props<C extends Choice> = {
  open: boolean;
  title: string;
  description: string;
  /** the radio group's accessible name */
  listLabel: string;
  /** the radio inputs' form name */
  name: string;
  collections: readonly C[];
  chosen: string | null;
  onChoose: (id: string) => void;
  /** what a row shows after the collection's name (Default, Archived, its student count) */
  aside?: (collection: C) => ReactNode;
  confirmLabel: string;
  confirmDisabled: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** a footer button before Cancel (the save dialog's New) */
  extraAction?: ReactNode;
  /** above the list (the save dialog's price) */
  notice?: ReactNode;
  /** shown instead of the list while it loads, after it failed, or when it is empty */
  placeholder?: ReactNode;
};

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

/**
 * Choose one collection: Save to Collection (portal) and Move to Collection (saved students) are this dialog with
 * their own words, rows and footer (spec 001 §2 and §4).
 */
export function CollectionChoiceDialog<C extends Choice>(props: Props<C>) {
  const { open, title, description, listLabel, name, collections, chosen, onChoose, aside, confirmLabel, confirmDisabled, onConfirm, onClose } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {props.extraAction}
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {props.notice}
      {props.placeholder ?? (
        <div role="radiogroup" aria-label={listLabel} className={flex({ direction: 'column', gap: '2' })}>
          {collections.map((collection) => (
            <label key={collection.id} className={option}>
              <input type="radio" name={name} checked={chosen === collection.id} onChange={() => onChoose(collection.id)} />
              <span aria-hidden className={css({ w: '3', h: '3', borderRadius: 'full', flexShrink: 0 })} style={{ background: collection.color }} />
              <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{collection.name}</span>
              {aside?.(collection)}
            </label>
          ))}
        </div>
      )}
    </Dialog>
  );
}
