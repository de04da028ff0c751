import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { freshnessSentence, isStale, presentFreshness, sourceLabel } from './contact-freshness.schema';
import { FRESHNESS_IMPORT_ENTRIES, freshnessProblem } from './contact-freshness-import.schema';

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

describe('contact freshness in an import row', () => {
  const schema = v.object(FRESHNESS_IMPORT_ENTRIES);

  it('reads a date and a method, and leaves blank cells out', () => {
    const row = v.parse(schema, { mobileVerifiedAt: '2026-08-14', mobileVerifiedBy: 'OTP', emailVerifiedAt: '' });
    expect(row).toEqual({ mobileVerifiedAt: '2026-08-14T00:00:00.000Z', mobileVerifiedBy: 'otp' } as never);
    expect(freshnessProblem(row)).toBeNull();
  });

  it('refuses a future date, an unknown method and a method without a date', () => {
    expect(v.safeParse(schema, { emailVerifiedAt: '2999-01-01' }).issues?.[0]?.message).toBe('E-mail verified at cannot be in the future');
    expect(v.safeParse(schema, { emailVerifiedBy: 'sms' }).issues?.[0]?.message).toContain('E-mail verified by must be one of otp');
    expect(freshnessProblem({ whatsappVerifiedBy: 'call' })).toBe('WhatsApp verified by needs whatsapp_verified_at (when it was verified)');
  });
});
