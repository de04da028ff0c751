import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { MemberLogoutDialog } from '@/components/layout/member-logout-dialog';
import { VerificationDialog } from '@/components/layout/verification-dialog';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { ApiError } from '@/lib/api-error';
import { useMemberSession } from '@/lib/member-session';
import { useCreditPrices } from '../api/credit-prices';
import { useSaveStatuses } from '../api/saved-students';
import { useStudents, type StudentLead } from '../api/students';
import { CreditBanner } from './credit-banner';
import { priceAndBalance } from '@/components/credits/balance-after';
import { RefundNotice } from '@/components/credits/refund-notice';
import { FilterPanel } from './filter-panel';
import { PortalDialogs, type PortalDialog } from './portal-dialogs';
import { PortalHeader } from './portal-header';
import { SavedSearchesPanel } from './saved-searches-panel';
import { StatCards } from './stat-cards';
import { StudentLeadsSection } from './student-leads-section';
import { usePortalActions } from './use-portal-actions';
import { usePortalView } from './use-portal-view';
import { useRowSelection } from './use-row-selection';
import { contactable } from './contactable';

const isNotVerified = (error: unknown) => error instanceof ApiError && error.status === 403 && error.body?.code === 'AUTH.NOT_VERIFIED';

/** Spec 001 §2–§4: the member's student leads portal; its view lives in the address bar (use-portal-view.ts). */
export function LeadsPortalPage() {
  const session = useMemberSession();
  const prices = useCreditPrices(session.isPremium);
  const actions = usePortalActions();
  const view = usePortalView();
  const students = useStudents(view.query);
  const rows = students.data?.students ?? [];
  const selection = useRowSelection(rows, JSON.stringify([view.filters, view.search.search, view.search.page, view.search.limit]));
  const [dialog, setDialog] = useState<PortalDialog>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const isPremium = session.isPremium;
  const credits = session.user || session.status === 'signed-in' ? session.credits : undefined;
  const balance = credits ?? 0;
  const notVerified = session.user?.isVerified === false || isNotVerified(students.error);
  const saveStatuses = useSaveStatuses(
    rows.map((s) => s.id),
    !notVerified,
  );
  // the selected students a bulk action can reach; the others are left out and the bar says how many
  const actionable = selection.selectedRows.filter(contactable);
  const lockedSelected = isPremium ? [] : actionable.filter((s) => !s.isUnlocked);

  const onSave = (student: StudentLead) => {
    if (saveStatuses.data?.[student.id]) actions.unsave(student);
    else if (!isPremium && !student.isUnlocked) setDialog({ kind: 'unlock-required', student });
    else actions.setSaveTarget([student.id]);
  };
  const onSaveSelected = () => {
    if (lockedSelected.length > 0) setDialog({ kind: 'bulk-options' });
    else if (actionable.length > 0) actions.setSaveTarget(actionable.map((s) => s.id));
  };
  const name = session.user ? `${session.user.firstName} ${session.user.lastName}` : session.status === 'loading' ? 'Loading…' : 'Member';

  return (
    <DesktopOnly>
      <div
        className={css({
          minH: '100vh',
          bg: 'bg.subtle',
          filter: notVerified ? 'blur(4px)' : undefined,
          pointerEvents: notVerified ? 'none' : undefined,
          userSelect: notVerified ? 'none' : undefined,
        })}
        aria-hidden={notVerified || undefined}
        {...(notVerified ? { inert: true } : {})}
      >
        <PortalHeader name={name} credits={credits} isVerified={session.user?.isVerified} isPremium={isPremium} onLogout={() => setLogoutOpen(true)} />
        {/* issue 25 §6: compact above the results, so that the count and the first rows show at 1280 × 800 without scrolling */}
        <main className={flex({ maxW: '7xl', mx: 'auto', px: '6', py: '5', direction: 'column', gap: '3' })}>
          <div>
            <h1 className={heading({ size: '2xl', lineHeight: '1.2' })}>Student Leads Portal</h1>
            <p className={hint({ mt: '0.5' })}>Search verified student leads across India, unlock contact details and save them to collections.</p>
          </div>
          <CreditBanner
            isPremium={isPremium}
            credits={credits}
            prices={prices}
            lowCreditThreshold={prices.lowCreditThreshold}
            enabled={!notVerified && session.status === 'signed-in'}
          />
          <RefundNotice enabled={session.user?.isVerified === true && !notVerified} />
          <StatCards />
          <SavedSearchesPanel
            enabled={session.user?.isVerified === true && !notVerified}
            filters={view.filters}
            search={view.search.search}
            excludeListed={view.search.excludeListed === 'true'}
            onOpen={view.openSaved}
          />
          <FilterPanel
            // as the saved searches: asked for once the member is known to be verified (an unverified one got a 403 and an error line)
            enabled={session.user?.isVerified === true && !notVerified}
            isPremium={isPremium}
            search={view.searchText}
            onSearch={view.setSearchText}
            filters={view.filters}
            onFilter={view.setFilter}
            onClear={view.clearAll}
            matches={students.data ? { total: students.data.total, isEstimate: students.data.totalIsEstimate } : undefined}
          />
          <StudentLeadsSection
            students={students}
            view={view}
            selection={selection}
            notVerified={notVerified}
            isPremium={isPremium}
            balance={balance}
            lockedSelected={lockedSelected.length}
            leftOut={selection.selectedRows.length - actionable.length}
            outOfCredits={!isPremium && credits !== undefined && credits < prices.unlock}
            unlockHint={credits === undefined ? undefined : priceAndBalance(prices.unlock, credits)}
            saved={saveStatuses.data ?? {}}
            onView={(student) => setDialog({ kind: 'detail', student })}
            onUnlock={(student) => actions.unlock(student)}
            onSave={onSave}
            onUnlockSelected={() => setDialog({ kind: 'bulk-unlock' })}
            onSaveSelected={onSaveSelected}
          />
        </main>
      </div>
      <PortalDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        actions={actions}
        rows={rows}
        selected={actionable}
        locked={lockedSelected}
        isPremium={isPremium}
        balance={balance}
        balanceKnown={credits !== undefined}
        unlockPrice={prices.unlock}
        onSaved={selection.clear}
      />
      <MemberLogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
      <VerificationDialog open={notVerified} />
    </DesktopOnly>
  );
}
