import * as v from 'valibot';

export const DndRegisterUpload = v.object({
  csvFile: v.pipe(
    v.file('Please choose the DND scrub file (.csv or .txt)'),
    v.description('The register’s scrub file: one mobile number a line (first column; +91, a leading 0, spaces and dashes allowed).'),
  ),
});

const counts = {
  numbers: v.pipe(v.number(), v.description('Distinct mobile numbers on the register after the upload (added + kept)')),
  added: v.pipe(v.number(), v.description('Numbers new to the register: listed since the day of this upload')),
  kept: v.pipe(v.number(), v.description('Numbers already on the register: they keep their "listed since" day')),
  removed: v.pipe(v.number(), v.description('Numbers the file no longer holds: they left the register')),
  skipped: v.pipe(v.number(), v.description('Records holding no Indian mobile number (a header line, a blank, a landline)')),
};

export const DndUploadResponse = v.object(counts);

export const DndRegisterStatus = v.object({
  listed: v.pipe(v.number(), v.description('Mobile numbers on the register now')),
  lastUpload: v.nullable(
    v.object({
      uploadedAt: v.string(),
      uploadedBy: v.pipe(v.string(), v.description('The admin who uploaded it ("username <email>")')),
      fileName: v.string(),
      ...counts,
    }),
  ),
});
