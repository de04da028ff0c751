import { Link } from '@tanstack/react-router';
import { ArrowLeft, Coins, GraduationCap, LogOut, UserRound } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';

/** Below 1024 px the buttons keep their icon and their accessible name: the header fits at 768 px. */
const wide = css({ display: { base: 'none', lg: 'inline' } });

type Props = { credits: number | undefined; isPremium: boolean; onLogout: () => void };

export function SavedHeader({ credits, isPremium, onLogout }: Props) {
  return (
    <header className={css({ bg: 'white', borderBottomWidth: '1px', borderColor: 'border.default', position: 'sticky', top: 0, zIndex: 'sticky' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: '6', h: '16', display: 'flex', alignItems: 'center', gap: { base: '2', lg: '4' } })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'lg', textDecoration: 'none', color: 'primary.default' })}>
          <GraduationCap size={24} aria-hidden /> EduReach
        </Link>
        <Link to="/leads-portal" className={button({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft size={16} aria-hidden /> Back to Leads Portal
        </Link>
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1.5', lg: '3' } })}>
          <Badge tone={isPremium ? 'premium' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: '1.5', px: '3', h: '9', borderRadius: 'full', bg: 'accent.100', color: 'accent.700', fontWeight: 'semibold', fontSize: 'sm' })}
            role="status"
            aria-label={`Credit balance: ${credits ?? '…'}`}
          >
            <Coins size={16} aria-hidden /> <span data-testid="credit-balance">{credits ?? '…'}</span> credits
          </div>
          <Link to="/profile" className={button({ variant: 'ghost', size: 'sm' })} aria-label="My Profile" title="My Profile">
            <UserRound size={16} aria-hidden /> <span className={wide}>My Profile</span>
          </Link>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onLogout} aria-label="Logout" title="Logout">
            <LogOut size={16} aria-hidden /> <span className={wide}>Logout</span>
          </button>
        </div>
      </div>
    </header>
  );
}
