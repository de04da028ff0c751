import { describe, expect, it } from 'bun:test';
import { ALWAYS_TEXT_FIELDS, CONFIGURABLE_FIELDS, CONTACT_FIELDS, STUDENT_FIELD_NAMES, STUDENT_FIELDS } from './student-fields';

describe('the one list of student fields', () => {
  it("holds the spec's portal lead fields in the spec's order (001 §3), id and createdAt aside", () => {
    expect(['id', ...STUDENT_FIELD_NAMES, 'createdAt'].join(', ')).toBe(
      'id, studentName, gender, age, fatherName, motherName, dateOfBirth, emailId, mobileNumber, emailVerified, mobileVerified, whatsappVerified, course, board, passingYear, stream, entranceExam, address, city, district, state, pincode, collegeName, otherInfo, dataSource, createdAt',
    );
  });

  it('marks e-mail, mobile number and address as the contact details to mask', () => {
    expect(CONTACT_FIELDS).toEqual(['emailId', 'mobileNumber', 'address']);
  });

  it('always sends the name and the data source as text (spec 001 §3), the mobile number only when it may be seen', () => {
    expect(ALWAYS_TEXT_FIELDS).toEqual(['studentName', 'dataSource']);
  });

  it('lets column_settings configure every field but the three verified flags', () => {
    expect(STUDENT_FIELD_NAMES.filter((name) => !(CONFIGURABLE_FIELDS as string[]).includes(name))).toEqual([
      'emailVerified',
      'mobileVerified',
      'whatsappVerified',
    ]);
  });

  it('names each field by its snake_case column', () => {
    for (const name of STUDENT_FIELD_NAMES) expect<string>(STUDENT_FIELDS[name].column).toBe(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
  });
});
