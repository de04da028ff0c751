import { describe, expect, it } from 'bun:test';
import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';
import { useTestApp } from '../support/test-app';

/**
 * Issue 18, item 6: the anonymous contact form and assessment calls. Limited per address, a honeypot for robots,
 * e-mails to sales that cannot carry a visitor's markup or links, and contact details that sales can use.
 */

const t = useTestApp({ env: { TRUST_PROXY: 'true', SALES_EMAIL: 'sales@edureach.test' } });

const rows = (sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params) as Promise<Record<string, any>[]>;
const from = (address: string) => ({ 'x-forwarded-for': address });

let n = 0;
const contactForm = (overrides: Record<string, unknown> = {}) => ({
  institutionName: `Sunrise Public School ${(n += 1)}`,
  contactName: 'Meera Iyer',
  email: 'meera@sunrise.example.in',
  phone: '9876543210',
  serviceInterest: 'Student Recruitment',
  message: 'We would like to discuss admissions for next year.',
  ...overrides,
});
const answers = () => Object.fromEntries(QUESTIONS.map((q) => [q.field, q.multi ? JSON.stringify([q.options[0]]) : q.options[0]]));
const stepZero = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  instituteName: `SVIT ${(n += 1)}`,
  email: 'ravi@svit.edu.in',
  phone: '98765 43210',
  ...overrides,
});

