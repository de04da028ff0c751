import { Bookmark, UserRound } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { MemberHeader } from '@/components/layout/member-header';
import { Badge } from '@/components/ui/badge';

type Props = { name: string; credits: number | undefined; isVerified: boolean | undefined; isPremium: boolean; onLogout: () => void };

/** The member header as the portal shows it: the page's name (from 1280 px), the member's name and badges. */
export function PortalHeader({ name, credits, isVerified, isPremium, onLogout }: Props) {
  return (
    <MemberHeader
      credits={credits}
      onLogout={onLogout}
      lead={
        <span
          className={css({
            color: 'fg.subtle',
            fontSize: 'sm',
            borderLeftWidth: '1px',
            borderColor: 'border.default',
            pl: '4',
            whiteSpace: 'nowrap',
            display: { base: 'none', xl: 'inline' },
          })}
        >
          Student Leads Portal
        </span>
      }
      identity={
        <div className={css({ textAlign: 'right', lineHeight: '1.3' })}>
          <div className={css({ fontWeight: 'semibold', fontSize: 'sm' })} data-testid="member-name">
            {name}
          </div>
          <div className={flex({ gap: '1.5', justify: 'flex-end', mt: '0.5' })}>
            {isVerified === undefined ? null : <Badge tone={isVerified ? 'success' : 'warning'}>{isVerified ? 'Verified' : 'Unverified'}</Badge>}
            <Badge tone={isPremium ? 'premium' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>
          </div>
        </div>
      }
      links={[
        { to: '/saved-students', label: 'Saved Students', icon: Bookmark },
        { to: '/profile', label: 'Profile', icon: UserRound },
      ]}
    />
  );
}
