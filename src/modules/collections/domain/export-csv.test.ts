import { describe, expect, it } from 'bun:test';
import { appendNote, buildExportCsv, exportFileName, exportHeaders, exportedOnLine, indiaDay, neutralise, type ExportRow } from './export-csv';

const row = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  studentName: 'Aarav Sharma',
  gender: 'Male',
  age: 17,
  fatherName: 'Ramesh',
  motherName: 'Lakshmi',
  dateOfBirth: '2008-05-01',
  emailId: 'aarav@example.in',
  emailVerified: true,
  mobileNumber: '9876543210',
  mobileVerified: false,
  whatsappVerified: true,
  stream: 'Science',
  course: 'Class 12',
  board: 'CBSE',
  passingYear: 2026,
  entranceExam: 'JEE',
  address: '1, MG Road',
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  collegeName: 'City School',
  otherInfo: null,
  dataSource: 'CSV Import',
  notes: null,
  savedAt: new Date('2026-03-04T10:00:00Z'),
  collectionName: 'Toppers',
  ...overrides,
});

describe('export CSV', () => {
  it('has 33 columns for a collection (the 26 of the spec, 5 of provenance and do-not-contact, issue 16, and 2 of the DND register, issue 29) and 34 for a comprehensive export', () => {
    expect(exportHeaders(false)).toHaveLength(33);
    expect(exportHeaders(true)).toHaveLength(34);
    expect(exportHeaders(true).at(-1)).toBe('Collection');
  });

  it('writes where each record came from and who consented, before the saved-list columns', () => {
    expect(exportHeaders(false).slice(-9)).toEqual([
      'Provenance Source',
      'Consent',
      'Consent Date',
      'Consent Given By',
      'Do Not Contact',
      'On DND register since',
      'DND Rule',
      'Notes',
      'Saved Date',
    ]);
    const provenance = { source: 'CSV import', consentStatus: 'recorded' as const, consentDate: '2026-07-01', consentedBy: 'guardian' as const };
    const [, line] = buildExportCsv([row({ provenance })], false)
      .slice(1)
      .split('\r\n');
    expect(line).toContain(',CSV Import,CSV import,Recorded,2026-07-01,Parent/guardian,,,,,2026-03-04');
    const [, listed] = buildExportCsv([row({ mobileDnd: { listedSince: '2026-11-02' } })], false)
      .slice(1)
      .split('\r\n');
    expect(listed).toContain(',2026-11-02,"Promotional calls and SMS not allowed; transactional allowed (TRAI TCCCPR 2018, amended 2025)",');
    // ADR 0017: the label a member must act on
    const [, withdrawn] = buildExportCsv([row({ provenance, privacyLabel: 'Withdrawn — delete your copy' })], false)
      .slice(1)
      .split('\r\n');
    expect(withdrawn).toContain(',Parent/guardian,Withdrawn — delete your copy,,,,2026-03-04');
    expect(buildExportCsv([row()], false)).toContain(',CSV Import,CSV Import,Not recorded,,,,,,,2026-03-04');
  });

  it('starts with a UTF-8 BOM, quotes commas and ends lines with CRLF', () => {
    const csv = buildExportCsv([row({ studentName: 'अनन्या' })], false);
    expect(csv.startsWith('\uFEFFStudent Name,Gender,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toStartWith('अनन्या,Male,17,');
    expect(lines[1]).toContain(',"1, MG Road",');
    expect(lines[1]).toContain(',Yes,9876543210,No,Yes,');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const risky of ['=1+1', '+91 98', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(risky)).toBe(`'${risky}`);
    expect(neutralise('Plain')).toBe('Plain');
    const csv = buildExportCsv([row({ studentName: '=HYPERLINK("http://x")', notes: 'fine\n=cmd' })], false);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('"fine\n=cmd"');
  });

  it('names files after the collection or as comprehensive', () => {
    expect(exportFileName('Top Leads: 2026!', '2026-03-04')).toBe('saved-students-top-leads-2026-2026-03-04.csv');
    expect(exportFileName(null, '2026-03-04')).toBe('saved-students-comprehensive-2026-03-04.csv');
  });

  it('appends the export line to notes in India time', () => {
    const line = exportedOnLine(new Date('2026-03-04T20:00:00Z'));
    expect(line).toStartWith('Exported on 5 Mar 2026');
    expect(appendNote(null, line)).toBe(line);
    expect(appendNote('Called once', line)).toBe(`Called once\n${line}`);
    expect(indiaDay(new Date('2026-03-04T20:00:00Z'))).toBe('2026-03-05');
  });
});
