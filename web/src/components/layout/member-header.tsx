import { Link } from '@tanstack/react-router';
import { Coins, GraduationCap, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Tooltip } from '@/components/ui/tooltip';

/** Below 1024 px the buttons keep their icon, their accessible name and a tooltip: the header fits at 768 px. */
const wide = css({ display: { base: 'none', lg: 'inline' } });

type Props = {
  credits: number | undefined;
  /** beside the logo: where the member is, or the way back */
  lead: ReactNode;
  /** who is signed in, before the balance */
  identity: ReactNode;
  links: { to: '/saved-students' | '/profile'; label: string; icon: LucideIcon }[];
  /** asks first: the page shows MemberLogoutDialog */
  onLogout: () => void;
};

/** The sticky bar of the member screens (portal, saved students): logo, balance, links and Logout. */
export function MemberHeader({ credits, lead, identity, links, onLogout }: Props) {
  return (
    <header className={css({ bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default', position: 'sticky', top: 0, zIndex: 'sticky' })}>
      <div className={flex({ maxW: '7xl', mx: 'auto', px: '6', h: '16', align: 'center', gap: { base: '2', lg: '4' } })}>
        <Link
          to="/"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontWeight: 'bold',
            fontSize: 'lg',
            textDecoration: 'none',
            color: 'primary.default',
          })}
        >
          <GraduationCap size={24} aria-hidden /> EduReach
        </Link>
        {lead}
        <div className={flex({ ml: 'auto', align: 'center', gap: { base: '1.5', lg: '3' } })}>
          {identity}
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '1.5',
              px: '3',
              h: '9',
              borderRadius: 'full',
              bg: 'highlight.subtle',
              color: 'highlight.text',
              fontWeight: 'semibold',
              fontSize: 'sm',
            })}
            aria-label={`Credit balance: ${credits ?? '…'}`}
            role="status"
          >
            <Coins size={16} aria-hidden /> <span data-testid="credit-balance">{credits ?? '…'}</span> credits
          </div>
          {links.map(({ to, label, icon: Icon }) => (
            <Tooltip key={to} label={label}>
              <Link to={to} className={button({ variant: 'ghost', size: 'sm' })} aria-label={label}>
                <Icon size={16} aria-hidden /> <span className={wide}>{label}</span>
              </Link>
            </Tooltip>
          ))}
          <Tooltip label="Logout">
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onLogout} aria-label="Logout">
              <LogOut size={16} aria-hidden /> <span className={wide}>Logout</span>
            </button>
          </Tooltip>
        </div>
      </div>
    </header>
  );
}
