import { describe, expect, it } from 'bun:test';
import { FLAG_THRESHOLD, fieldOf, flaggedFields, nextStepOf, refundDescription, type FlagEvidence } from './report';

const evidence = (over: Partial<FlagEvidence>): FlagEvidence => ({ memberId: 'm1', field: 'mobileNumber', status: 'pending', current: true, ...over });

describe('which field a reason is about', () => {
  it('maps wrong number to the mobile, bounced e-mail to the e-mail, the rest to the record', () => {
    expect(fieldOf('wrong_number')).toBe('mobileNumber');
    expect(fieldOf('bounced_email')).toBe('emailId');
    expect(fieldOf('not_a_student')).toBe('record');
    expect(fieldOf('duplicate')).toBe('record');
  });
});

describe('flags', () => {
  it('flags a field once an admin approved a report on its current value', () => {
    expect(flaggedFields([evidence({ status: 'approved' })])).toEqual(['mobileNumber']);
  });

  it('flags a field reported by several different members, not by one member several times', () => {
    const members = Array.from({ length: FLAG_THRESHOLD }, (_, i) => evidence({ memberId: `m${i}` }));
    expect(flaggedFields(members)).toEqual(['mobileNumber']);
    expect(flaggedFields(members.slice(1))).toEqual([]);
    expect(flaggedFields(members.map((report) => ({ ...report, memberId: 'same' })))).toEqual([]);
  });

  it('counts institutions, not seats: three seats of one institution flag nothing (ADR 0025)', () => {
    const seats = Array.from({ length: FLAG_THRESHOLD }, (_, i) => evidence({ memberId: `m${i}`, institutionId: 'one-team' }));
    expect(flaggedFields(seats)).toEqual([]);
    const teams = Array.from({ length: FLAG_THRESHOLD }, (_, i) => evidence({ memberId: `m${i}`, institutionId: `team${i}` }));
    expect(flaggedFields(teams)).toEqual(['mobileNumber']);
  });

  it('says what happens next: how many more institutions, or a bounce; at the third, that it happened', () => {
    expect(nextStepOf('mobileNumber', 1, false)).toContain('if 2 more institutions report this mobile number, or an SMS or WhatsApp message to it fails');
    expect(nextStepOf('emailId', 2, false)).toContain('if one more institution reports this e-mail address, or the address bounces');
    expect(nextStepOf('emailId', 3, true)).toContain('marked invalid for everyone');
    expect(nextStepOf('record', 1, false)).toContain('an admin will review your report');
  });

  it('clears once the field is corrected, and ignores rejected reports', () => {
    expect(flaggedFields([evidence({ status: 'approved', current: false })])).toEqual([]);
    const rejected = Array.from({ length: FLAG_THRESHOLD }, (_, i) => evidence({ memberId: `m${i}`, status: 'rejected' }));
    expect(flaggedFields(rejected)).toEqual([]);
  });

  it('words the refund on the ledger', () => {
    expect(refundDescription('bounced_email')).toBe('Refund: bounced e-mail reported');
  });
});
