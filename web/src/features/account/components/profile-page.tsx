import { useNavigate, useSearch } from '@tanstack/react-router';
import { Bookmark, Coins, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { eyebrow, flex, heading, hint, visuallyHidden } from 'styled-system/patterns';
import { BackToPortal } from '@/components/layout/back-to-portal';
import { MemberHeader } from '@/components/layout/member-header';
import { MemberLogoutDialog } from '@/components/layout/member-logout-dialog';
import { Badge } from '@/components/ui/badge';
import { DesktopOnly } from '@/components/ui/desktop-only';
import { LoadingState } from '@/components/ui/states';
import { Tabs } from '@/components/ui/tabs';
import { notify } from '@/components/ui/toaster';
import { useMemberSession } from '@/lib/member-session';
import { useSavedStudentsCount } from '../api/saved-students-count';
import type { ProfileSearch } from '../profile-search';
import { ApiKeysTab } from './api-keys-tab';
import { TeamTab } from './team-tab';
import { WebhooksTab } from './webhooks-tab';
import { ExclusionListTab } from './exclusion-list-tab';
import { UsageTab } from './usage-tab';
import { BuyCreditsTab } from './buy-credits-tab';
import { ChangePasswordForm } from './change-password-form';
import { CreditsLedgerTab } from './credits-ledger-tab';
import { ProfileSettings } from './profile-settings';
import { RequestCreditsAction } from '@/components/credits/request-credits';

const LOW_CREDITS = 10;

export function ProfilePage() {
  const session = useMemberSession();
  const navigate = useNavigate();
  const { tab } = useSearch({ from: '/profile' });
  const setTab = (next: string) => void navigate({ to: '/profile', search: { tab: next as ProfileSearch['tab'] }, replace: true });
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const saved = useSavedStudentsCount({ enabled: session.user?.isVerified === true });

  useEffect(() => {
    if (session.status === 'signed-out') void navigate({ to: '/login', replace: true });
  }, [session.status, navigate]);

  if (session.status !== 'signed-in' || !session.user) return <LoadingState label="Loading your profile…" />;
  const { user } = session;

  const refreshCredits = async () => {
    setRefreshing(true);
    const result = await session.refreshCredits();
    setRefreshing(false);
    if (result.isError) notify({ title: 'Failed to fetch credits', variant: 'destructive' });
  };

  return (
    <DesktopOnly title="Desktop Required">
      <div className={css({ minH: '100vh', bg: 'bg.subtle' })}>
        {/* issue 25 §12: the same member header as the portal and the saved students */}
        <MemberHeader
          credits={session.credits}
          onLogout={() => setConfirmLogout(true)}
          lead={<BackToPortal />}
          identity={<Badge tone={session.isPremium ? 'premium' : 'neutral'}>{session.isPremium ? 'Premium' : 'Free'}</Badge>}
          links={[{ to: '/saved-students', label: saved.data !== undefined ? `Saved Students (${saved.data})` : 'Saved Students', icon: Bookmark }]}
        />

        <main className={flex({ maxW: '5xl', mx: 'auto', px: '6', py: '8', direction: 'column', gap: '6' })}>
          <section
            className={css({
              bg: 'bg.canvas',
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              boxShadow: 'card',
              p: '6',
              display: 'flex',
              gap: '6',
              alignItems: 'center',
              flexWrap: 'wrap',
            })}
          >
            <div
              aria-hidden
              className={css({
                w: '16',
                h: '16',
                borderRadius: 'full',
                bg: 'primary.default',
                color: 'fg.inverted',
                display: 'grid',
                placeItems: 'center',
                fontSize: '2xl',
                fontWeight: 'bold',
              })}
            >
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </div>
            <div className={css({ flex: '1', minW: '60' })}>
              <h1 className={heading({ size: '2xl' })}>
                {user.firstName} {user.lastName}
              </h1>
              <p className={hint()}>
                {user.email}
                {user.institutionName ? ` · ${user.institutionName}` : ''}
              </p>
              <div className={flex({ gap: '2', mt: '3', wrap: 'wrap' })}>
                {user.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Pending Admin Approval</Badge>}
                {user.isPremium ? <Badge tone="premium">Premium</Badge> : <Badge tone="neutral">Free</Badge>}
                <Badge tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
              </div>
            </div>
            <button
              type="button"
              onClick={() => void refreshCredits()}
              title="Click to refresh"
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '5',
                py: '3',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderColor: 'border.default',
                bg: 'bg.subtle',
                cursor: 'pointer',
                _hover: { bg: 'primary.subtle' },
                _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
              })}
            >
              <Coins size={24} aria-hidden className={css({ color: 'highlight.default' })} />
              <span className={css({ textAlign: 'left' })}>
                <span className={eyebrow({ display: 'block', color: 'fg.subtle' })}>Credits</span>
                <span className={css({ display: 'block', fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.1' })}> {session.credits}</span>
              </span>
              <span className={visuallyHidden()}> (refresh)</span>
              <RefreshCw
                size={16}
                aria-hidden
                className={cx(css({ color: 'fg.subtle' }), refreshing ? css({ animation: 'spin 1s linear infinite' }) : undefined)}
              />
            </button>
          </section>

          {session.credits < LOW_CREDITS ? (
            <p
              role="status"
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                bg: 'warning.subtle',
                color: 'warning.default',
                borderRadius: 'md',
                px: '4',
                py: '3',
                fontSize: 'sm',
                fontWeight: 'medium',
              })}
            >
              <TriangleAlert size={16} aria-hidden /> {/* issue 25 §3: at 0 the screen says so; below 10 the spec's warning */}
              {session.credits === 0
                ? 'No credits left: unlocking, saving and exporting need credits.'
                : 'Running low on credits? Contact admin to add more credits to your account.'}
              <RequestCreditsAction />
            </p>
          ) : null}

          {!user.isVerified ? (
            <p className={css({ bg: 'primary.subtle', color: 'primary.default', borderRadius: 'md', px: '4', py: '3', fontSize: 'sm' })}>
              Your account is under review. An admin must verify it before you can unlock or save students in the Leads Portal.
            </p>
          ) : null}

          <section className={css({ bg: 'bg.canvas', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card', p: '6' })}>
            <Tabs
              label="Profile sections"
              value={tab}
              onValueChange={setTab}
              tabs={[
                { value: 'profile', label: 'Profile Settings', content: <ProfileSettings user={user} /> },
                { value: 'security', label: 'Security', content: <ChangePasswordForm /> },
                { value: 'credits', label: 'Credits', content: <CreditsLedgerTab /> },
                { value: 'api-keys', label: 'API keys', content: <ApiKeysTab verified={user.isVerified} /> },
                { value: 'webhooks', label: 'Webhooks', content: <WebhooksTab verified={user.isVerified} /> },
                { value: 'team', label: 'Team', content: <TeamTab myId={user.id} /> },
                { value: 'exclusion-list', label: 'Exclusion list', content: <ExclusionListTab verified={user.isVerified} /> },
                { value: 'usage', label: 'Usage', content: <UsageTab /> },
                { value: 'buy-credits', label: 'Buy credits', content: <BuyCreditsTab verified={user.isVerified} /> },
              ]}
            />
          </section>
        </main>

        <MemberLogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} />
      </div>
    </DesktopOnly>
  );
}
