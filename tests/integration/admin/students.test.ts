import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { studentForm } from './admin-builders';

let admin: string;
const t = useTestApp();
beforeAll(async () => {
  admin = (await createAdmin(t.db.orm)).token;
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.handle(path, { ...init, token: admin });
const rows = (sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params);

describe('student administration is for admins only', () => {
  it('refuses no token, and a member token', async () => {
    expect((await t.handle('/api/students')).status).toBe(401);
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/students', { token: member.token })).status).toBe(403);
    expect((await t.handle('/api/students', { method: 'POST', json: studentForm(), token: member.token })).status).toBe(403);
  });
});

describe('add, edit and delete a student', () => {
  it('adds a student with a normalised mobile number and the default data source', async () => {
    const response = await call('/api/students', { method: 'POST', json: studentForm({ studentName: 'Kavya Nair', mobileNumber: '+91 98450-11111' }) });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Student added successfully!');
    expect(body.student).toMatchObject({
      studentName: 'Kavya Nair',
      mobileNumber: '9845011111',
      dataSource: 'Admin Entry',
      dateOfBirth: '2006-04-12',
      institutionsContacted: 0,
    });
    expect(await rows('select student_name, data_source from students where mobile_number = ?', ['9845011111'])).toEqual([
      { student_name: 'Kavya Nair', data_source: 'Admin Entry' },
    ]);
  });

  it('answers the spec messages for a bad form, without echoing values', async () => {
    const response = await call('/api/students', {
      method: 'POST',
      json: studentForm({ studentName: '', mobileNumber: '12345', emailId: 'secret-value', age: 120 }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Student name is required');
    expect(body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Valid mobile number required', 'Valid email required', 'Age must be between 1 and 100']),
    );
    expect(JSON.stringify(body)).not.toContain('secret-value');
  });

  it('refuses a second student with the same mobile number', async () => {
    await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9845022222' }) });
    const response = await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '098450 22222' }) });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe('A student with this mobile number already exists');
  });

  it('edits the six dialog fields and keeps the others', async () => {
    const { student } = await (await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9845033333' }) })).json();
    const response = await call(`/api/students/${student.id}`, {
      method: 'PATCH',
      json: { studentName: 'Renamed', emailId: 'new@example.in', mobileNumber: '9845033334', stream: 'Commerce', city: 'Nagpur', state: 'Maharashtra' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Student updated successfully!');
    expect(body.student).toMatchObject({ studentName: 'Renamed', city: 'Nagpur', fatherName: 'Rakesh Kumar', mobileNumber: '9845033334' });
    expect((await call(`/api/students/${student.id}`, { method: 'PATCH', json: { city: '' } })).status).toBe(400);
  });

  it('corrects a student who has no e-mail without asking for one, keeping it empty (issue 25 §1)', async () => {
    const { student } = await (await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9845055555' }) })).json();
    await rows('update students set email_id = null where id = ?', [student.id]);
    const response = await call(`/api/students/${student.id}`, {
      method: 'PATCH',
      json: {
        studentName: student.studentName,
        emailId: '',
        mobileNumber: '9845055555',
        stream: 'Science',
        city: 'Solan',
        district: 'Solan',
        state: 'Himachal Pradesh',
        pincode: '173212',
      },
    });
    expect(response.status).toBe(200);
    expect(await rows('select email_id, city, district, pincode from students where id = ?', [student.id])).toEqual([
      { email_id: null, city: 'Solan', district: 'Solan', pincode: '173212' },
    ]);
    const invalid = await call(`/api/students/${student.id}`, { method: 'PATCH', json: { emailId: 'not-an-email' } });
    expect(invalid.status).toBe(400);
  });

  it('deletes one student, and answers 404 for an unknown one', async () => {
    const { student } = await (await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: '9845044444' }) })).json();
    const response = await call(`/api/students/${student.id}`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ message: 'Student deleted successfully!' });
    expect(await rows('select id from students where id = ?', [student.id])).toEqual([]);
    expect((await call(`/api/students/${student.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('list, filters and sort', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    const made = [
      studentForm({ studentName: 'Zoya Khan', mobileNumber: '9000000001', state: 'Kerala', city: 'Kochi', stream: 'Arts', gender: 'Female' }),
      studentForm({ studentName: 'Arjun Das', mobileNumber: '9000000002', state: 'Kerala', city: 'Kochi', stream: 'Science', gender: 'Male' }),
      studentForm({ studentName: 'Meera Pillai', mobileNumber: '9000000003', state: 'Kerala', city: 'Thrissur', stream: 'Arts', gender: 'Female' }),
    ];
    ids = [];
    for (const form of made) ids.push((await (await call('/api/students', { method: 'POST', json: form })).json()).student.id);
  });

  it('filters by state and gender, ignoring "all", and sorts by name', async () => {
    const body = await (await call('/api/students?state=Kerala&gender=Female&stream=all&sortBy=studentName&sortOrder=asc')).json();
    expect(body.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Meera Pillai', 'Zoya Khan']);
    expect(body.total).toBe(2);
    expect(body.totalPages).toBe(1);
  });

  it('searches by name, and pages with the admin page sizes only', async () => {
    const body = await (await call('/api/students?search=arjun')).json();
    expect(body.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Arjun Das']);
    // a mobile number however it is written (issue 25 §1)
    for (const written of ['+91 90000 00002', '090000-00002', '90000 00002']) {
      const found = await (await call(`/api/students?search=${encodeURIComponent(written)}`)).json();
      expect(found.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Arjun Das']);
    }
    const paged = await (await call('/api/students?state=Kerala&limit=10&page=1')).json();
    expect(paged.students).toHaveLength(3);
    expect((await call('/api/students?limit=20')).status).toBe(400);
  });

  it('gives filter options narrowed by the other filters', async () => {
    const body = await (await call('/api/students/filter-options?state=Kerala')).json();
    expect(body.cities).toEqual(['Kochi', 'Thrissur']);
    expect(body.states).toContain('Kerala');
    expect(body.genders).toEqual(['Male', 'Female', 'Other']);
  });

  it('bulk edit: drops empty values, refuses when nothing is left, reports unknown ids', async () => {
    const none = await call('/api/students/bulk', { method: 'PATCH', json: { studentIds: ids, updates: { city: '', age: null } } });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe('Please fill in at least one field to update');

    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await call('/api/students/bulk', {
      method: 'PATCH',
      json: { studentIds: [...ids, missing], updates: { stream: 'Commerce', city: '', emailId: '' } },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.updated).toBe(3);
    expect(body.errors).toEqual([`Student ${missing} not found`]);
    const stored = await rows("select distinct stream, city from students where state = 'Kerala' order by city");
    expect(stored).toEqual([
      { stream: 'Commerce', city: 'Kochi' },
      { stream: 'Commerce', city: 'Thrissur' },
    ]);

    const bad = await call('/api/students/bulk', { method: 'PATCH', json: { studentIds: ids, updates: { emailId: 'nope', age: 0 } } });
    expect((await bad.json()).issues.map((i: { message: string }) => i.message)).toEqual(['Valid email required', 'Age must be between 1 and 100']);
  });

  it('bulk delete removes exactly the selected students', async () => {
    const response = await call('/api/students/bulk-delete', { method: 'POST', json: { studentIds: ids.slice(0, 2) } });
    expect(await response.json()).toEqual({ message: 'Selected students deleted successfully', deleted: 2 });
    expect(await rows("select student_name from students where state = 'Kerala'")).toEqual([{ student_name: 'Meera Pillai' }]);
  });
});
