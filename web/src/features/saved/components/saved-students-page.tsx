import { Link, useNavigate } from '@tanstack/react-router';
import { Download, FolderInput, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { VerificationDialog } from '@/components/layout/verification-dialog';
import { CollectionFormDialog } from '@/components/ui/collection-form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useMemberSession } from '@/lib/member-session';
import { copyName } from '@domain/collections/domain/collection.schema';
import { useCollections, type Collection } from '../api/collections';
import { useSavedStudents, type SavedStudent } from '../api/saved-students';
import { CollectionPicker } from './collection-picker';
import { CollectionsPanel } from './collections-panel';
import { MoveDialog } from './move-dialog';
import { NamePromptDialog } from './name-prompt-dialog';
import { SavedDetailDialog } from './saved-detail-dialog';
import { filterOptions, filterSaved, type FilterKey, type SavedFilters } from './saved-filtering';
import { SavedFiltersBar } from './saved-filters-bar';
import { SavedHeader } from './saved-header';
import { SavedPagination } from './saved-pagination';
import { SavedTable } from './saved-table';
import { useSavedActions } from './use-saved-actions';

type Confirm = { title: string; description: string; label: string; destructive?: boolean; run: () => void } | null;

export function SavedStudentsPage() {
  const navigate = useNavigate();
  const session = useMemberSession();
  const collectionsQuery = useCollections();
  const savedQuery = useSavedStudents({ enabled: session.user?.isVerified === true });
  // spec 001 §2: an unverified member's page is blocked by the verification dialog, as the portal is
  const notVerified =
    session.user?.isVerified === false || (savedQuery.error instanceof ApiError && savedQuery.error.status === 403 && savedQuery.error.body?.code === 'AUTH.NOT_VERIFIED');
  const actions = useSavedActions({ isPremium: session.isPremium });

  const [collectionId, setCollectionId] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<SavedFilters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Collection | null>(null);
  const [moving, setMoving] = useState(false);
  const [duplicating, setDuplicating] = useState<Collection | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);

  useEffect(() => {
    if (session.status === 'signed-out') void navigate({ to: '/login' });
  }, [session.status, navigate]);

  const collections = collectionsQuery.data ?? [];
  const byId = useMemo(() => new Map(collections.map((c) => [c.id, c])), [collections]);
  const all = savedQuery.data?.savedStudents ?? [];
  const inCollection = useMemo(() => (collectionId ? all.filter((s) => s.collectionId === collectionId) : all), [all, collectionId]);
  const options = useMemo(() => filterOptions(all), [all]);
  const filtered = useMemo(() => filterSaved(inCollection, search, filters), [inCollection, search, filters]);
  const pages = Math.max(1, Math.ceil(filtered.length / limit));
  const rows = filtered.slice((Math.min(page, pages) - 1) * limit, Math.min(page, pages) * limit);
  const detail = all.find((s) => s.id === detailId) ?? null;
  const selectedIds = [...selected].filter((id) => all.some((s) => s.id === id));

  // A filter, search, collection or page-size change starts again from page 1 with nothing selected.
  const scope = JSON.stringify([collectionId, search, filters, limit]);
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [scope]);
  // A collection that disappears (deleted, or archived while hidden) is no longer the view.
  useEffect(() => {
    if (collectionId && collectionsQuery.data && !byId.has(collectionId)) setCollectionId(null);
  }, [collectionId, byId, collectionsQuery.data]);

  if (session.status !== 'signed-in') return session.status === 'loading' ? <LoadingState label="Loading your saved students…" /> : null;

  const clearSelection = () => setSelected(new Set());
  const setFilter = (key: FilterKey, value: string) =>
    setFilters((current) => {
      const next = { ...current, [key]: value };
      if (value === 'all') delete next[key];
      return next;
    });
  const clearAll = () => {
    setSearch('');
    setFilters({});
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const askRemove = (ids: string[], done: () => void = () => {}) =>
    setConfirm({
      title: 'Remove from Saved',
      description: `Are you sure you want to remove ${ids.length} students from your saved list?`,
      label: 'Remove',
      destructive: true,
      run: () => actions.unsave(ids, () => (setSelected((s) => new Set([...s].filter((id) => !ids.includes(id)))), done(), setConfirm(null))),
    });
  const logout = async () => {
    await session.logout();
    notify({ title: 'Logged out', description: 'You have been logged out successfully.' });
    void navigate({ to: '/login' });
  };

  // Spec 001 §5: archive asks for confirmation, from a tile as from the picker's menu.
  const askArchive = (c: Collection, from: 'menu' | 'tile') =>
    setConfirm({
      title: 'Archive Collection',
      description: `Archive "${c.name}"? It will be hidden from pickers until you unarchive it (Show Archived lists it).`,
      label: 'Archive',
      run: () => actions.archiveCollection(c, from, () => setConfirm(null)),
    });
  const loading = collectionsQuery.isPending || savedQuery.isPending || notVerified;
  const loadError = savedQuery.error ?? collectionsQuery.error;

  return (
    <DesktopOnly>
      <div
        className={css({ minH: '100vh', bg: 'bg.subtle', filter: notVerified ? 'blur(4px)' : undefined })}
        aria-hidden={notVerified || undefined}
        {...(notVerified ? { inert: true } : {})}
      >
        <SavedHeader credits={session.credits} isPremium={session.isPremium} onLogout={() => setLogoutOpen(true)} />
        <main className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3' })}>
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>My Saved Students</h1>
            <span className={css({ color: 'fg.muted', fontSize: 'lg' })} data-testid="saved-count">
              ({savedQuery.data?.total ?? 0})
            </span>
          </div>

          {loading ? (
            <div className={card()}>
              <LoadingState label="Loading your saved students…" />
            </div>
          ) : loadError ? (
            <div className={card()}>
              <ErrorState title="Failed to load saved students" description={failureMessage(loadError)} onRetry={() => (void savedQuery.refetch(), void collectionsQuery.refetch())} />
            </div>
          ) : (
            <>
              <div className={card()}>
                <CollectionsPanel
                  collections={collections}
                  totalSaved={savedQuery.data?.total ?? 0}
                  selectedId={collectionId}
                  showArchived={showArchived}
                  selectedCount={selectedIds.length}
                  exporting={actions.pending.export}
                  onSelect={setCollectionId}
                  onToggleArchived={() => setShowArchived((v) => !v)}
                  onCreate={() => setCreating(true)}
                  onEdit={setEditing}
                  onArchive={(c) => askArchive(c, 'tile')}
                  onUnarchive={actions.unarchiveCollection}
                  onMoveHere={(c) => actions.moveStudents(selectedIds, c.id, clearSelection)}
                  onExport={(c) => actions.exportCollection(c, c.studentCount)}
                />
              </div>

              <div className={card({ padding: 'none' })}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', flexWrap: 'wrap' })}>
                  <CollectionPicker
                    collections={collections}
                    selectedId={collectionId}
                    showArchived={showArchived}
                    onSelect={setCollectionId}
                    onNew={() => setCreating(true)}
                    onEdit={setEditing}
                    onDuplicate={setDuplicating}
                    onArchive={(c) => askArchive(c, 'menu')}
                    onDelete={(c) =>
                      setConfirm({
                        title: 'Delete Collection',
                        description: `Delete "${c.name}"? Its ${c.studentCount} students will be moved to your default collection.`,
                        label: 'Delete',
                        destructive: true,
                        run: () => actions.deleteCollection(c, () => (setCollectionId(null), setConfirm(null))),
                      })
                    }
                  />
                  {selectedIds.length ? (
                    <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })} role="group" aria-label="Bulk actions">
                      <span className={css({ fontSize: 'sm', color: 'fg.muted', mr: '1' })}>{selectedIds.length} selected</span>
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={actions.pending.export} onClick={() => actions.exportSelected(selectedIds, clearSelection)}>
                        <Download size={16} aria-hidden /> Export Selected
                      </button>
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setMoving(true)}>
                        <FolderInput size={16} aria-hidden /> Move to Collection
                      </button>
                      <button type="button" className={button({ variant: 'danger', size: 'sm' })} onClick={() => askRemove(selectedIds)}>
                        <Trash2 size={16} aria-hidden /> Remove Selected
                      </button>
                    </div>
                  ) : null}
                </div>
                <SavedFiltersBar search={search} filters={filters} options={options} onSearch={setSearch} onFilter={setFilter} onClearAll={clearAll} />
                {all.length === 0 ? (
                  <EmptyState
                    title="No saved students yet"
                    description="Save students from the Student Leads Portal to organise, annotate and export them here."
                    action={
                      <Link to="/leads-portal" className={button()}>
                        Browse Leads Portal
                      </Link>
                    }
                  />
                ) : filtered.length === 0 ? (
                  <EmptyState
                    title="No students found"
                    description="No saved student matches this search, collection or filter."
                    action={
                      <button type="button" className={button({ variant: 'outline' })} onClick={clearAll}>
                        Clear Search
                      </button>
                    }
                  />
                ) : (
                  <>
                    <SavedTable
                      rows={rows}
                      collections={byId}
                      selected={selected}
                      onToggle={toggle}
                      onToggleAll={(checked) => setSelected(checked ? new Set([...selected, ...rows.map((r) => r.id)]) : new Set([...selected].filter((id) => !rows.some((r) => r.id === id))))}
                      onView={(s: SavedStudent) => setDetailId(s.id)}
                      onUnsave={(s) => askRemove([s.id])}
                    />
                    <SavedPagination page={Math.min(page, pages)} limit={limit} total={filtered.length} onPage={(p) => (setPage(p), clearSelection())} onLimit={setLimit} />
                  </>
                )}
              </div>
            </>
          )}
        </main>
      </div>

      <CollectionFormDialog
        open={creating}
        disableWhileBlank
        pending={actions.pending.create}
        onClose={() => setCreating(false)}
        onSubmit={(body) => actions.createCollection(body, (c) => (setCreating(false), setCollectionId(c.id)))}
      />
      <CollectionFormDialog
        open={editing !== null}
        editing={editing}
        disableWhileBlank
        pending={actions.pending.update}
        onClose={() => setEditing(null)}
        onSubmit={(body) => editing && actions.updateCollection(editing, body, () => setEditing(null))}
      />
      <NamePromptDialog
        open={duplicating !== null}
        initial={duplicating ? copyName(duplicating.name) : ''}
        pending={actions.pending.duplicate}
        onCancel={() => setDuplicating(null)}
        onSubmit={(name) => duplicating && actions.duplicateCollection(duplicating, name, (copy) => (setDuplicating(null), setCollectionId(copy.id)))}
      />
      <MoveDialog open={moving} count={selectedIds.length} collections={collections} showArchived={showArchived} pending={actions.pending.move} onClose={() => setMoving(false)} onMove={(target) => actions.moveStudents(selectedIds, target, () => (setMoving(false), clearSelection()))} />
      <SavedDetailDialog
        student={detail}
        collectionName={(detail?.collectionId && byId.get(detail.collectionId)?.name) || 'Unknown'}
        targets={collections.filter((c) => showArchived || !c.isArchived)}
        moving={actions.pending.moveOne}
        onMove={(target) => detail && actions.moveStudent(detail.id, target, () => {})}
        savingNotes={actions.pending.notes}
        onClose={() => setDetailId(null)}
        onSaveNotes={(notes) => detail && actions.saveNotes(detail.id, notes, () => {})}
        onRemove={() => detail && askRemove([detail.id], () => setDetailId(null))}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        confirmLabel={confirm?.label ?? 'Confirm'}
        destructive={confirm?.destructive}
        pending={actions.pending.remove || actions.pending.unsave || actions.pending.archive}
        onConfirm={() => confirm?.run()}
      />
      <VerificationDialog open={notVerified} />
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title="Confirm Logout"
        description="Are you sure you want to logout? You will need to login again to access your account."
        confirmLabel="Logout"
        onConfirm={() => void logout()}
      />
    </DesktopOnly>
  );
}
