import { Link } from '@tanstack/react-router';
import { Bookmark, Coins, GraduationCap, LogOut, UserRound } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';

/** Below 1024 px the buttons keep their icon and their accessible name, and the page title goes: the header fits at 768 px. */
const wide = css({ display: { base: 'none', lg: 'inline' } });

type Props = { name: string; credits: number | undefined; isVerified: boolean | undefined; isPremium: boolean; onLogout: () => void };

export function PortalHeader({ name, credits, isVerified, isPremium, onLogout }: Props) {
  return (
    <header className={css({ bg: 'white', borderBottomWidth: '1px', borderColor: 'border.default', position: 'sticky', top: 0, zIndex: 'sticky' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: '6', h: '16', display: 'flex', alignItems: 'center', gap: { base: '2', lg: '4' } })}>
        <Link to="/" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'lg', textDecoration: 'none', color: 'primary.default' })}>
          <GraduationCap size={24} aria-hidden /> EduReach
        </Link>
        <span className={css({ color: 'fg.subtle', fontSize: 'sm', borderLeftWidth: '1px', borderColor: 'border.default', pl: '4', whiteSpace: 'nowrap', display: { base: 'none', xl: 'inline' } })}>Student Leads Portal</span>
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1.5', lg: '3' } })}>
          <div className={css({ textAlign: 'right', lineHeight: '1.3' })}>
            <div className={css({ fontWeight: 'semibold', fontSize: 'sm' })} data-testid="member-name">{name}</div>
            <div className={css({ display: 'flex', gap: '1.5', justifyContent: 'flex-end', mt: '0.5' })}>
              {isVerified === undefined ? null : <Badge tone={isVerified ? 'success' : 'warning'}>{isVerified ? 'Verified' : 'Unverified'}</Badge>}
              <Badge tone={isPremium ? 'premium' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>
            </div>
          </div>
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: '1.5', px: '3', h: '9', borderRadius: 'full', bg: 'accent.100', color: 'accent.700', fontWeight: 'semibold', fontSize: 'sm' })}
            aria-label={`Credit balance: ${credits ?? '…'}`}
            role="status"
          >
            <Coins size={16} aria-hidden /> <span data-testid="credit-balance">{credits ?? '…'}</span> credits
          </div>
          <Link to="/saved-students" className={button({ variant: 'ghost', size: 'sm' })} aria-label="Saved Students" title="Saved Students">
            <Bookmark size={16} aria-hidden /> <span className={wide}>Saved Students</span>
          </Link>
          <Link to="/profile" className={button({ variant: 'ghost', size: 'sm' })} aria-label="Profile" title="Profile">
            <UserRound size={16} aria-hidden /> <span className={wide}>Profile</span>
          </Link>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onLogout} aria-label="Logout" title="Logout">
            <LogOut size={16} aria-hidden /> <span className={wide}>Logout</span>
          </button>
        </div>
      </div>
    </header>
  );
}
