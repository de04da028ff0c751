/** Test data for the admin suites: a valid student form and CSV text built from the template. */
let serial = 0;

export function studentForm(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    studentName: `Student ${serial}`,
    mobileNumber: `9${String(100_000_000 + serial * 7919).slice(0, 9)}`,
    emailId: `student${serial}@example.in`,
    fatherName: 'Rakesh Kumar',
    motherName: 'Sunita Devi',
    dateOfBirth: '2006-04-12',
    age: 18,
    gender: 'Male',
    course: 'B.Tech',
    entranceExam: 'JEE Main',
    stream: 'Science',
    collegeName: 'Delhi Public School',
    address: '12 MG Road',
    city: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    ...overrides,
  };
}

export const CSV_HEADER =
  'student_name,email_id,mobile_number,father_name,mother_name,date_of_birth,age,gender,course,entrance_exam,stream,board,passing_year,college_name,address,city,district,state,pincode,other_info,data_source';

/** One CSV line; `mobile` is the only thing that must differ between rows. */
export function csvRow(mobile: string, overrides: Partial<Record<'name' | 'email' | 'dob' | 'state' | 'age', string>> = {}) {
  const name = overrides.name ?? 'Asha Rao';
  return [
    name,
    overrides.email ?? 'asha@example.in',
    mobile,
    'Ravi Rao',
    'Lata Rao',
    overrides.dob ?? '2007-02-03',
    overrides.age ?? '17',
    'Female',
    'MBBS',
    'NEET',
    'Science',
    'CBSE',
    '2025',
    '"Kendriya Vidyalaya, Pune"',
    '"Flat 4, ""Sai"" Apts"',
    'Pune',
    'Pune',
    overrides.state ?? 'Maharashtra',
    '411002',
    '',
    '',
  ].join(',');
}

export function csvFile(lines: string[], name = 'students.csv') {
  return new File([`${CSV_HEADER}\r\n${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

export function upload(file: File) {
  const form = new FormData();
  form.append('csvFile', file);
  return form;
}
