import { css } from 'styled-system/css';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { failureMessage, isRateLimited } from '@/lib/api-error';
import { listRefusal, windowNote } from '@/lib/result-window';
import { ListRefusalState } from '@/components/ui/list-refusal-state';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES } from '@domain/leads/domain/student-query.schema';
import type { StudentLead, useStudents } from '../api/students';
import { BulkActionsBar } from './bulk-actions-bar';
import { SelectAllMatching } from './select-all-matching';
import { HideToggle } from './hide-toggle';
import { SortControl } from './sort-control';
import { StudentsTable } from './students-table';
import type { RowSelection } from './use-row-selection';
import type { usePortalView } from './use-portal-view';

type Props = {
  students: ReturnType<typeof useStudents>;
  view: ReturnType<typeof usePortalView>;
  selection: RowSelection;
  notVerified: boolean;
  isPremium: boolean;
  balance: number;
  lockedSelected: number;
  /** selected students no bulk action may reach (issue 25 §4) */
  leftOut: number;
  /** a free member whose balance cannot pay an unlock: the Unlock buttons say so instead of failing */
  outOfCredits: boolean;
  /** issue 25 §7: the unlock's price and the balance after it, on each Unlock button */
  unlockHint?: string;
  saved: Record<string, boolean>;
  onView: (student: StudentLead) => void;
  onUnlock: (student: StudentLead) => void;
  onSave: (student: StudentLead) => void;
  onUnlockSelected: () => void;
  onSaveSelected: () => void;
};

/** The student leads card: sort, the scraping guard's notice, bulk actions, the table and its pages, or a state. */
export function StudentLeadsSection({
  students,
  view,
  selection,
  notVerified,
  isPremium,
  balance,
  lockedSelected,
  leftOut,
  outOfCredits,
  unlockHint,
  saved,
  ...on
}: Props) {
  const rows = students.data?.students ?? [];
  // Spec: the scraping guard's 429 shows the server's own words ('… wait N seconds'); the query tries again only
  // once that wait is over (lib/query-client.ts), and meanwhile the last page stays on screen.
  const limited = isRateLimited(students.failureReason) ? students.failureReason : isRateLimited(students.error) ? students.error : null;
  const rateLimit = limited ? failureMessage(limited, 'Too many requests. Please wait a moment and try again.') : null;
  const refusal = listRefusal(students.error);
  return (
    <section
      aria-label="Student leads"
      className={css({ bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', boxShadow: 'card', overflow: 'hidden' })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '4',
          py: '2.5',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          flexWrap: 'wrap',
        })}
      >
        <h2 className={css({ fontWeight: 'semibold' })}>Student leads</h2>
        {students.isFetching && !students.isPending ? <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>Updating…</span> : null}
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
          <HideToggle
            label="Hide students already in your list"
            testId="hide-listed"
            checked={view.search.excludeListed === 'true'}
            onChange={(hide) => view.setHideListed(hide)}
          />
          <HideToggle
            label="Hide DND numbers"
            title="On India's do-not-disturb register: no promotional calls or SMS"
            checked={view.filters.dnd === 'exclude'}
            onChange={(hide) => view.setFilter('dnd', hide ? 'exclude' : 'all')}
          />
          <SortControl sort={view.sort} onChange={view.setSort} />
        </div>
      </div>
      {rateLimit ? (
        <p
          role="alert"
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            px: '4',
            py: '2.5',
            bg: 'warning.subtle',
            color: 'warning.default',
            fontSize: 'sm',
            fontWeight: 'medium',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {rateLimit}
        </p>
      ) : null}
      <BulkActionsBar
        count={selection.selected.size}
        lockedCount={lockedSelected}
        leftOut={leftOut}
        credits={balance}
        isPremium={isPremium}
        onUnlock={on.onUnlockSelected}
        onSave={on.onSaveSelected}
        onClear={selection.clear}
        matching={<SelectAllMatching query={view.query} total={students.data?.total ?? 0} pageRows={rows.length} selection={selection} />}
      />
      {(students.isPending && !rateLimit) || notVerified ? (
        <LoadingState label="Loading student leads…" />
      ) : students.isPending ? null : refusal ? (
        <ListRefusalState refusal={refusal} onNarrow={view.clearAll} onFirstPage={() => view.setPage(1)} />
      ) : students.isError ? (
        isRateLimited(students.error) ? (
          // after the scraping guard's wait, a fresh try (a page reload would only ask again too soon)
          <ErrorState title="Error loading student leads data" description="The student list is paused for a moment." onRetry={() => void students.refetch()} />
        ) : (
          <ErrorState
            title="Error loading student leads data"
            description={failureMessage(students.error, 'Failed to fetch student leads data')}
            onRetry={() => window.location.reload()}
          />
        )
      ) : rows.length === 0 ? (
        <EmptyState
          title="No students found"
          description="Try a different search or clear the filters."
          action={
            <button type="button" className={css({ color: 'primary.default', fontWeight: 'semibold', cursor: 'pointer' })} onClick={view.clearAll}>
              Clear All
            </button>
          }
        />
      ) : (
        <>
          <StudentsTable
            students={rows}
            sort={view.sort}
            onSort={view.toggleSort}
            selected={selection.selected}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            isPremium={isPremium}
            outOfCredits={outOfCredits}
            unlockHint={unlockHint}
            saved={saved}
            onView={on.onView}
            onUnlock={on.onUnlock}
            onSave={on.onSave}
          />
          <div className={css({ px: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
            <Pagination
              page={view.search.page}
              totalPages={students.data?.totalPages ?? 1}
              total={students.data?.total ?? 0}
              totalIsEstimate={students.data?.totalIsEstimate ?? false}
              note={windowNote(students.data?.total ?? 0, students.data?.resultWindow ?? null)}
              noun={['student']}
              limit={view.search.limit}
              pageSizes={PAGE_SIZES}
              onPage={view.setPage}
              onLimit={(size) => view.setLimit(size as typeof view.search.limit)}
            />
          </div>
        </>
      )}
    </section>
  );
}
