import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading } from 'styled-system/patterns';
import { card } from 'styled-system/recipes';
import { MemberLogoutDialog } from '@/components/layout/member-logout-dialog';
import { VerificationDialog } from '@/components/layout/verification-dialog';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { ApiError, failureMessage } from '@/lib/api-error';
import { useMemberSession } from '@/lib/member-session';
import { useCollections, type Collection } from '../api/collections';
import { useSavedStudents } from '../api/saved-students';
import { CollectionsPanel } from './collections-panel';
import { canShare, useSeatRole, useShareToggle } from '../api/share-collection';
import { CopyNoticesBanner } from './copy-notices-banner';
import { RefundNotice } from '@/components/credits/refund-notice';
import { exportRequests } from './export-requests';
import { SavedDialogs, type Confirm, type SavedDialog } from './saved-dialogs';
import { SavedHeader } from './saved-header';
import { SavedListCard } from './saved-list-card';
import { useSavedActions } from './use-saved-actions';
import { useSavedList } from './use-saved-list';
import { useSavedView } from './use-saved-view';
import { plural } from '@/lib/plural';

/** Spec 001 §2, §5: the member's collections and saved students; the view lives in the address bar (use-saved-view.ts). */
export function SavedStudentsPage() {
  const navigate = useNavigate();
  const session = useMemberSession();
  const collectionsQuery = useCollections();
  const view = useSavedView();
  const sharedCollectionId = collectionsQuery.data?.find((c) => c.id === view.collectionId && c.shared)?.id ?? null;
  const savedQuery = useSavedStudents({ enabled: session.user?.isVerified === true, sharedCollectionId });
  // spec 001 §2: an unverified member's page is blocked by the verification dialog, as the portal is
  const notVerified =
    session.user?.isVerified === false ||
    (savedQuery.error instanceof ApiError && savedQuery.error.status === 403 && savedQuery.error.body?.code === 'AUTH.NOT_VERIFIED');
  const actions = useSavedActions({ isPremium: session.isPremium });
  const collections = collectionsQuery.data ?? [];
  const list = useSavedList(view, collections, savedQuery.data?.savedStudents ?? []);
  const [showArchived, setShowArchived] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<SavedDialog>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const role = useSeatRole({ enabled: session.status === 'signed-in' });
  const toggleShared = useShareToggle();

  useEffect(() => {
    if (session.status === 'signed-out') void navigate({ to: '/login' });
  }, [session.status, navigate]);
  // A collection that disappears (deleted, or never the member's: an old link) is no longer the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view.selectCollection is a new function on each render; the listed values are what re-runs this
  useEffect(() => {
    if (view.collectionId && collectionsQuery.data && !list.byId.has(view.collectionId)) view.selectCollection(null, true);
  }, [view.collectionId, list.byId, collectionsQuery.data]);

  if (session.status !== 'signed-in') return session.status === 'loading' ? <LoadingState label="Loading your saved students…" /> : null;

  const confirm = (c: Confirm) => setDialog({ kind: 'confirm', confirm: c });
  const exporting = exportRequests(actions, setDialog);
  const askRemove = (ids: string[], done: () => void = () => {}) =>
    confirm({
      title: 'Remove from Saved',
      description: `Are you sure you want to remove ${plural(ids.length, 'student')} from your saved list?`,
      label: 'Remove',
      destructive: true,
      run: () =>
        actions.unsave(ids, () => {
          list.setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
          done();
          setDialog(null);
        }),
    });
  // Spec 001 §5: archive asks for confirmation, from a tile as from the picker's menu.
  const askArchive = (c: Collection, from: 'menu' | 'tile') =>
    confirm({
      title: 'Archive Collection',
      description: `Archive "${c.name}"? It will be hidden from pickers until you unarchive it (Show Archived lists it).`,
      label: 'Archive',
      run: () => actions.archiveCollection(c, from, () => setDialog(null)),
    });
  const askDelete = (c: Collection) =>
    confirm({
      title: 'Delete Collection',
      description: `Delete "${c.name}"? Its ${plural(c.studentCount, 'student')} will be moved to your default collection.`,
      label: 'Delete',
      destructive: true,
      run: () =>
        actions.deleteCollection(c, () => {
          view.selectCollection(null);
          setDialog(null);
        }),
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
        <main className={flex({ maxW: '7xl', mx: 'auto', px: '6', py: '8', direction: 'column', gap: '6' })}>
          <div className={flex({ align: 'baseline', gap: '3' })}>
            <h1 className={heading({ size: '3xl' })}>My Saved Students</h1>
            <span className={css({ color: 'fg.muted', fontSize: 'lg' })} data-testid="saved-count">
              ({savedQuery.data?.total ?? 0})
            </span>
          </div>
          <CopyNoticesBanner enabled={session.user?.isVerified === true} />
          <RefundNotice enabled={session.user?.isVerified === true} />
          {loading ? (
            <div className={card()}>
              <LoadingState label="Loading your saved students…" />
            </div>
          ) : loadError ? (
            <div className={card()}>
              <ErrorState
                title="Failed to load saved students"
                description={failureMessage(loadError)}
                onRetry={() => {
                  savedQuery.refetch();
                  collectionsQuery.refetch();
                }}
              />
            </div>
          ) : (
            <>
              <div className={card()}>
                <CollectionsPanel
                  collections={collections}
                  totalSaved={savedQuery.data?.total ?? 0}
                  selectedId={view.collectionId}
                  showArchived={showArchived}
                  selectedCount={list.selectedIds.length}
                  exporting={actions.pending.export}
                  onSelect={(id) => view.selectCollection(id)}
                  onToggleArchived={() => setShowArchived((v) => !v)}
                  onCreate={() => setDialog({ kind: 'create' })}
                  onEdit={(collection) => setDialog({ kind: 'edit', collection })}
                  onArchive={(c) => askArchive(c, 'tile')}
                  onUnarchive={actions.unarchiveCollection}
                  onMoveHere={(c) => actions.moveStudents(list.selectedIds, c.id, list.clearSelection)}
                  onExport={exporting.collection}
                  canShare={(c) => canShare(c, role)}
                  onToggleShared={toggleShared}
                />
              </div>
              <SavedListCard
                view={view}
                list={list}
                collections={collections}
                showArchived={showArchived}
                exporting={actions.pending.export}
                picker={{
                  onNew: () => setDialog({ kind: 'create' }),
                  onEdit: (collection) => setDialog({ kind: 'edit', collection }),
                  onDuplicate: (collection) => setDialog({ kind: 'duplicate', collection }),
                  onArchive: (c) => askArchive(c, 'menu'),
                  onDelete: askDelete,
                }}
                onExportSelected={() => exporting.selected(list.selectedIds, list.clearSelection)}
                onMoveSelected={() => setDialog({ kind: 'move' })}
                onRemove={(ids) => askRemove(ids)}
                onView={setDetailId}
              />
            </>
          )}
        </main>
      </div>
      <SavedDialogs
        dialog={dialog}
        setDialog={setDialog}
        detail={list.all.find((s) => s.id === detailId) ?? null}
        closeDetail={() => setDetailId(null)}
        actions={actions}
        collections={collections}
        byId={list.byId}
        showArchived={showArchived}
        selectedIds={list.selectedIds}
        balance={session.credits ?? 0}
        isPremium={session.isPremium}
        onShowCollection={(id) => view.selectCollection(id)}
        clearSelection={list.clearSelection}
        askRemove={askRemove}
      />
      <VerificationDialog open={notVerified} />
      <MemberLogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </DesktopOnly>
  );
}
