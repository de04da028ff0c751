import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage, isRateLimited } from '@/lib/api-error';
import { useMemberSession } from '@/lib/member-session';
import { DEFAULT_PAGE_SIZE, type FilterKey, type SortField } from '@domain/leads/domain/student-query.schema';
import { useCreditPrices } from '../api/credit-prices';
import { useSaveStatuses } from '../api/saved-students';
import { useStudents, type StudentLead, type StudentsQuery } from '../api/students';
import { BulkActionsBar } from './bulk-actions-bar';
import { CreditBanner } from './credit-banner';
import { FilterPanel, type Filters } from './filter-panel';
import { Pagination } from './pagination';
import { PortalHeader } from './portal-header';
import { SaveToCollectionDialog } from './save-to-collection-dialog';
import { StatCards } from './stat-cards';
import { StudentDetailDialog } from './student-detail-dialog';
import { SortControl } from './sort-control';
import { StudentsTable, type Sort } from './students-table';
import { BulkUnlockOptionsDialog, BulkUnlockRequiredDialog, UnlockRequiredDialog } from './unlock-dialogs';
import { useDebounced } from './use-debounced';
import { VerificationDialog } from '@/components/layout/verification-dialog';
import { usePortalActions } from './use-portal-actions';

export function LeadsPortalPage() {
  const navigate = useNavigate();
  const session = useMemberSession();
  const prices = useCreditPrices(session.isPremium);
  const actions = usePortalActions();

  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 500);
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<Sort>({ sortBy: 'createdAt', sortOrder: 'desc' });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detail, setDetail] = useState<StudentLead | null>(null);
  const [unlockFor, setUnlockFor] = useState<StudentLead | null>(null);
  const [bulkUnlockOpen, setBulkUnlockOpen] = useState(false);
  const [bulkOptionsOpen, setBulkOptionsOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const query: StudentsQuery = useMemo(
    () => ({ ...(filters as StudentsQuery), ...(search ? { search } : {}), sortBy: sort.sortBy, sortOrder: sort.sortOrder, page, limit: limit as StudentsQuery['limit'] }),
    [filters, search, sort, page, limit],
  );
  const students = useStudents(query);
  const rows = students.data?.students ?? [];
  // Spec: the scraping guard's 429 shows the server's own words ('… wait N seconds'); the query tries again only
  // once that wait is over (lib/query-client.ts), and meanwhile the last page stays on screen.
  const limited = isRateLimited(students.failureReason) ? students.failureReason : isRateLimited(students.error) ? students.error : null;
  const rateLimit = limited ? failureMessage(limited, 'Too many requests. Please wait a moment and try again.') : null;

  // Spec 001 §4: the selection clears whenever filters, page or page size change.
  const selectionScope = JSON.stringify([filters, search, page, limit]);
  useEffect(() => setSelected(new Set()), [selectionScope]);
  // A new search starts from the first page.
  useEffect(() => setPage(1), [search]);

  const isPremium = session.isPremium;
  const credits = session.user || session.status === 'signed-in' ? session.credits : undefined;
  const notVerified =
    session.user?.isVerified === false || (students.error instanceof ApiError && students.error.status === 403 && students.error.body?.code === 'AUTH.NOT_VERIFIED');
  const saveStatuses = useSaveStatuses(rows.map((s) => s.id), !notVerified);
  const selectedRows = rows.filter((s) => selected.has(s.id));
  const lockedSelected = isPremium ? [] : selectedRows.filter((s) => !s.isUnlocked);
  const balance = credits ?? 0;

  const changeSort = (next: Sort) => {
    setSort(next);
    setPage(1);
  };
  const setFilter = (key: FilterKey, value: string) => {
    setFilters((current) => {
      const next = { ...current, [key]: value };
      if (value === 'all') delete next[key];
      // a city belongs to a state: changing the state drops a city that may not be in it
      if (key === 'state') delete next.city;
      return next;
    });
    setPage(1);
  };
  const clearAll = () => {
    setFilters({});
    setSearchInput('');
    setPage(1);
  };
  const toggleSort = (field: SortField) =>
    changeSort(sort.sortBy === field ? { sortBy: field, sortOrder: sort.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: field, sortOrder: 'asc' });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected((current) => (rows.every((s) => current.has(s.id)) ? new Set() : new Set(rows.map((s) => s.id))));

  const onSave = (student: StudentLead) => {
    if (saveStatuses.data?.[student.id]) actions.unsave(student);
    else if (!isPremium && !student.isUnlocked) setUnlockFor(student);
    else actions.setSaveTarget([student.id]);
  };
  const onSaveSelected = () => {
    if (lockedSelected.length > 0) setBulkOptionsOpen(true);
    else actions.setSaveTarget(selectedRows.map((s) => s.id));
  };

  const logout = async () => {
    setLogoutOpen(false);
    await session.logout();
    notify({ title: 'Logged out', description: 'You have been logged out successfully.' });
    void navigate({ to: '/login' });
  };

  const name = session.user ? `${session.user.firstName} ${session.user.lastName}` : session.status === 'loading' ? 'Loading…' : 'Member';

  return (
    <DesktopOnly>
      <div
        className={css({ minH: '100vh', bg: 'bg.subtle', filter: notVerified ? 'blur(4px)' : undefined, pointerEvents: notVerified ? 'none' : undefined, userSelect: notVerified ? 'none' : undefined })}
        aria-hidden={notVerified || undefined}
        {...(notVerified ? { inert: true } : {})}
      >
        <PortalHeader name={name} credits={credits} isVerified={session.user?.isVerified} isPremium={isPremium} onLogout={() => setLogoutOpen(true)} />
        <main className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div>
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.2' })}>Student Leads Portal</h1>
            <p className={css({ color: 'fg.muted', mt: '1' })}>Search verified student leads across India, unlock contact details and save them to collections.</p>
          </div>
          <CreditBanner isPremium={isPremium} credits={credits} prices={prices} lowCreditThreshold={prices.lowCreditThreshold} enabled={!notVerified && session.status === 'signed-in'} />
          <StatCards />
          <FilterPanel enabled={!notVerified} isPremium={isPremium} search={searchInput} onSearch={setSearchInput} filters={filters} onFilter={setFilter} onClear={clearAll} />
          <section aria-label="Student leads" className={css({ bg: 'white', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', boxShadow: 'card', overflow: 'hidden' })}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', flexWrap: 'wrap' })}>
              <h2 className={css({ fontWeight: 'semibold' })}>Student leads</h2>
              {students.isFetching && !students.isPending ? <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>Updating…</span> : null}
              <div className={css({ ml: 'auto' })}>
                <SortControl sort={sort} onChange={changeSort} />
              </div>
            </div>
            {rateLimit ? (
              <p role="alert" className={css({ display: 'flex', gap: '2', alignItems: 'center', px: '4', py: '2.5', bg: 'warning.100', color: 'warning.700', fontSize: 'sm', fontWeight: 'medium', borderBottomWidth: '1px', borderColor: 'border.default' })}>
                {rateLimit}
              </p>
            ) : null}
            <BulkActionsBar
              count={selected.size}
              lockedCount={lockedSelected.length}
              credits={balance}
              isPremium={isPremium}
              onUnlock={() => setBulkUnlockOpen(true)}
              onSave={onSaveSelected}
              onClear={() => setSelected(new Set())}
            />
            {(students.isPending && !rateLimit) || notVerified ? (
              <LoadingState label="Loading student leads…" />
            ) : students.isPending ? null : students.isError && !notVerified ? (
              isRateLimited(students.error) ? (
                // after the scraping guard's wait, a fresh try (a page reload would only ask again too soon)
                <ErrorState title="Error loading student leads data" description="The student list is paused for a moment." onRetry={() => void students.refetch()} />
              ) : (
                <ErrorState title="Error loading student leads data" description={failureMessage(students.error, 'Failed to fetch student leads data')} onRetry={() => window.location.reload()} />
              )
            ) : rows.length === 0 ? (
              <EmptyState title="No students found" description="Try a different search or clear the filters." action={<button type="button" className={css({ color: 'primary.default', fontWeight: 'semibold', cursor: 'pointer' })} onClick={clearAll}>Clear All</button>} />
            ) : (
              <>
                <StudentsTable
                  students={rows}
                  sort={sort}
                  onSort={toggleSort}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  isPremium={isPremium}
                  saved={saveStatuses.data ?? {}}
                  onView={setDetail}
                  onUnlock={(student) => actions.unlock(student)}
                  onSave={onSave}
                />
                <Pagination
                  page={page}
                  totalPages={students.data?.totalPages ?? 1}
                  total={students.data?.total ?? 0}
                  totalIsEstimate={students.data?.totalIsEstimate ?? false}
                  limit={limit}
                  onPage={setPage}
                  onLimit={(size) => {
                    setLimit(size);
                    setPage(1);
                  }}
                />
              </>
            )}
          </section>
        </main>
      </div>

      <StudentDetailDialog
        student={detail ? (rows.find((s) => s.id === detail.id) ?? detail) : null}
        isPremium={isPremium}
        unlockPrice={prices.unlock}
        onClose={() => setDetail(null)}
        onUnlock={(student) => actions.unlock(student)}
        unlocking={actions.unlocking}
      />
      <UnlockRequiredDialog
        student={unlockFor}
        credits={balance}
        pending={actions.unlocking}
        onClose={() => setUnlockFor(null)}
        onUnlock={() => unlockFor && actions.unlock(unlockFor, () => setUnlockFor(null))}
        onUnlockAndSave={() => unlockFor && actions.unlock(unlockFor, () => (actions.setSaveTarget([unlockFor.id]), setUnlockFor(null)))}
      />
      <BulkUnlockRequiredDialog
        lockedIds={bulkUnlockOpen ? lockedSelected.map((s) => s.id) : null}
        credits={balance}
        pending={actions.unlocking}
        onClose={() => setBulkUnlockOpen(false)}
        onConfirm={() => actions.bulkUnlock(lockedSelected.map((s) => s.id), () => setBulkUnlockOpen(false))}
      />
      <BulkUnlockOptionsDialog
        selection={bulkOptionsOpen ? { ids: selectedRows.map((s) => s.id), locked: lockedSelected.length } : null}
        credits={balance}
        pending={actions.unlocking}
        onClose={() => setBulkOptionsOpen(false)}
        onUnlockOnly={() => actions.bulkUnlock(lockedSelected.map((s) => s.id), () => setBulkOptionsOpen(false))}
        onUnlockAndSave={() => {
          const ids = selectedRows.map((s) => s.id);
          actions.bulkUnlock(lockedSelected.map((s) => s.id), () => (setBulkOptionsOpen(false), actions.setSaveTarget(ids)));
        }}
      />
      <SaveToCollectionDialog
        studentIds={actions.saveTarget}
        credits={balance}
        pending={actions.saving}
        onClose={() => actions.setSaveTarget(null)}
        onSave={(collectionId) => actions.saveTo(collectionId, () => setSelected(new Set()))}
      />
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title="Confirm Logout"
        description="Are you sure you want to logout? You will need to login again to access your account."
        confirmLabel="Logout"
        onConfirm={() => void logout()}
      />
      <VerificationDialog open={notVerified} />
    </DesktopOnly>
  );
}
