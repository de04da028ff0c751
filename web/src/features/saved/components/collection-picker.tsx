import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Archive, Copy, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import type { Collection } from '../api/collections';

type Props = {
  collections: Collection[];
  selectedId: string | null;
  /** Show Archived: archived collections are listed too (spec 001 §4) */
  showArchived: boolean;
  onSelect: (id: string | null) => void;
  onNew: () => void;
  onEdit: (collection: Collection) => void;
  onDuplicate: (collection: Collection) => void;
  onArchive: (collection: Collection) => void;
  onDelete: (collection: Collection) => void;
};

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.muted' },
  '&[data-value=delete]': { color: 'error.default' },
});

/**
 * Spec 001 §2 "Collection picker": All Collections and the non-archived collections (the archived ones too while Show
 * Archived is on), New, and a menu for a non-default one.
 */
export function CollectionPicker({ collections, selectedId, showArchived, onSelect, onNew, onEdit, onDuplicate, onArchive, onDelete }: Props) {
  const listed = collections.filter((c) => showArchived || !c.isArchived);
  const selected = collections.find((c) => c.id === selectedId) ?? null;
  return (
    <div className={flex({ align: 'center', gap: '2' })}>
      {/* the label stands apart, so that the select's name is "Collection" and not also its chosen option */}
      <label htmlFor="collection-picker" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        Collection
      </label>
      <select
        id="collection-picker"
        className={`${input()} ${css({ w: '56' })}`}
        value={selectedId ?? 'all'}
        onChange={(event) => onSelect(event.target.value === 'all' ? null : event.target.value)}
      >
        <option value="all">All Collections</option>
        {listed.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name} ({collection.studentCount}){collection.isArchived ? ' (archived)' : ''}
          </option>
        ))}
        {selected?.isArchived && !showArchived ? <option value={selected.id}>{selected.name} (archived)</option> : null}
      </select>
      <button type="button" className={button({ variant: 'outline' })} onClick={onNew}>
        <Plus size={16} aria-hidden /> New
      </button>
      {selected && !selected.isDefault ? (
        <Menu.Root
          onSelect={({ value }) =>
            value === 'edit' ? onEdit(selected) : value === 'duplicate' ? onDuplicate(selected) : value === 'archive' ? onArchive(selected) : onDelete(selected)
          }
          positioning={{ placement: 'bottom-end' }}
        >
          <Menu.Trigger className={button({ variant: 'ghost' })} aria-label={`Actions for ${selected.name}`}>
            <MoreHorizontal size={18} aria-hidden />
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content
                className={css({
                  bg: 'bg.canvas',
                  borderRadius: 'md',
                  boxShadow: 'raised',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  p: '1',
                  minW: '44',
                  zIndex: 'dropdown',
                  _focusVisible: { outline: 'none' },
                })}
              >
                <Menu.Item value="edit" className={item}>
                  <Pencil size={16} aria-hidden /> Edit
                </Menu.Item>
                <Menu.Item value="duplicate" className={item}>
                  <Copy size={16} aria-hidden /> Duplicate
                </Menu.Item>
                {selected.isArchived ? null : (
                  <Menu.Item value="archive" className={item}>
                    <Archive size={16} aria-hidden /> Archive
                  </Menu.Item>
                )}
                <Menu.Item value="delete" className={item}>
                  <Trash2 size={16} aria-hidden /> Delete
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </div>
  );
}
