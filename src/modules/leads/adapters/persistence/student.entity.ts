import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '@platform/db/columns';

export const StudentEntity = defineEntity({
  name: 'Student',
  tableName: 'students',
  properties: {
    id: idColumn(),
    studentName: p.text(),
    /** normalised 10-digit form; unique so an import can never insert the same student twice */
    mobileNumber: p.text().unique(),
    mobileVerified: p.boolean().default(false),
    whatsappVerified: p.boolean().default(false),
    institutionsContacted: p.integer().default(0),
    emailId: p.text().nullable(),
    emailVerified: p.boolean().default(false),
    fatherName: p.text().nullable(),
    motherName: p.text().nullable(),
    dateOfBirth: p.date().nullable(),
    age: p.integer().nullable(),
    gender: p.text().nullable(),
    course: p.text().nullable(),
    entranceExam: p.text().nullable(),
    stream: p.text().nullable(),
    board: p.text().nullable(),
    passingYear: p.integer().nullable(),
    collegeName: p.text().nullable(),
    address: p.text().nullable(),
    city: p.text().nullable(),
    district: p.text().nullable(),
    state: p.text().nullable(),
    pincode: p.text().nullable(),
    otherInfo: p.text().nullable(),
    dataSource: p.text().default('Admin Entry'),
    /** references import_batches(id) on delete set null (in the migration) */
    importBatchId: p.uuid().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
