import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { ListAlert } from '@/components/ui/list-alert';
import { LoadingState } from '@/components/ui/states';
import { formatDay } from '@/lib/dates';
import { listErrorMessage } from '../api/admin-query';
import { useInstitution, useVerifyInstitution } from '../api/institutions';
import { InstitutionSeats } from './institution-seats';
import { act, GiveCreditsForm, MoveMemberInForm } from './institution-forms';
import { formatNumber } from './list-parts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'md', px: '3', py: '2', bg: 'bg.canvas' })}>
      <p className={hint({ size: 'xs' })}>{label}</p>
      <div className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{children}</div>
    </div>
  );
}

/**
 * ADR 0021: one institution in the admin portal: its figures and seats, and what an admin does to it (credits to
 * its pool, verification, a member moved in) and to its seats, as its owner would (role, removal, ownership).
 */
export function InstitutionDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const institution = useInstitution(id);
  const verify = useVerifyInstitution();
  const [panel, setPanel] = useState<'credits' | 'move' | null>(null);
  const data = institution.data;

  return (
    <Dialog
      open
      onOpenChange={onClose}
      size="xl"
      title={data?.institution.name ?? 'Institution'}
      description="Credits, verification and premium belong to the institution: every seat shares them."
    >
      {institution.isError ? (
        <ListAlert title="Failed to load the institution" description={listErrorMessage(institution.error)} onRetry={() => institution.refetch()} />
      ) : null}
      {institution.isPending ? <LoadingState label="Loading the institution…" /> : null}
      {data ? (
        <div className={flex({ direction: 'column', gap: '5' })}>
          <div className={grid({ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '3' })}>
            <Figure label="Pool">
              <span data-testid="institution-pool">{formatNumber(data.institution.pool)}</span> credits
            </Figure>
            <Figure label="Used this month">{formatNumber(data.institution.usedThisMonth)}</Figure>
            <Figure label="Unpaid invoices">{formatNumber(data.institution.unpaidInvoices)}</Figure>
            <Figure label="Membership">
              {data.institution.membershipType === 'premium' ? (
                <Badge tone="premium">Premium{data.institution.membershipExpiresAt ? ` until ${formatDay(data.institution.membershipExpiresAt)}` : ''}</Badge>
              ) : (
                <Badge>Free</Badge>
              )}
            </Figure>
            <Figure label="Verification">
              <Badge tone={data.institution.isVerified ? 'success' : 'warning'}>{data.institution.isVerified ? 'Verified' : 'Unverified'}</Badge>
            </Figure>
          </div>

          <div className={flex({ gap: '2', wrap: 'wrap' })}>
            <button
              type="button"
              className={button({ variant: panel === 'credits' ? 'solid' : 'outline', size: 'sm' })}
              onClick={() => setPanel(panel === 'credits' ? null : 'credits')}
              aria-expanded={panel === 'credits'}
            >
              Give credits
            </button>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={verify.isPending}
              onClick={() =>
                act(
                  () => verify.mutateAsync({ path: { id }, body: { verified: !data.institution.isVerified } }),
                  data.institution.isVerified ? 'Verification taken back' : 'Institution verified',
                  'Failed to change the verification',
                )
              }
            >
              {data.institution.isVerified ? 'Unverify institution' : 'Verify institution'}
            </button>
            <button
              type="button"
              className={button({ variant: panel === 'move' ? 'solid' : 'outline', size: 'sm' })}
              onClick={() => setPanel(panel === 'move' ? null : 'move')}
              aria-expanded={panel === 'move'}
            >
              Move a member in
            </button>
          </div>
          {panel === 'credits' ? <GiveCreditsForm institutionId={id} onDone={() => setPanel(null)} /> : null}
          {panel === 'move' ? <MoveMemberInForm institutionId={id} onDone={() => setPanel(null)} /> : null}

          <InstitutionSeats id={id} seats={data.seats} busy={institution.isFetching} />
        </div>
      ) : null}
    </Dialog>
  );
}
