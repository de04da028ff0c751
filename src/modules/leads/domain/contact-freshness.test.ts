import { describe, expect, it } from 'bun:test';
import { freshnessSentence, isStale, presentFreshness, sourceLabel } from './contact-freshness';

const now = new Date('2026-11-27T10:00:00Z');
const unverified = { verifiedAt: null, verifiedBy: null, source: 'import' as const, sourceRef: 'b1' };

describe('contact freshness (issue 29 §1)', () => {
  it('is stale only past 12 months, and never verified is not stale', () => {
    expect(isStale('2025-11-28T10:00:00Z', now)).toBe(false);
    expect(isStale('2025-11-26T10:00:00Z', now)).toBe(true);
    expect(isStale(null, now)).toBe(false);
  });

  it('labels the source', () => {
    expect(sourceLabel('import', '2026-08-14T05:00:00Z')).toBe('Import 2026-08-14');
    expect(sourceLabel('admin', null)).toBe('Admin entry');
    expect(sourceLabel('student', null)).toBe("Student's own correction");
  });

  it('says it plainly', () => {
    const view = presentFreshness(
      {
        mobile: { verifiedAt: '2026-11-15T09:00:00Z', verifiedBy: 'otp', source: 'student', sourceRef: null },
        email: unverified,
        whatsapp: { verifiedAt: '2025-01-01T00:00:00Z', verifiedBy: 'source_claim', source: 'admin', sourceRef: null },
      },
      '2026-08-14T05:00:00Z',
      now,
    );
    expect(freshnessSentence('mobile', view.mobile, now)).toBe('Mobile verified by OTP 12 days ago');
    expect(freshnessSentence('email', view.email, now)).toBe('E-mail not verified, from Import 2026-08-14');
    expect(view.whatsapp.stale).toBe(true);
    expect(freshnessSentence('whatsapp', view.whatsapp, now)).toBe('WhatsApp verified by the source (unchecked) 695 days ago (stale)');
  });
});
