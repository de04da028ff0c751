import { describe, expect, it } from 'bun:test';
import { columnPolicy, presentStudent } from './column-policy';
import { CONSENT_NOT_RECORDED, recordPrivacy, type RecordConsent } from './record-privacy';
import type { StudentRecord } from './student-lead';

/** A 16-year-old on 2026-12-01. */
const minor = {
  id: '00000000-0000-4000-8000-000000000016',
  studentName: 'Meera Nair',
  gender: 'Female',
  age: 16,
  fatherName: 'Suresh Nair',
  motherName: 'Latha Nair',
  dateOfBirth: '2010-05-04',
  emailId: 'meera.nair@example.in',
  mobileNumber: '9847012345',
  emailVerified: true,
  mobileVerified: true,
  whatsappVerified: true,
  course: 'Class 12',
  board: 'CBSE',
  passingYear: 2027,
  stream: 'Science',
  entranceExam: 'NEET',
  address: '4 Beach Road',
  city: 'Kochi',
  district: 'Ernakulam',
  state: 'Kerala',
  pincode: '682001',
  collegeName: 'Model School',
  otherInfo: null,
  dataSource: 'CSV Import',
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies StudentRecord;

const TODAY = '2026-12-01';
const guardian: RecordConsent = { status: 'recorded', consentedBy: 'guardian', consentDate: '2026-06-01', sourceLabel: 'CSV import', guardianConsent: true };
const premium = columnPolicy([], { isPremium: true });
const free = columnPolicy([], { isPremium: false });

describe('the minor rule inside the one masking decision', () => {
  it("keeps a minor's e-mail, mobile and address from a premium member without a guardian's consent", () => {
    const lead = presentStudent(minor, premium, true, recordPrivacy(minor, CONSENT_NOT_RECORDED, TODAY));
    expect([lead.emailId, lead.mobileNumber, lead.address]).toEqual(['m****r@example.in', '98******45', '4 ******ad']);
    expect(lead.isUnlocked).toBe(false);
    expect(lead.minor).toBe('consent_required');
  });

  it('keeps them from a free member who had unlocked the student', () => {
    const lead = presentStudent(minor, free, true, recordPrivacy(minor, CONSENT_NOT_RECORDED, TODAY));
    expect(lead.mobileNumber).toBe('98******45');
    expect(lead.isUnlocked).toBe(false);
  });

  it("releases them like an adult's, marked, once a guardian's consent is on file", () => {
    const lead = presentStudent(minor, premium, true, recordPrivacy(minor, guardian, TODAY));
    expect([lead.emailId, lead.mobileNumber]).toEqual(['meera.nair@example.in', '9847012345']);
    expect(lead.minor).toBe('parental_consent');
    expect(lead.provenance).toEqual({
      source: 'CSV import',
      consentStatus: 'recorded',
      consentDate: '2026-06-01',
      consentedBy: 'guardian',
      doNotContact: false,
    });
  });

  it("still masks a locked free member's view of a minor with consent (the consent releases, it does not pay)", () => {
    expect(presentStudent(minor, free, false, recordPrivacy(minor, guardian, TODAY)).mobileNumber).toBe('98******45');
  });

  it('stops applying on the 18th birthday', () => {
    const lead = presentStudent(minor, premium, true, recordPrivacy(minor, CONSENT_NOT_RECORDED, '2028-05-04'));
    expect(lead.mobileNumber).toBe('9847012345');
    expect(lead.minor).toBe('adult');
    expect(lead.provenance.source).toBe('CSV Import');
  });
});
