import { describe, expect, it } from 'bun:test';
import { type BulkStudent, STUDENT_COLUMNS, copyTextFields, copyTextLine, escapeCopyText, insertStudentsBatched } from './bulk-insert-students';

const pad = (n: number) => String(n).padStart(2, '0');

/** Row `index` of a varied catalogue: nulls where an import may leave a field out, every kind of column, no two alike. */
const student = (index: number): BulkStudent => ({
  studentName: `Student ${index}`,
  gender: index % 3 === 0 ? 'Female' : 'Male',
  age: 17 + (index % 9),
  fatherName: `Father ${index}`,
  motherName: `Mother ${index}`,
  dateOfBirth: `20${pad(index % 10)}-${pad(1 + (index % 12))}-${pad(1 + (index % 28))}`,
  emailId: index % 10 === 0 ? null : `student${index}@example.in`,
  mobileNumber: String(9_800_000_000 + index),
  emailVerified: index % 2 === 0,
  mobileVerified: index % 3 !== 0,
  whatsappVerified: index % 5 === 0,
  course: 'B.Tech',
  board: index % 7 === 0 ? null : 'CBSE',
  passingYear: 2019 + (index % 9),
  stream: 'Engineering',
  entranceExam: 'JEE Main',
  address: `${index}, M.G. Road, Pune`,
  city: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  collegeName: `Pune College of Engineering ${index}`,
  otherInfo: index % 4 === 0 ? `Note ${index}` : null,
  dataSource: 'CSV Import',
  institutionsContacted: index % 6,
  createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
});

const take = (count: number, startIndex = 0): BulkStudent[] => Array.from({ length: count }, (_, i) => student(startIndex + i));

describe('COPY text encoding', () => {
  it('escapes tabs, newlines, carriage returns and backslashes, and writes NULL as \\N', () => {
    expect(escapeCopyText(null)).toBe('\\N');
    expect(escapeCopyText('a\tb')).toBe('a\\tb');
    expect(escapeCopyText('line1\nline2\r\n')).toBe('line1\\nline2\\r\\n');
    expect(escapeCopyText('C:\\path\\N')).toBe('C:\\\\path\\\\N');
    expect(escapeCopyText('\\N')).toBe('\\\\N');
    expect(escapeCopyText('NULL')).toBe('NULL');
    expect(escapeCopyText('D\'Souza "quoted" é 漢')).toBe('D\'Souza "quoted" é 漢');
    expect(escapeCopyText(true)).toBe('t');
    expect(escapeCopyText(false)).toBe('f');
    expect(escapeCopyText(42)).toBe('42');
    expect(escapeCopyText(new Date('2025-01-02T03:04:05.006Z'))).toBe('2025-01-02T03:04:05.006Z');
  });

  it('writes every column in STUDENT_COLUMNS order', () => {
    const [row] = take(1, 77);
    const tricky = { ...row!, otherInfo: 'tab\there\nnew \\ line', emailId: null, board: null };
    for (const s of [...take(200), tricky]) {
      expect(copyTextLine(s)).toBe(`${copyTextFields(s).join('\t')}\n`);
    }
    expect(copyTextLine(tricky).split('\t')).toHaveLength(STUDENT_COLUMNS.length);
    expect(STUDENT_COLUMNS).not.toContain('id');
    expect(STUDENT_COLUMNS.slice(-2)).toEqual(['created_at', 'updated_at']);
  });
});

describe('insertStudentsBatched', () => {
  it('sends one unnest statement per batch with one array literal per column', async () => {
    const calls: { sql: string; params: unknown[] }[] = [];
    const rows = take(12);
    rows[0] = { ...rows[0]!, otherInfo: 'say "hi", {braces} \\ back', emailId: null };
    const inserted = await insertStudentsBatched(async (sql, params) => void calls.push({ sql, params }), rows, 5);
    expect(inserted).toBe(12);
    expect(calls).toHaveLength(3);
    expect(calls[0]!.sql).toContain('SELECT * FROM unnest($1::text[]');
    expect(calls[0]!.sql).toContain('::date[]');
    expect(calls[0]!.sql).toContain('::timestamptz[]');
    expect(calls[0]!.params).toHaveLength(STUDENT_COLUMNS.length);
    const otherInfo = calls[0]!.params[STUDENT_COLUMNS.indexOf('other_info')] as string;
    expect(otherInfo.startsWith('{"say \\"hi\\", {braces} \\\\ back",')).toBe(true);
    const email = calls[0]!.params[STUDENT_COLUMNS.indexOf('email_id')] as string;
    expect(email.startsWith('{NULL,')).toBe(true);
  });
});
