import { UserRound } from 'lucide-react';
import { BackToPortal } from '@/components/layout/back-to-portal';
import { MemberHeader } from '@/components/layout/member-header';
import { Badge } from '@/components/ui/badge';

/** The member header as the saved page shows it: the way back to the portal, and the membership badge. */
export function SavedHeader({ credits, isPremium, onLogout }: { credits: number | undefined; isPremium: boolean; onLogout: () => void }) {
  return (
    <MemberHeader
      credits={credits}
      onLogout={onLogout}
      lead={<BackToPortal />}
      identity={<Badge tone={isPremium ? 'premium' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>}
      links={[{ to: '/profile', label: 'My Profile', icon: UserRound }]}
    />
  );
}
