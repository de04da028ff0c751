import { BellRing, Bookmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button, card } from 'styled-system/recipes';
import { CADENCE_LABELS, newCountLabel } from '@domain/alerts/domain/saved-search.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { type SavedSearch, useCreateSavedSearch, useDeleteSavedSearch, useMarkSavedSearchViewed, useSavedSearches } from '../api/saved-searches';
import type { Filters } from '../portal-search';
import { savedSearchName } from './saved-search-name';
import type { CreateSavedSearchData } from '@/api/types.gen';

type SavedQuery = CreateSavedSearchData['body']['query'];
import { SaveSearchDialog } from './save-search-dialog';

type Props = {
  enabled: boolean;
  filters: Filters;
  search: string | undefined;
  /** ADR 0024: "Hide students already in your list" is on: the saved search keeps it */
  excludeListed: boolean;
  /** shows a saved search's filters and search in the portal */
  onOpen: (query: Record<string, string>) => void;
};

const newText = (search: SavedSearch) =>
  search.newCount === null ? 'New matches: not counted' : `${newCountLabel(search.newCount, search.newCountCapped)} new since you last looked`;

/** A name for the current view: its search and filter values, or "All students". */

/** Issue 17 §3: save the current filters and search; the saved ones with their new matches; open or delete one. */
export function SavedSearchesPanel({ enabled, filters, search, excludeListed, onOpen }: Props) {
  const saved = useSavedSearches(enabled);
  const create = useCreateSavedSearch();
  const remove = useDeleteSavedSearch();
  const viewed = useMarkSavedSearchViewed();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const save = (name: string, cadence: 'daily' | 'weekly' | 'off') =>
    create.mutate(
      // the portal's own view, checked again by the server as the catalogue checks it
      { body: { name, cadence, query: { ...(filters as SavedQuery), ...(search ? { search } : {}), ...(excludeListed ? { excludeListed: 'true' } : {}) } } },
      {
        onSuccess: () => {
          setSaving(false);
          notify({ title: 'Search saved', description: `"${name}" is in your saved searches.`, variant: 'success' });
        },
        onError: (error) => notify({ title: 'Could not save the search', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  const open = (item: SavedSearch) => {
    onOpen(item.query);
    viewed.mutate({ path: { id: item.id } });
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { path: { id: deleting.id } },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => notify({ title: 'Could not delete the search', description: failureMessage(error), variant: 'destructive' }),
      },
    );

  const list = saved.data ?? [];
  return (
    <section aria-labelledby="saved-searches-title" className={cx(card(), css({ py: '3', px: '4' }))}>
      <div className={flex({ align: 'center', justify: 'space-between', gap: '3', wrap: 'wrap' })}>
        <h2 id="saved-searches-title" className={heading({ size: 'md', fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '2' })}>
          <BellRing size={18} aria-hidden /> Saved searches
        </h2>
        {/* loading says so on the heading's line, where the empty hint goes: on a line of its own it pushed the list
            down by that line and back up when the answer came (the first rows jumped on a slow network) */}
        {saved.isPending && enabled ? (
          <p className={hint({ flex: '1', minW: '0' })} role="status">
            Loading saved searches…
          </p>
        ) : list.length === 0 && !saved.isPending && !saved.isError ? (
          <p className={hint({ flex: '1', minW: '0' })}>No saved searches yet. Choose filters or a search, then Save this search to hear about new students.</p>
        ) : null}
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setSaving(true)} disabled={!enabled}>
          <Bookmark size={16} aria-hidden /> Save this search
        </button>
      </div>
      {saved.isPending ? null : saved.isError ? (
        <p className={css({ fontSize: 'sm', color: 'error.default', mt: '3' })} role="alert">
          {failureMessage(saved.error, 'Could not load your saved searches')}
        </p>
      ) : list.length === 0 ? null : (
        <ul className={flex({ mt: '3', direction: 'column', gap: '2' })}>
          {list.map((item) => (
            <li
              key={item.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                p: '2',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'md',
              })}
            >
              <button
                type="button"
                className={css({
                  flex: '1',
                  minW: '0',
                  textAlign: 'left',
                  cursor: 'pointer',
                  borderRadius: 'sm',
                  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
                })}
                onClick={() => open(item)}
                aria-label={`Open ${item.name}: ${newText(item)}`}
              >
                <span className={css({ display: 'block', fontWeight: 'medium', overflowWrap: 'anywhere' })}>{item.name}</span>
                <span className={hint({ size: 'xs', display: 'block' })}>
                  {CADENCE_LABELS[item.cadence]} ·{' '}
                  <span className={css({ color: item.newCount ? 'primary.default' : undefined, fontWeight: item.newCount ? 'semibold' : undefined })}>
                    {newText(item)}
                  </span>
                </span>
              </button>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>
                <Trash2 size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SaveSearchDialog
        open={saving}
        pending={create.isPending}
        suggestedName={savedSearchName(filters, search)}
        onClose={() => setSaving(false)}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete saved search"
        description={`Delete "${deleting?.name ?? ''}"? Its e-mails stop.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => confirmDelete()}
      />
    </section>
  );
}
