import { describe, expect, test } from 'bun:test';
import { creditBackDescription, fieldOfChannel, mobileForms, refundWindowStart, unreachable } from './contact-validity';

describe('contact validity (ADR 0025)', () => {
  test('a student is unreachable only when every contact it holds is invalid', () => {
    expect(unreachable({ emailId: 'a@b.in', mobileNumber: '9876543210' }, ['emailId'])).toBe(false);
    expect(unreachable({ emailId: 'a@b.in', mobileNumber: '9876543210' }, ['emailId', 'mobileNumber'])).toBe(true);
    expect(unreachable({ emailId: null, mobileNumber: '9876543210' }, ['mobileNumber'])).toBe(true);
    expect(unreachable({ emailId: 'a@b.in', mobileNumber: '9876543210' }, [])).toBe(false);
  });

  test('an SMS or WhatsApp failure is the mobile number’s', () => {
    expect([fieldOfChannel('email'), fieldOfChannel('sms'), fieldOfChannel('whatsapp')]).toEqual(['emailId', 'mobileNumber', 'mobileNumber']);
  });

  test('a mobile number is matched in its written forms', () => {
    expect(mobileForms('+91 98765 43210')).toEqual(['9876543210', '+919876543210', '919876543210', '09876543210', '+91 9876543210']);
    expect(mobileForms('12345')).toEqual([]);
  });

  test('the ledger says why, and the window is 30 days', () => {
    expect(creditBackDescription('emailId', { kind: 'invalid', reason: 'bounce' })).toBe('Refund: e-mail bounced');
    expect(creditBackDescription('mobileNumber', { kind: 'invalid', reason: 'reports' })).toBe('Refund: mobile number reported invalid by 3 institutions');
    expect(creditBackDescription('emailId', { kind: 'corrected', by: 'student' })).toBe('Refund: e-mail corrected by the student');
    expect(refundWindowStart(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
