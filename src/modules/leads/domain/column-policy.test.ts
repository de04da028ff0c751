import { describe, expect, it } from 'bun:test';
import { columnPolicy, presentStudent, type ColumnSetting } from './column-policy';
import type { StudentRecord } from './student-lead';

const record: StudentRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  studentName: 'Aarav Sharma',
  gender: 'Male',
  age: 18,
  fatherName: 'Rakesh Sharma',
  motherName: 'Sunita Sharma',
  dateOfBirth: '2008-01-02',
  emailId: 'aarav.sharma@gmail.com',
  mobileNumber: '9876543210',
  emailVerified: true,
  mobileVerified: true,
  whatsappVerified: false,
  course: 'B.Tech',
  board: 'CBSE',
  passingYear: 2026,
  stream: 'Engineering',
  entranceExam: 'JEE Main',
  address: '12 MG Road',
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  collegeName: 'Fergusson College',
  otherInfo: null,
  dataSource: 'CSV Import',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const setting = (columnName: string, over: Partial<ColumnSetting> = {}): ColumnSetting => ({
  columnName,
  isVisibleFree: true,
  isVisiblePremium: true,
  isMaskedFree: false,
  isActive: true,
  ...over,
});

describe('what a free member receives', () => {
  const policy = columnPolicy([setting('emailId', { isMaskedFree: true })], { isPremium: false });

  it('masks e-mail, mobile and address of a locked student', () => {
    const lead = presentStudent(record, policy, false);
    expect(lead.emailId).toBe('a****a@gmail.com');
    expect(lead.mobileNumber).toBe('98******10');
    expect(lead.address).toBe('12******ad');
    expect(lead.isUnlocked).toBe(false);
    expect(lead.studentName).toBe('Aarav Sharma');
  });

  it('shows everything of a student they unlocked', () => {
    const lead = presentStudent(record, policy, true);
    expect(lead.emailId).toBe(record.emailId);
    expect(lead.mobileNumber).toBe(record.mobileNumber);
    expect(lead.isUnlocked).toBe(true);
  });

  it('keeps contact fields masked even when a setting says they are not', () => {
    const lenient = columnPolicy([setting('mobileNumber', { isMaskedFree: false })], { isPremium: false });
    expect(presentStudent(record, lenient, false).mobileNumber).toBe('98******10');
  });

  it('masks any other column the settings mark as masked', () => {
    const strict = columnPolicy([setting('fatherName', { isMaskedFree: true })], { isPremium: false });
    expect(presentStudent(record, strict, false).fatherName).toBe('Ra******ma');
  });

  it('leaves out columns hidden from free members', () => {
    const hidden = columnPolicy([setting('collegeName', { isVisibleFree: false })], { isPremium: false });
    expect(presentStudent(record, hidden, true).collegeName).toBeNull();
  });

  it('ignores inactive settings', () => {
    const inactive = columnPolicy([setting('collegeName', { isVisibleFree: false, isActive: false })], { isPremium: false });
    expect(presentStudent(record, inactive, false).collegeName).toBe('Fergusson College');
  });
});

describe('what a premium member receives', () => {
  it('sees every contact field in full without unlocking', () => {
    const policy = columnPolicy([setting('emailId', { isMaskedFree: true })], { isPremium: true });
    const lead = presentStudent(record, policy, true);
    expect(lead.emailId).toBe(record.emailId);
    expect(lead.address).toBe(record.address);
  });

  it('does not see columns hidden from premium members', () => {
    const policy = columnPolicy([setting('otherInfo', { isVisiblePremium: false }), setting('board', { isVisiblePremium: false })], { isPremium: true });
    expect(presentStudent(record, policy, true).board).toBeNull();
  });

  it('never receives a field that is not whitelisted', () => {
    const lead = presentStudent({ ...record, secret: 'x' } as StudentRecord, columnPolicy([], { isPremium: true }), true);
    expect('secret' in lead).toBe(false);
  });
});
