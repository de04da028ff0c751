import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { normaliseMobile, StudentBulkUpdatesSchema, StudentFormSchema, StudentImportRowSchema, StudentPatchSchema } from './student-form.schema';

const valid = {
  studentName: 'Aarav Sharma',
  mobileNumber: '+91 98450-12345',
  emailId: 'Aarav@Example.in',
  fatherName: 'Rakesh',
  motherName: 'Sunita',
  dateOfBirth: '2006-04-12',
  age: 18,
  gender: 'Male',
  course: 'B.Tech',
  entranceExam: 'JEE Main',
  stream: 'Science',
  collegeName: 'DPS',
  address: '12 MG Road',
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const messages = (result: { issues?: { message: string }[] }) => (result.issues ?? []).map((issue) => issue.message);

describe('mobile numbers', () => {
  it('are normalised to the 10-digit form', () => {
    expect(normaliseMobile('+91 98450 12345')).toBe('9845012345');
    expect(normaliseMobile('098450-12345')).toBe('9845012345');
    expect(normaliseMobile('919845012345')).toBe('9845012345');
    expect(normaliseMobile('98450.12345')).toBe('9845012345');
  });
});

describe('admin student form', () => {
  it('accepts a complete student, normalising mobile and e-mail and defaulting the data source', () => {
    const out = v.parse(StudentFormSchema, valid);
    expect(out.mobileNumber).toBe('9845012345');
    expect(out.emailId).toBe('aarav@example.in');
    expect(out.dataSource).toBe('Admin Entry');
  });

  it('says what is missing with the spec messages', () => {
    const result = v.safeParse(StudentFormSchema, {
      ...valid,
      studentName: '',
      mobileNumber: '12345',
      emailId: 'x',
      fatherName: ' ',
      gender: 'M',
      age: 0,
      dateOfBirth: '12/04/2006',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Student name is required',
        'Valid mobile number required',
        'Valid email required',
        'Father name is required',
        'Gender is required',
        'Age must be between 1 and 100',
        'Date of birth must be in YYYY-MM-DD format',
      ]),
    );
  });

  it('refuses an impossible date', () => {
    expect(messages(v.safeParse(StudentFormSchema, { ...valid, dateOfBirth: '2006-02-30' }))).toContain('Date of birth must be in YYYY-MM-DD format');
  });

  it('lets an edit send a subset, but not blank a required field', () => {
    expect(v.parse(StudentPatchSchema, { city: 'Nagpur' })).toEqual({ city: 'Nagpur' });
    expect(messages(v.safeParse(StudentPatchSchema, { city: '' }))).toContain('City is required');
  });

  it('lets an edit leave out an e-mail, district or PIN code the record lacks, but checks one given', () => {
    // the edit dialog of a student imported without an e-mail sends it empty (docs/product.md, "Editing a
    // student who lacks an e-mail, district or PIN code")
    expect(v.parse(StudentPatchSchema, { city: 'Nagpur', emailId: '', district: '', pincode: null })).toEqual({ city: 'Nagpur' });
    expect(v.parse(StudentPatchSchema, { district: 'Nagpur', pincode: '440001' })).toEqual({ district: 'Nagpur', pincode: '440001' });
    expect(messages(v.safeParse(StudentPatchSchema, { emailId: 'nope' }))).toEqual(['Valid email required']);
    expect(messages(v.safeParse(StudentPatchSchema, { pincode: '4400' }))).toEqual(['Pincode must be 6 digits']);
    expect(messages(v.safeParse(StudentPatchSchema, { emailId: '' }))).toEqual(['Please fill in at least one field to update']);
  });
});

describe('bulk edit', () => {
  it('drops empty and null values', () => {
    expect(v.parse(StudentBulkUpdatesSchema, { city: 'Pune', state: '', age: null, emailId: '' })).toEqual({ city: 'Pune' });
  });
  it('refuses when nothing is left', () => {
    expect(messages(v.safeParse(StudentBulkUpdatesSchema, { city: '', age: null }))).toEqual(['Please fill in at least one field to update']);
  });
  it('still checks e-mail and age', () => {
    expect(messages(v.safeParse(StudentBulkUpdatesSchema, { emailId: 'nope', age: 101 }))).toEqual(['Valid email required', 'Age must be between 1 and 100']);
  });
});

describe('CSV row', () => {
  it('needs only the six required fields', () => {
    const row = v.parse(StudentImportRowSchema, {
      studentName: 'A',
      emailId: 'a@b.in',
      mobileNumber: '9845012345',
      stream: 'Arts',
      city: 'Pune',
      state: 'MH',
      age: '',
      gender: 'female',
    });
    expect(row.age).toBeUndefined();
    expect(row.gender).toBe('Female');
  });
  it('holds optional cells to the same rules', () => {
    const result = v.safeParse(StudentImportRowSchema, {
      studentName: 'A',
      emailId: 'a@b.in',
      mobileNumber: '9845012345',
      stream: 'Arts',
      city: 'Pune',
      state: '',
      age: '200',
      dateOfBirth: '2006/01/01',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining(['State is required', 'Age must be between 1 and 100', 'Date of birth must be in YYYY-MM-DD format']),
    );
  });
});
