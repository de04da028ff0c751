import { Archive, ArchiveRestore, Download, FolderInput, Layers, Pencil, Plus, Users, UserX } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import type { Collection } from '../api/collections';
import { ExportPrice } from './export-price';

type Props = {
  collections: Collection[];
  totalSaved: number;
  selectedId: string | null;
  showArchived: boolean;
  selectedCount: number;
  exporting: boolean;
  onSelect: (id: string | null) => void;
  onToggleArchived: () => void;
  onCreate: () => void;
  onEdit: (collection: Collection) => void;
  /** asks for confirmation first (spec 001 §5) */
  onArchive: (collection: Collection) => void;
  onUnarchive: (collection: Collection) => void;
  onMoveHere: (collection: Collection) => void;
  onExport: (collection: Collection) => void;
  /** ADR 0021: whether this seat may share the collection with the team, and the toggle */
  canShare: (collection: Collection) => boolean;
  onToggleShared: (collection: Collection) => void;
};

const tile = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  textAlign: 'left',
  cursor: 'pointer',
  minH: '32',
  transition: 'box-shadow 150ms, border-color 150ms',
  _hover: { boxShadow: 'card' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
  '&[aria-pressed=true]': { borderColor: 'primary.default', boxShadow: '0 0 0 1px token(colors.primary.default)' },
});

const count = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** Spec 001 §2: All Collections, a tile per collection, Create Collection, Show/Hide Archived, Quick Actions. */
export function CollectionsPanel(props: Props) {
  const { collections, selectedId, showArchived } = props;
  const visible = collections.filter((c) => showArchived || !c.isArchived);
  const selected = collections.find((c) => c.id === selectedId) ?? null;
  const archivedCount = collections.filter((c) => c.isArchived).length;
  return (
    <section aria-labelledby="collections-heading" className={flex({ direction: 'column', gap: '4' })}>
      <div className={flex({ align: 'center', gap: '3' })}>
        <h2 id="collections-heading" className={heading({ size: 'lg' })}>
          Collections
        </h2>
        <button
          type="button"
          className={cx(button({ variant: 'ghost', size: 'sm' }), css({ ml: 'auto' }))}
          onClick={props.onToggleArchived}
          aria-pressed={showArchived}
        >
          {showArchived ? 'Hide Archived' : `Show Archived${archivedCount ? ` (${archivedCount})` : ''}`}
        </button>
      </div>
      <div className={grid({ gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '3' })}>
        <button type="button" className={tile} aria-pressed={selectedId === null} onClick={() => props.onSelect(null)}>
          <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' })}>
            <Layers size={16} aria-hidden className={css({ color: 'primary.default' })} /> All Collections
          </span>
          <span className={hint()}>Every saved student</span>
          <span className={css({ mt: 'auto', fontSize: 'sm', fontWeight: 'medium' })}>{count(props.totalSaved)}</span>
        </button>
        {visible.map((collection) => (
          <div key={collection.id} className={css({ position: 'relative' })}>
            <button
              type="button"
              className={cx(tile, css({ w: 'full', h: 'full', opacity: collection.isArchived ? 0.75 : 1 }))}
              aria-pressed={selectedId === collection.id}
              onClick={() => props.onSelect(collection.id)}
              data-testid="collection-tile"
            >
              <span
                aria-hidden
                className={css({ position: 'absolute', left: '0', top: '3', bottom: '3', w: '1', borderRadius: 'full' })}
                style={{ background: collection.color }}
              />
              <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', flexWrap: 'wrap', pr: '24' })}>
                <span aria-hidden className={css({ w: '3', h: '3', borderRadius: 'full', flexShrink: 0 })} style={{ background: collection.color }} />
                <span className={css({ wordBreak: 'break-word' })}>{collection.name}</span>
                {collection.isDefault ? <Badge tone="brand">Default</Badge> : null}
                {collection.isArchived ? <Badge tone="warning">Archived</Badge> : null}
                {collection.shared ? <Badge tone="success">Shared with team</Badge> : null}
              </span>
              <span
                className={css({
                  fontSize: 'sm',
                  color: collection.description ? 'fg.muted' : 'fg.subtle',
                  fontStyle: collection.description ? 'normal' : 'italic',
                  lineClamp: 2,
                })}
              >
                {collection.description || 'No description'}
              </span>
              <span className={css({ mt: 'auto', display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap', fontSize: 'sm' })}>
                <span className={css({ fontWeight: 'medium', mr: '1' })}>{count(collection.studentCount)}</span>
                {collection.tags.slice(0, 2).map((tag) => (
                  <Badge key={tag}>{tag}</Badge>
                ))}
                {collection.tags.length > 2 ? <Badge>+{collection.tags.length - 2}</Badge> : null}
              </span>
            </button>
            <div className={css({ position: 'absolute', top: '2', right: '2', display: 'flex', gap: '0.5' })}>
              <button
                type="button"
                aria-label={`Edit ${collection.name}`}
                title="Edit"
                className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                onClick={() => props.onEdit(collection)}
              >
                <Pencil size={16} aria-hidden />
              </button>
              {props.canShare(collection) ? (
                <button
                  type="button"
                  aria-label={`${collection.shared ? 'Stop sharing' : 'Share with team'}: ${collection.name}`}
                  title={collection.shared ? 'Stop sharing' : 'Share with team'}
                  className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                  onClick={() => props.onToggleShared(collection)}
                >
                  {collection.shared ? <UserX size={16} aria-hidden /> : <Users size={16} aria-hidden />}
                </button>
              ) : null}
              {collection.isDefault ? null : collection.isArchived ? (
                <button
                  type="button"
                  aria-label={`Unarchive ${collection.name}`}
                  title="Unarchive"
                  className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                  onClick={() => props.onUnarchive(collection)}
                >
                  <ArchiveRestore size={16} aria-hidden />
                </button>
              ) : (
                <button
                  type="button"
                  aria-label={`Archive ${collection.name}`}
                  title="Archive"
                  className={cx(button({ variant: 'ghost', size: 'sm' }), css({ px: '2' }))}
                  onClick={() => props.onArchive(collection)}
                >
                  <Archive size={16} aria-hidden />
                </button>
              )}
            </div>
          </div>
        ))}
        <button
          type="button"
          className={cx(tile, css({ borderStyle: 'dashed', alignItems: 'center', justifyContent: 'center', color: 'primary.default', fontWeight: 'semibold' }))}
          onClick={props.onCreate}
        >
          <Plus size={20} aria-hidden /> Create Collection
        </button>
      </div>
      {selected ? (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of actions, not a form's fieldset
        <div
          className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'md', bg: 'primary.subtle', flexWrap: 'wrap' })}
          role="group"
          aria-label="Quick Actions"
        >
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Quick Actions</span>
          <span className={hint()}>for “{selected.name}”</span>
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'sm' }), css({ ml: 'auto' }))}
            disabled={props.selectedCount === 0}
            onClick={() => props.onMoveHere(selected)}
          >
            <FolderInput size={16} aria-hidden /> Move Selected Here{props.selectedCount ? ` (${props.selectedCount})` : ''}
          </button>
          <button type="button" className={button({ size: 'sm' })} disabled={props.exporting} onClick={() => props.onExport(selected)}>
            <Download size={16} aria-hidden /> Export Collection
          </button>
          {selected.studentCount > 0 ? <ExportPrice scope={{ collectionId: selected.id }} /> : null}
        </div>
      ) : null}
    </section>
  );
}
