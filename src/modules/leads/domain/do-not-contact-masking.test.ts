import { describe, expect, it } from 'bun:test';
import { columnPolicy, presentStudent } from './column-policy';
import { contactsAllowed } from './minor-rule';
import { recordPrivacy, type RecordConsent } from './record-privacy';
import type { StudentRecord } from './student-lead';

const adult = {
  id: '00000000-0000-4000-8000-000000000030',
  studentName: 'Rohan Iyer',
  gender: 'Male',
  age: 20,
  fatherName: null,
  motherName: null,
  dateOfBirth: '2006-02-01',
  emailId: 'rohan.iyer@example.in',
  mobileNumber: '9840012345',
  emailVerified: true,
  mobileVerified: true,
  whatsappVerified: false,
  course: 'B.Tech',
  board: null,
  passingYear: 2024,
  stream: 'Science',
  entranceExam: null,
  address: '12 Lake Road',
  city: 'Chennai',
  district: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  collegeName: null,
  otherInfo: null,
  dataSource: 'CSV Import',
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies StudentRecord;

const TODAY = '2026-12-01';
const consented: RecordConsent = { status: 'recorded', consentedBy: 'student', consentDate: '2026-06-01', sourceLabel: 'CSV import', guardianConsent: false };
const premium = columnPolicy([], { isPremium: true });
const free = columnPolicy([], { isPremium: false });
const contacts = (lead: { emailId: string | null; mobileNumber: string | null }) => [lead.emailId, lead.mobileNumber];

describe('issue 16 §3 inside the one masking decision', () => {
  it('leaves an adult with consent recorded as before: unlocked or premium means in full', () => {
    expect(contacts(presentStudent(adult, free, true, recordPrivacy(adult, consented, TODAY)))).toEqual(['rohan.iyer@example.in', '9840012345']);
    expect(contacts(presentStudent(adult, premium, true, recordPrivacy(adult, consented, TODAY), false))).toEqual(['rohan.iyer@example.in', '9840012345']);
    expect(presentStudent(adult, free, true, recordPrivacy(adult, consented, TODAY)).privacyLabel).toBeNull();
  });

  it('masks a withdrawn record again for a member who had unlocked it, and labels it', () => {
    const lead = presentStudent(adult, free, true, recordPrivacy(adult, { ...consented, status: 'withdrawn', consentedBy: null, consentDate: null }, TODAY));
    expect(contacts(lead)).toEqual(['r****r@example.in', '98******45']);
    expect(lead.isUnlocked).toBe(false);
    expect(lead.privacyLabel).toBe('Withdrawn — delete your copy');
    // a member who never held it has nothing to delete
    const withdrawn = recordPrivacy(adult, { ...consented, status: 'withdrawn', consentedBy: null, consentDate: null }, TODAY);
    expect(presentStudent(adult, premium, true, withdrawn, false).privacyLabel).toBe('Consent withdrawn');
    expect(contacts(presentStudent(adult, premium, true, withdrawn, false))).toEqual(['r****r@example.in', '98******45']);
  });

  it('shows a "Do not contact" record only to a member who had unlocked it, premium members included', () => {
    const flagged = recordPrivacy(adult, { ...consented, doNotContact: true }, TODAY);
    expect(contacts(presentStudent(adult, free, true, flagged))).toEqual(['rohan.iyer@example.in', '9840012345']);
    expect(contacts(presentStudent(adult, premium, true, flagged, false))).toEqual(['r****r@example.in', '98******45']);
    expect(presentStudent(adult, premium, true, flagged, false).privacyLabel).toBe('Do not contact');
    expect(presentStudent(adult, premium, true, flagged, false).provenance.doNotContact).toBe(true);
  });

  it('contactsAllowed: withdrawn never, do-not-contact only with an earlier unlock', () => {
    expect(contactsAllowed('recorded', false, false)).toBe(true);
    expect(contactsAllowed('not_recorded', false, false)).toBe(true);
    expect(contactsAllowed('withdrawn', false, true)).toBe(false);
    expect(contactsAllowed('recorded', true, false)).toBe(false);
    expect(contactsAllowed('recorded', true, true)).toBe(true);
  });
});
