import { describe, expect, test } from 'bun:test';
import { Client } from 'pg';
import { createOutboxMailer } from '@platform/mail/outbox-mailer';
import { createOutboxSmsSender, readSmsOutbox } from '@platform/sms/outbox-sms-sender';
import { createAdmin } from '@support/auth';
import { createRetentionJob } from '@src/retention-job';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';

const t = useTestApp();
const HOUR = 3_600_000;
/** 10 August 2026: the 2024 passing year's two admission cycles ended on 31 July 2026. */
let now = new Date('2026-08-10T06:00:00Z');
const clock = { now: () => now };

const job = (label = 'retention test') =>
  createRetentionJob({
    orm: t.db.orm,
    config: t.config,
    mailer: createOutboxMailer(t.db.orm, () => {}),
    clock,
    lockUrl: t.db.kind === 'postgres' ? t.db.url : undefined,
    actorLabel: label,
    batchSize: 2,
  });

const onFile = async (ids: string[]) => {
  const rows = (await t.db.orm.em.fork().execute('select id from students where id = any(?::uuid[])', [`{${ids.join(',')}}`])) as { id: string }[];
  return rows.map((row) => row.id).sort();
};
const noticesTo = async (email: string) => (await t.outbox(email)).filter((mail) => mail.subject.includes('will be deleted'));

describe('retention: notice, then erasure 48 hours later', () => {
  const ids: Record<string, string> = {};
  test('the records past retention are listed by a dry run, which changes nothing', async () => {
    const [withEmail, noContact, stillKept, noYearOld, noYearNew] = await addStudents(t.db.orm, [
      { passingYear: 2024, emailId: 'asha.retention@example.in', studentName: 'Asha Nair' },
      { passingYear: 2024, emailId: null },
      { passingYear: 2025, emailId: 'kept.retention@example.in' },
      { emailId: 'noyear.retention@example.in', createdAt: new Date('2024-05-01T00:00:00Z') },
      { emailId: 'recent.retention@example.in', createdAt: new Date('2026-05-01T00:00:00Z') },
    ]);
    Object.assign(ids, { withEmail, noContact, stillKept, noYearOld, noYearNew });
    await t.db.orm.em.fork().execute('update students set passing_year = null where id in (?, ?)', [noYearOld, noYearNew]);

    const report = await job().run({ dryRun: true });
    expect(report.noticed.map((item) => item.studentId).sort()).toEqual([ids.withEmail!, ids.noYearOld!].sort());
    expect(report.erased).toEqual([{ studentId: ids.noContact!, retentionDate: '2026-07-31' }]);
    expect(await onFile(Object.values(ids))).toEqual(Object.values(ids).sort());
    expect(await noticesTo('asha.retention@example.in')).toHaveLength(0);
  });

  test('the admin list shows each record the last day it is kept', async () => {
    const admin = await createAdmin(t.db.orm);
    const response = await t.handle('/api/students?limit=100', { token: admin.token });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as { students: { id: string; retentionDate: string }[] }).students;
    const kept = new Map(rows.map((row) => [row.id, row.retentionDate]));
    expect([kept.get(ids.withEmail!), kept.get(ids.stillKept!), kept.get(ids.noYearOld!), kept.get(ids.noYearNew!)]).toEqual([
      '2026-07-31',
      '2027-07-31',
      '2026-07-31',
      '2028-07-31',
    ]);
  });

  test('a student with an e-mail is sent a notice; one without a contact is erased at once', async () => {
    const report = await job().run();
    expect(report.ran).toBe(true);
    expect(report.noticed.map((item) => item.studentId).sort()).toEqual([ids.withEmail!, ids.noYearOld!].sort());
    expect(report.erased.map((item) => item.studentId)).toEqual([ids.noContact!]);
    const [notice] = await noticesTo('asha.retention@example.in');
    expect(notice?.textBody).toContain('Dear Asha Nair');
    expect(notice?.textBody).toContain('until 2026-07-31');
    expect(await onFile(Object.values(ids))).toEqual([ids.withEmail!, ids.stillKept!, ids.noYearOld!, ids.noYearNew!].sort());
    const audit = (await t.db.orm.em.fork().execute("select actor_label, subject_student_ids::text as ids from audit_log where action = 'student.erase'")) as {
      actor_label: string;
      ids: string;
    }[];
    expect(audit).toEqual([{ actor_label: 'retention test', ids: `{${ids.noContact}}` }]);
  });

  test('47 hours later nothing is erased and no second notice goes out', async () => {
    now = new Date(now.getTime() + 47 * HOUR);
    const report = await job().run();
    expect(report).toMatchObject({ noticed: [], erased: [], waiting: 2 });
    expect(await noticesTo('asha.retention@example.in')).toHaveLength(1);
    expect(await onFile([ids.withEmail!, ids.noYearOld!])).toEqual([ids.withEmail!, ids.noYearOld!].sort());
  });

  test('48 hours after the notice the noticed records are erased, their notice rows with them', async () => {
    now = new Date(now.getTime() + HOUR);
    const report = await job().run();
    expect(report.erased.map((item) => item.studentId).sort()).toEqual([ids.withEmail!, ids.noYearOld!].sort());
    expect(await onFile(Object.values(ids))).toEqual([ids.stillKept!, ids.noYearNew!].sort());
    expect(await t.db.orm.em.fork().execute('select count(*)::int as n from retention_notices')).toEqual([{ n: 0 }]);
    expect(await noticesTo('asha.retention@example.in')).toHaveLength(1);
  });
});

