import { Link } from '@tanstack/react-router';
import { Download, FolderInput, Trash2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, card } from 'styled-system/recipes';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { SAVED_PAGE_SIZES } from '../saved-search';
import type { Collection } from '../api/collections';
import { CollectionPicker } from './collection-picker';
import { SavedFiltersBar } from './saved-filters-bar';
import { SavedTable } from './saved-table';
import type { SavedList } from './use-saved-list';
import type { SavedView } from './use-saved-view';
import { ExportPrice } from './export-price';

type Props = {
  view: SavedView;
  list: SavedList;
  collections: Collection[];
  showArchived: boolean;
  exporting: boolean;
  picker: Pick<Parameters<typeof CollectionPicker>[0], 'onNew' | 'onEdit' | 'onDuplicate' | 'onArchive' | 'onDelete'>;
  onExportSelected: () => void;
  onMoveSelected: () => void;
  onRemove: (ids: string[]) => void;
  onView: (id: string) => void;
};

/** The saved students of the view: collection picker, bulk actions, search and filters, the table and its pages. */
export function SavedListCard({ view, list, collections, showArchived, exporting, picker, ...on }: Props) {
  const { selected, setSelected, selectedIds, rows } = list;
  return (
    <div className={card({ padding: 'none' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '4',
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          flexWrap: 'wrap',
        })}
      >
        <CollectionPicker
          collections={collections}
          selectedId={view.collectionId}
          showArchived={showArchived}
          onSelect={(id) => view.selectCollection(id)}
          {...picker}
        />
        {selectedIds.length ? (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of actions, not a form's fieldset
          <div className={flex({ ml: 'auto', align: 'center', gap: '2' })} role="group" aria-label="Bulk actions">
            <span className={hint({ mr: '1' })}>{selectedIds.length} selected</span>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={exporting} onClick={on.onExportSelected}>
              <Download size={16} aria-hidden /> Export Selected
            </button>
            <ExportPrice scope={{ studentIds: selectedIds }} />
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={on.onMoveSelected}>
              <FolderInput size={16} aria-hidden /> Move to Collection
            </button>
            <button type="button" className={button({ variant: 'danger', size: 'sm' })} onClick={() => on.onRemove(selectedIds)}>
              <Trash2 size={16} aria-hidden /> Remove Selected
            </button>
          </div>
        ) : null}
      </div>
      <SavedFiltersBar
        search={view.searchText}
        filters={view.filters}
        options={list.options}
        onSearch={view.setSearchText}
        onFilter={view.setFilter}
        onClearAll={view.clearAll}
      />
      {list.all.length === 0 ? (
        <EmptyState
          title="No saved students yet"
          description="Save students from the Student Leads Portal to organise, annotate and export them here."
          action={
            <Link to="/leads-portal" className={button()}>
              Browse Leads Portal
            </Link>
          }
        />
      ) : list.filtered.length === 0 ? (
        <EmptyState
          title="No students found"
          description="No saved student matches this search, collection or filter."
          action={
            <button type="button" className={button({ variant: 'outline' })} onClick={view.clearAll}>
              Clear Search
            </button>
          }
        />
      ) : (
        <>
          <SavedTable
            rows={rows}
            collections={list.byId}
            selected={selected}
            onToggle={(id) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]))}
            onToggleAll={(checked) =>
              setSelected(checked ? new Set([...selected, ...rows.map((r) => r.id)]) : new Set([...selected].filter((id) => !rows.some((r) => r.id === id))))
            }
            onView={(s) => on.onView(s.id)}
            onUnsave={(s) => on.onRemove([s.id])}
          />
          <div className={css({ px: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
            <Pagination
              page={list.page}
              totalPages={Math.ceil(list.filtered.length / view.limit)}
              total={list.filtered.length}
              limit={view.limit}
              noun={['student']}
              pageSizes={SAVED_PAGE_SIZES}
              onPage={(p) => {
                view.setPage(p);
                list.clearSelection();
              }}
              onLimit={(n) => view.setLimit(n as SavedView['limit'])}
            />
          </div>
        </>
      )}
    </div>
  );
}
