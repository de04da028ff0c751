import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';
import { createAdmin, createMember, tokenFor } from '../support/auth';
import type { TestApp } from '../support/test-app';
import { addStudents, type StudentSeed } from '../integration/leads/student-mother';
import { studentForm as adminStudentForm } from '../integration/admin/admin-builders';

/**
 * Who calls, for the security suites. `free` is the verified free member who OWNS the objects named
 * in paths (collections, saved students); `otherFree` is a second free member with objects of their own.
 */
export const CALLERS = ['anonymous', 'unverified', 'free', 'premium', 'otherFree', 'deactivated', 'admin', 'replacedAdmin'] as const;
export type CallerName = (typeof CALLERS)[number];
export type Caller = { name: CallerName; token?: string; memberId?: string; adminId?: string };

let serial = 0;
/** Unique within the process: names, e-mails, mobile numbers, client addresses. */
export const next = () => (serial += 1);

export type Sent = { status: number; text: string; json: any; headers: Headers };

/**
 * One request. Every request comes from its own client address (the apps run with TRUST_PROXY=true),
 * so the per-address sign-in limits never turn an access answer into a 429.
 */
export async function send(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const n = next();
  const headers = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...options.headers };
  const response = await t.handle(path, { method, token: options.token, headers, json: options.json, body: options.form });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined; // CSV answers stay text
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** The 6-digit code in the last e-mail to this address, waited for when none came yet (some are sent after the answer). */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  let [mail] = await t.outbox(email);
  for (const deadline = Date.now() + 10_000; !mail && Date.now() < deadline; [mail] = await t.outbox(email)) await Bun.sleep(20);
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