describe('retention: one run at a time', () => {
  test('two runs at once send one notice', async () => {
    const [id] = await addStudents(t.db.orm, [{ passingYear: 2023, emailId: 'twice.retention@example.in' }]);
    const [first, second] = await Promise.all([job().run(), job().run()]);
    const noticed = [...first.noticed, ...second.noticed].filter((item) => item.studentId === id);
    expect(noticed).toHaveLength(1);
    expect(await noticesTo('twice.retention@example.in')).toHaveLength(1);
  });

  test('while another copy holds the lock a run does nothing and says so', async () => {
    const [id] = await addStudents(t.db.orm, [{ passingYear: 2023, emailId: 'locked.retention@example.in' }]);
    let report: Awaited<ReturnType<ReturnType<typeof job>['run']>>;
    if (t.db.kind === 'postgres') {
      // another server copy: the advisory lock held on a session of its own
      const other = new Client({ connectionString: t.db.url });
      await other.connect();
      await other.query('select pg_advisory_lock(16, 5)');
      report = await job().run();
      await other.end();
    } else {
      // PGlite: one session for all, so the lock is the process's own; a second run started while one is under way
      const running = job().run();
      report = await job().run();
      await running;
    }
    expect(report.ran).toBe(false);
    expect(report.noticed.map((item) => item.studentId)).not.toContain(id!);
    expect(await noticesTo('locked.retention@example.in')).toHaveLength(t.db.kind === 'postgres' ? 0 : 1);
  });
});

describe('retention: a text message where only a mobile number is on file', () => {
  test('the student gets the notice by SMS and is erased 48 hours later, not at once', async () => {
    const mobile = '9123400077';
    const [mobileOnly] = await addStudents(t.db.orm, [{ passingYear: 2023, emailId: null, mobileNumber: mobile, studentName: 'Ravi Kumar' }]);
    const texting = (at: Date) => {
      now = at;
      return createRetentionJob({
        orm: t.db.orm,
        config: t.config,
        mailer: createOutboxMailer(t.db.orm, () => {}),
        sms: createOutboxSmsSender(t.db.orm, () => {}),
        clock,
        lockUrl: t.db.kind === 'postgres' ? t.db.url : undefined,
        actorLabel: 'retention sms test',
      });
    };
    const start = new Date('2026-09-01T06:00:00Z');
    const first = await texting(start).run();
    expect(first.noticed.map((item) => item.studentId)).toContain(mobileOnly!);
    expect(first.erased.map((item) => item.studentId)).not.toContain(mobileOnly!);
    const texts = await readSmsOutbox(t.db.orm, mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('will be deleted on or after');
    expect(await onFile([mobileOnly!])).toEqual([mobileOnly!]);

    await texting(new Date(start.getTime() + 48 * HOUR)).run();
    expect(await onFile([mobileOnly!])).toEqual([]);
    expect(await readSmsOutbox(t.db.orm, mobile)).toHaveLength(1);
  });
});
