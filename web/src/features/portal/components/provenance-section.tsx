import { ShieldCheck } from 'lucide-react';
import { css } from 'styled-system/css';
import { eyebrow, grid, heading } from 'styled-system/patterns';
import { CONSENT_STATUS_LABELS, CONSENTED_BY_LABELS } from '@domain/privacy/domain/consent.schema';
import { Badge } from '@/components/ui/badge';
import type { StudentLead } from '../api/students';

const TONE = { recorded: 'success', not_recorded: 'neutral', withdrawn: 'danger' } as const;

/** Issue 16 §1: where the record came from and who agreed, shown before a credit is spent. */
export function ProvenanceSection({ provenance }: Pick<StudentLead, 'provenance'>) {
  const term = eyebrow({ color: 'fg.muted', letterSpacing: '0.04em' });
  const value = css({ fontSize: 'sm', mt: '0.5', wordBreak: 'break-word' });
  return (
    <section aria-labelledby="provenance-title" className={css({ mb: '5', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' })}>
      <h3 id="provenance-title" className={heading({ size: 'sm', display: 'flex', alignItems: 'center', gap: '1.5', fontWeight: 'semibold', mb: '2' })}>
        <ShieldCheck size={16} aria-hidden /> Provenance and consent
      </h3>
      <dl className={grid({ gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' })}>
        <div>
          <dt className={term}>Source</dt>
          <dd className={value}>{provenance.source}</dd>
        </div>
        <div>
          <dt className={term}>Consent</dt>
          <dd className={value}>
            <Badge tone={TONE[provenance.consentStatus]}>{CONSENT_STATUS_LABELS[provenance.consentStatus]}</Badge>
          </dd>
        </div>
        <div>
          <dt className={term}>Consent date</dt>
          <dd className={value}>{provenance.consentDate ?? '—'}</dd>
        </div>
        <div>
          <dt className={term}>Consent given by</dt>
          <dd className={value}>{provenance.consentedBy ? CONSENTED_BY_LABELS[provenance.consentedBy] : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