/** The reset token in the last reset link mailed to this address. */
export async function lastResetToken(t: TestApp, email: string): Promise<string> {
  // the link is mailed after the answer (so that its timing does not tell a registered e-mail)
  let [mail] = await t.outbox(email);
  for (let tries = 0; !mail && tries < 100; tries += 1) {
    await Bun.sleep(50);
    [mail] = await t.outbox(email);
  }
  const token = /reset-password\?token=([^\s"&<]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return decodeURIComponent(token);
}

/** A real admin sign-in (password, then the e-mailed code): answers the new token and ends the older session. */
export async function signInAdmin(t: TestApp, admin: { username: string; email: string }): Promise<string> {
  const login = await send(t, 'POST', '/api/auth/admin-login', { json: { username: admin.username, password: 'Admin@12345' } });
  if (login.status !== 200) throw new Error(`admin-login answered ${login.status}`);
  const verified = await send(t, 'POST', '/api/auth/verify-otp', { json: { userId: login.json.userId, otp: await lastCode(t, admin.email) } });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.json.token;
}

/**
 * A new caller of that kind. The admin and the replaced admin come from one account: its first token
 * is replaced by a real newer sign-in (so the old one must answer SESSION_EXPIRED_OTHER_DEVICE).
 */
export async function createCaller(t: TestApp, name: CallerName, options: { credits?: number } = {}): Promise<Caller> {
  const orm = t.db.orm;
  const credits = options.credits ?? 1000;
  switch (name) {
    case 'anonymous':
      return { name };
    case 'unverified': {
      const m = await createMember(orm, { verified: false, credits });
      return { name, token: m.token, memberId: m.id };
    }
    case 'free':
    case 'otherFree': {
      const m = await createMember(orm, { credits });
      return { name, token: m.token, memberId: m.id };
    }
    case 'premium': {
      const m = await createMember(orm, { premium: true, credits });
      return { name, token: m.token, memberId: m.id };
    }
    case 'deactivated': {
      // A session that is still on record for an account an admin has since switched off.
      const m = await createMember(orm, { active: false, credits });
      return { name, token: m.token, memberId: m.id };
    }
    case 'admin': {
      const a = await createAdmin(orm);
      return { name, token: await tokenFor(orm, 'admin', a.id), adminId: a.id };
    }
    case 'replacedAdmin': {
      const a = await createAdmin(orm);
      await tokenFor(orm, 'admin', a.id); // a newer sign-in elsewhere
      return { name, token: a.token, adminId: a.id };
    }
  }
}

/** All eight callers; the admin's token is a real sign-in that replaced the replaced admin's token. */
export async function createCallers(t: TestApp): Promise<Record<CallerName, Caller>> {
  const account = await createAdmin(t.db.orm);
  const newer = await signInAdmin(t, account);
  return {
    anonymous: { name: 'anonymous' },
    unverified: await createCaller(t, 'unverified'),
    free: await createCaller(t, 'free'),
    premium: await createCaller(t, 'premium'),
    otherFree: await createCaller(t, 'otherFree'),
    deactivated: await createCaller(t, 'deactivated'),
    admin: { name: 'admin', token: newer, adminId: account.id },
    replacedAdmin: { name: 'replacedAdmin', token: account.token, adminId: account.id },
  };
}

/** Builders of objects that exist, straight in the database. */
export const objects = (t: TestApp) => {
  const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
  const students = (count: number, seed: StudentSeed = {}) =>
    addStudents(
      t.db.orm,
      Array.from({ length: count }, () => ({ ...seed })),
    );
  const unlock = async (memberId: string, studentIds: string[]) => {
    if (studentIds.length === 0) return;
    await sql(
      `insert into unlocked_students (user_id, student_id) values ${studentIds.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
      studentIds.flatMap((id) => [memberId, id]),
    );
  };
  const collection = async (memberId: string, options: { archived?: boolean; name?: string } = {}) => {
    const [row] = await sql<{ id: string }>(`insert into collections (user_id, name, is_archived) values (?, ?, ?) returning id`, [
      memberId,
      options.name ?? `Collection ${next()}`,
      options.archived ?? false,
    ]);
    return row!.id;
  };
  /** A student the member unlocked and saved (with notes) into a collection of theirs. */
  const saved = async (memberId: string, collectionId?: string, notes = 'Called on Monday') => {
    const [studentId] = await students(1);
    const target = collectionId ?? (await collection(memberId));
    await unlock(memberId, [studentId!]);
    await sql(`insert into saved_students (user_id, student_id, collection_id, notes) values (?, ?, ?, ?)`, [memberId, studentId, target, notes]);
    return { studentId: studentId!, collectionId: target };
  };
  return { sql, students, unlock, collection, saved };
};

/** Valid bodies. */
export const bodies = {
  memberRegistration: () => ({
    firstName: 'Asha',
    lastName: 'Rao',
    email: `registrant${next()}@example.in`,
    phone: '9876543210',
    institutionName: 'Rao Coaching Centre',
    password: 'Member@12345',
  }),
  contact: () => ({
    institutionName: 'Sri Venkateswara Institute',
    contactName: 'Ravi Kumar',
    email: 'ravi@svit.edu.in',
    phone: '9876543210',
    serviceInterest: 'Data Enrichment',
    message: 'Please call me about admissions.',
  }),
  assessmentContact: () => ({ name: 'Ravi Kumar', instituteName: 'Sri Venkateswara Institute', email: 'ravi@svit.edu.in', phone: '9876543210' }),
  assessment: () => Object.fromEntries(QUESTIONS.map((q) => [q.field, q.multi ? JSON.stringify(q.options.slice(0, 2)) : q.options[0]])),
  /** A student form whose mobile number no other test student has (those start with 9). */
  studentForm: () =>
    adminStudentForm({ studentName: 'Kiran Patil', mobileNumber: `7${String(100_000_000 + next()).slice(-9)}`, emailId: 'kiran.patil@example.in' }),
  /** A one-row CSV upload in the template's columns. */
  csvUpload: () => {
    const header =
      'student_name,email_id,mobile_number,father_name,mother_name,date_of_birth,age,gender,course,entrance_exam,stream,board,passing_year,college_name,address,city,district,state,pincode,other_info,data_source';
    const row = [
      'Asha Rao',
      'asha@example.in',
      `6${String(100_000_000 + next()).slice(-9)}`,
      'Ravi Rao',
      'Lata Rao',
      '2007-02-03',
      '17',
      'Female',
      'MBBS',
      'NEET',
      'Science',
      'CBSE',
      '2025',
      'Kendriya Vidyalaya',
      'Flat 4 Sai Apts',
      'Pune',
      'Pune',
      'Maharashtra',
      '411002',
      '',
      '',
    ].join(',');
    const form = new FormData();
    form.append('csvFile', new File([`${header}\r\n${row}\r\n`], 'students.csv', { type: 'text/csv' }));
    return form;
  },
};