describe('per-address limits', () => {
  it('takes 5 enquiries an hour from one address, refuses the 6th with 429, and stores and mails only 5', async () => {
    const marker = `burst-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await t.handle('/api/contact', {
        method: 'POST',
        headers: from('10.60.0.1'),
        json: contactForm({ message: `${marker} number ${i}, please call.` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(20).fill(429)]);
    expect(await rows('select count(*)::int as n from contact_submissions where message like ?', [`${marker}%`])).toEqual([{ n: 5 }]);
    expect(await t.outbox('sales@edureach.test').then((mails) => mails.filter((mail) => mail.textBody.includes(marker)).length)).toBe(5);
    // a neighbour on another address is not affected
    expect((await t.handle('/api/contact', { method: 'POST', headers: from('10.60.0.2'), json: contactForm() })).status).toBe(201);
  });

  it('takes 10 assessments (and 10 step-0 contacts) an hour from one address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await t.handle('/api/assessment-contact', { method: 'POST', headers: from('10.61.0.1'), json: stepZero() })).status).toBe(201);
      expect((await t.handle('/api/assessment', { method: 'POST', headers: from('10.61.0.1'), json: answers() })).status).toBe(201);
    }
    const contact = await t.handle('/api/assessment-contact', { method: 'POST', headers: from('10.61.0.1'), json: stepZero() });
    expect(contact.status).toBe(429);
    expect((await contact.json()).code).toBe('RATE_LIMITED');
    expect((await t.handle('/api/assessment', { method: 'POST', headers: from('10.61.0.1'), json: answers() })).status).toBe(429);
  });
});

describe('the honeypot field "website"', () => {
  it('answers a filled-in contact form as accepted, and stores and mails nothing', async () => {
    const marker = `robot-${Date.now()}`;
    const response = await t.handle('/api/contact', {
      method: 'POST',
      headers: from('10.62.0.1'),
      json: contactForm({ message: `${marker} buy now`, website: 'https://spam.example' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, id: expect.any(String), message: "Thank you, we'll contact you as soon as we can." });
    expect(await rows('select id from contact_submissions where message like ?', [`${marker}%`])).toEqual([]);
    expect((await t.outbox('sales@edureach.test')).filter((mail) => mail.textBody.includes(marker))).toEqual([]);
  });

  it('accepts it empty, as the screens send it', async () => {
    const marker = `person-${Date.now()}`;
    expect(
      (await t.handle('/api/contact', { method: 'POST', headers: from('10.62.0.2'), json: contactForm({ message: `${marker} hello there`, website: '' }) }))
        .status,
    ).toBe(201);
    expect(await rows('select id from contact_submissions where message like ?', [`${marker}%`])).toHaveLength(1);
  });

  it('answers a filled-in assessment and step 0 as accepted, and stores neither', async () => {
    const institute = `Robot Institute ${Date.now()}`;
    const contact = await t.handle('/api/assessment-contact', {
      method: 'POST',
      headers: from('10.62.0.3'),
      json: stepZero({ instituteName: institute, website: 'x' }),
    });
    expect(contact.status).toBe(201);
    const assessment = await t.handle('/api/assessment', {
      method: 'POST',
      headers: from('10.62.0.3'),
      json: { ...answers(), institutionName: institute, website: 'x' },
    });
    expect(assessment.status).toBe(201);
    expect((await assessment.json()).strategy.length).toBeGreaterThan(0);
    expect(await rows('select id from assessment_contact_submissions where institute_name = ?', [institute])).toEqual([]);
    expect(await rows('select id from assessment_submissions where institution_name = ?', [institute])).toEqual([]);
  });
});

describe('the e-mail to sales', () => {
  it('escapes markup, breaks up links and addresses a visitor wrote, and keeps the subject to one line', async () => {
    const marker = `mail-${Date.now()}`;
    const response = await t.handle('/api/contact', {
      method: 'POST',
      headers: from('10.63.0.1'),
      json: contactForm({
        institutionName: 'Acme\r\nBcc: everyone@edureach.in <b>URGENT</b>',
        message: `${marker} <a href="https://evil.example/login">Verify your account</a> or visit www.evil.example/reset <script>alert(1)</script>`,
      }),
    });
    expect(response.status).toBe(201);
    const [mail] = (await t.outbox('sales@edureach.test')).filter((m) => m.textBody.includes(marker));
    expect(mail).toBeDefined();
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject.length).toBeLessThan(120);
    for (const part of [mail!.subject, mail!.textBody, mail!.htmlBody ?? '']) {
      expect(part).not.toContain('https://evil.example');
      expect(part).not.toContain('www.evil.example');
      expect(part).not.toContain('everyone@edureach.in');
    }
    expect(mail!.htmlBody).not.toMatch(/<a\b|href="|<script|<b>/i);
    expect(mail!.htmlBody).toContain('&lt;script&gt;');
    // the words stay readable: only invisible zero-width spaces were added
    expect(mail!.textBody.replaceAll('\u200B', '')).toContain('www.evil.example/reset');
  });
});

describe('the assessment contact (step 0)', () => {
  it('refuses an e-mail or phone number that is not one, and stores nothing', async () => {
    const institute = `Malformed ${Date.now()}`;
    for (const [field, value, message] of [
      ['email', 'not an e-mail', 'Invalid email address'],
      ['email', '<script>@x', 'Invalid email address'],
      ['phone', 'call me', 'Invalid phone number'],
      ['phone', '12345', 'Invalid phone number'],
    ]) {
      const response = await t.handle('/api/assessment-contact', {
        method: 'POST',
        headers: from('10.64.0.1'),
        json: stepZero({ instituteName: institute, [field!]: value }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', error: message, issues: [{ path: field, message }] });
    }
    expect(await rows('select id from assessment_contact_submissions where institute_name = ?', [institute])).toEqual([]);
  });
});

describe('all addresses together (issue 26, informational)', () => {
  it('mails sales at most 50 enquiries an hour, then one notice; every enquiry is still stored', async () => {
    const marker = `crowd-${Date.now()}`;
    for (let i = 0; i < 60; i += 1) {
      const response = await t.handle('/api/contact', {
        method: 'POST',
        headers: from(`10.70.${Math.floor(i / 200)}.${(i % 200) + 1}`),
        json: contactForm({ message: `${marker} number ${i}, please call.` }),
      });
      expect(response.status).toBe(201);
    }
    expect(await rows('select count(*)::int as n from contact_submissions where message like ?', [`${marker}%`])).toEqual([{ n: 60 }]);
    const mails = await t.outbox('sales@edureach.test');
    // the hour's count includes the enquiries the tests above sent
    expect(mails.filter((mail) => mail.subject.startsWith('New enquiry')).length).toBe(50);
    expect(mails.filter((mail) => mail.textBody.includes(marker)).length).toBeLessThan(50);
    const notices = mails.filter((mail) => mail.subject === 'Enquiry e-mails held back for this hour');
    expect(notices.length).toBe(1);
    expect(notices[0]!.textBody).toContain("admin portal's Enquiries tab");
  }, 120_000);
});
