import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { eyebrow, flex, grid, hint } from 'styled-system/patterns';
import { Badge } from '@/components/ui/badge';
import type { Member } from '@/lib/member-session';
import { formatDay } from '@/lib/dates';

const date = (iso: string | null) => (iso ? formatDay(iso) : 'Never');

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={flex({ direction: 'column', gap: '1' })}>
      <dt className={eyebrow({ color: 'fg.subtle', letterSpacing: 'wide' })}>{label}</dt>
      <dd className={css({ fontSize: 'sm', color: 'fg.default' })}>{children}</dd>
    </div>
  );
}

/** Read-only: members' details change only through an admin (spec 001 §6). */
export function ProfileSettings({ user }: { user: Member }) {
  return (
    <div>
      <p className={hint({ display: 'flex', gap: '2', alignItems: 'center', bg: 'primary.subtle', borderRadius: 'md', px: '4', py: '3', mb: '6' })}>
        <Info size={16} aria-hidden className={css({ color: 'primary.default', flexShrink: 0 })} />
        Your profile is read-only. To change these details, please contact an admin.
      </p>
      <dl className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' })}>
        <Item label="First name">{user.firstName}</Item>
        <Item label="Last name">{user.lastName}</Item>
        <Item label="Email">{user.email}</Item>
        <Item label="Phone">{user.phone ?? 'N/A'}</Item>
        <Item label="Institution">{user.institutionName ?? 'N/A'}</Item>
        <Item label="Designation">{user.designation ?? 'N/A'}</Item>
        <Item label="Membership">{user.isPremium ? `Premium${user.membershipExpiresAt ? ` until ${date(user.membershipExpiresAt)}` : ''}` : 'Free'}</Item>
        <Item label="Email verified">
          <Badge tone={user.isEmailVerified ? 'success' : 'warning'}>{user.isEmailVerified ? 'Verified' : 'Pending'}</Badge>
        </Item>
        <Item label="Account status">
          <Badge tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
        </Item>
        <Item label="Member since">{date(user.createdAt)}</Item>
        <Item label="Last login">{date(user.lastLogin)}</Item>
      </dl>
    </div>
  );
}
