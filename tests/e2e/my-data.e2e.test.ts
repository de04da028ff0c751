import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

/** Issue 16 §4–5 in the browser: /my-data at 390 px in English and Hindi, by keyboard; the admin's queue at 1280 px. */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let adminToken: string;
const SHOTS = process.env.MY_DATA_SCREENSHOTS ?? '/tmp';

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  adminToken = (await createAdmin(orm)).token;
  const member = await createMember(orm, { email: 'lotus.member@example.in' });
  await orm.em.fork().execute("update website_users set institution_name = 'Lotus College of Engineering' where id = ?", [member.id]);
  // the recipient log names the member's institution (ADR 0021), a one-seat institution of the same name
  await orm.em
    .fork()
    .execute("update institutions set name = 'Lotus College of Engineering' where id = (select institution_id from website_users where id = ?)", [member.id]);
  const [studentId] = await addStudents(orm, [{ studentName: 'Priya Raman', emailId: 'priya.raman@example.in', mobileNumber: '6900000001' }]);
  const unlocked = await fetch(`${server.url}/api/website/students/unlock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ studentId }),
  });
  expect(unlocked.status).toBe(200);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

/** Priya's e-mails, newest first: codes are sent after the answer (issue 26, item 2), so tests wait for the n-th. */
const priyasMail = () =>
  orm.em
    .fork()
    .execute<{ subject: string; text_body: string }[]>(
      "select subject, text_body from mail_outbox where to_address = 'priya.raman@example.in' order by created_at desc",
    );
const mailNumber = async (n: number) => {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await Bun.sleep(50)) {
    const mails = await priyasMail();
    if (mails.length >= n) return mails[0]!;
  }
  throw new Error(`no e-mail number ${n} to Priya`);
};
const lastCode = async () => /\b(\d{6})\b/.exec((await mailNumber(1)).text_body)?.[1] ?? '';

describe('/my-data', () => {
  let page: Page;

  it('signs in with a code by keyboard and shows the data, its source and the institutions that received it', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, `${server.url}/my-data`);
    await page.screenshot({ path: `${SHOTS}/my-data-390-en-start.png` });
    // issue 25 §11: a phone opens the digits keyboard for a mobile number, the @ keyboard for an e-mail
    const contact = page.getByLabel('E-mail or 10-digit mobile number on our records');
    expect(await contact.getAttribute('inputmode')).toBe('tel');
    await page.getByRole('button', { name: 'E-mail', exact: true }).press('Enter');
    expect(await contact.getAttribute('inputmode')).toBe('email');
    expect(await contact.getAttribute('type')).toBe('email');
    await contact.focus();
    await page.keyboard.type('priya.raman@example.in');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(/a 6-digit code is on its way/)
      .waitFor();
    await page.getByLabel('6-digit code').focus();
    await page.keyboard.type(await lastCode());
    await page.keyboard.press('Enter');
    await page.getByText('Lotus College of Engineering').waitFor();
    expect(await page.getByRole('heading', { name: 'Priya Raman' }).isVisible()).toBe(true);
    // ADR 0023: how many institutions unlocked the record this admission season, and the most that may
    expect(await page.getByTestId('season-count').textContent()).toBe(
      'This admission season (1 August–31 July) 1 of at most 10 institutions have unlocked your contact details. Once 10 have, no other institution can until 1 August.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/my-data-390-en.png`, fullPage: true });
  }, 60_000);

  it('switches every string to Hindi', async () => {
    await page.getByRole('button', { name: 'हिन्दी' }).press('Enter');
    await page.getByRole('heading', { name: 'आपका डेटा' }).waitFor();
    expect(await page.getByText('जिन संस्थानों को आपकी संपर्क जानकारी मिली').isVisible()).toBe(true);
    // drawn in the Devanagari font we ship (not boxes) on a device that has none of its own, as this Chromium
    const drawnIn = await page.evaluate(async () => {
      await document.fonts.ready;
      let loaded = 0;
      document.fonts.forEach((font) => {
        if (font.family.includes('Devanagari') && font.status === 'loaded') loaded += 1;
      });
      return loaded;
    });
    expect(drawnIn).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/my-data-390-hi.png`, fullPage: true });
    await page.getByText('जिन संस्थानों को आपकी संपर्क जानकारी मिली').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/my-data-390-hi-recipients.png` });
  }, 60_000);

  it('files a grievance, which the admin finds in the Privacy requests tab', async () => {
    await page.getByRole('button', { name: 'English' }).press('Enter');
    await page.getByLabel('What happened?').fill('A college calls me every night at 11 pm.');
    await page.getByRole('button', { name: 'Send my grievance' }).press('Enter');
    await page.getByText('Received. We will answer within 30 days.').waitFor();
    await page.getByTestId('my-requests').getByText('Grievance').waitFor();

    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(server.url);
    await admin.evaluate((token) => localStorage.setItem('auth_token', token), adminToken);
    await admin.goto(`${server.url}/system/dashboard/management?tab=privacy`);
    const row = admin.getByTestId('privacy-request-row').filter({ hasText: 'Priya Raman' });
    await row.getByText('A college calls me every night at 11 pm.').waitFor();
    await admin.screenshot({ path: `${SHOTS}/privacy-requests-1280.png`, fullPage: true });
    await row.getByLabel(/Reply to the grievance/).fill('We have told the college to stop.');
    await row.getByRole('button', { name: 'Answer' }).click();
    await admin.getByText('Grievance handled').first().waitFor();
  }, 60_000);

  it('asks before "Do not contact me", names the institution that will be told, and tells it (issue 25 §5)', async () => {
    await page.getByRole('button', { name: 'Do not contact me' }).press('Enter');
    const confirm = page.getByRole('region', { name: 'Mark your record "Do not contact"?' });
    await confirm.waitFor();
    expect(await confirm.getByTestId('told-institutions').innerText()).toBe(
      'We will tell these institutions at once, by e-mail and on their portal: Lotus College of Engineering.',
    );
    expect(await confirm.innerText()).toContain('Withdrawing consent: we stop sharing your record');
    expect(await confirm.innerText()).toContain('Do not contact: your record stays with us');
    await page.screenshot({ path: `${SHOTS}/my-data-390-confirm-dnc.png`, fullPage: true });
    await confirm.getByRole('button', { name: 'Yes, do not contact me' }).press('Enter');
    await page
      .getByRole('status')
      .getByText('Your record is marked "Do not contact". Every institution that had your details has been told to delete them.')
      .waitFor();
    const db = orm.em.fork();
    expect(
      await db.execute(
        "select n.reason from withdrawal_notices n join website_users w on w.id = n.member_id where w.email = 'lotus.member@example.in' and n.acknowledged_at is null",
      ),
    ).toEqual([{ reason: 'do_not_contact' }]);
    const [mail] = await db.execute<{ subject: string; text_body: string }[]>(
      "select subject, text_body from mail_outbox where to_address = 'lotus.member@example.in' order by created_at desc limit 1",
    );
    expect(mail!.subject).toBe('A student asked not to be contacted: please delete your copy');
    expect(mail!.text_body).toContain('Priya Raman, whose details you unlocked or saved on the Student Leads Portal, has asked not to be contacted');
  }, 60_000);

  it('sends the code in Hindi when the page is in Hindi', async () => {
    const before = (await priyasMail()).length;
    const hindi = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(hindi, `${server.url}/my-data`);
    await hindi.getByRole('button', { name: 'हिन्दी' }).press('Enter');
    await hindi.getByRole('button', { name: 'ई-मेल', exact: true }).press('Enter');
    await hindi.getByLabel('हमारे रिकॉर्ड में दर्ज ई-मेल या 10 अंकों का मोबाइल नंबर').fill('priya.raman@example.in');
    await hindi.keyboard.press('Enter');
    await hindi.getByRole('button', { name: 'नया कोड भेजें' }).waitFor();
    const mail = await mailNumber(before + 1);
    expect(mail!.subject).toBe('अपना डेटा देखने के लिए आपका कोड');
    expect(mail!.text_body).toContain('आपका EduReach कोड');
    await hindi.close();
  }, 60_000);
});
