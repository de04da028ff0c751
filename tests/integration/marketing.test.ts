import { beforeAll, describe, expect, it } from 'bun:test';
import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';

let admin: { token: string };
const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 60_000); // an in-memory PGlite takes a few seconds to start on a busy machine

const answersFor = (overrides: Record<string, string>) => ({
  ...Object.fromEntries(QUESTIONS.map((q) => [q.field, q.multi ? JSON.stringify(q.options.slice(0, 2)) : q.options[0]])),
  ...overrides,
});

const contact = { name: 'Ravi Kumar', instituteName: 'Sri Venkateswara Institute of Technology', email: 'ravi@svit.edu.in', phone: '9876543210' };

describe('assessment contact (step 0)', () => {
  it('stores the four fields and answers the new id', async () => {
    const response = await t.handle('/api/assessment-contact', { method: 'POST', json: { ...contact, name: '  Ravi Kumar ' } });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await t.db.orm.em.fork().execute('select name, institute_name, email from assessment_contact_submissions where id = ?', [id]);
    expect(rows).toEqual([{ name: 'Ravi Kumar', institute_name: contact.instituteName, email: contact.email }]);
  });

  it('refuses a blank field with the spec message', async () => {
    const response = await t.handle('/api/assessment-contact', { method: 'POST', json: { ...contact, phone: '   ' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Please fill in all fields to continue with the assessment.');
  });
});

describe('assessment submission', () => {
  it('stores the answers linked to the contact and returns the low-budget engineering strategy', async () => {
    const { id: contactId } = await (await t.handle('/api/assessment-contact', { method: 'POST', json: contact })).json();
    const body = answersFor({ institutionType: 'Engineering College', challenge: 'Not enough quality leads', budget: 'Under ₹25,000' });
    const response = await t.handle('/api/assessment', {
      method: 'POST',
      json: {
        ...body,
        assessmentContactId: contactId,
        contactName: contact.name,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        institutionName: contact.instituteName,
      },
    });
    expect(response.status).toBe(201);
    const result = await response.json();
    expect(result.expectedResults).toEqual({ moreLeads: '120%', lowerCost: '50%', conversion: '80%' });
    expect(result.strategy.join(' ')).toContain('JEE');

    const [row] = await t.db.orm.em
      .fork()
      .execute('select budget, marketing_methods, assessment_contact_id from assessment_submissions where id = ?', [result.id]);
    expect(row).toEqual({
      budget: 'Under ₹25,000',
      marketing_methods: JSON.stringify(['Newspaper ads', 'Hoardings & banners']),
      assessment_contact_id: contactId,
    });
  });

  it('returns the high-budget figures for a medical college', async () => {
    const response = await t.handle('/api/assessment', {
      method: 'POST',
      json: answersFor({ institutionType: 'Medical College', challenge: 'High cost per admission', budget: '₹5,00,000+' }),
    });
    const result = await response.json();
    expect(result.expectedResults).toEqual({ moreLeads: '200%', lowerCost: '30%', conversion: '3x' });
    expect(result.strategy.join(' ')).toContain('NEET');
  });

  it('drops a link to a contact that does not exist instead of failing', async () => {
    const response = await t.handle('/api/assessment', { method: 'POST', json: { ...answersFor({}), assessmentContactId: crypto.randomUUID() } });
    expect(response.status).toBe(201);
  });

  it('rejects an answer that is not one of the options', async () => {
    const response = await t.handle('/api/assessment', { method: 'POST', json: answersFor({ budget: 'a million' }) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION');
  });
});

describe('admin: assessment list', () => {
  it('is for admins only', async () => {
    expect((await t.handle('/api/assessment-submissions')).status).toBe(401);
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/assessment-submissions', { token: member.token })).status).toBe(403);
  });

  it('lists newest first with the step-0 contact joined, and searches', async () => {
    const response = await t.handle('/api/assessment-submissions?limit=2', { token: admin.token });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.total).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.submissions[0].createdAt >= page.submissions[1].createdAt).toBe(true);

    const found = await (await t.handle('/api/assessment-submissions?search=venkateswara', { token: admin.token })).json();
    expect(found.total).toBe(1);
    expect(found.submissions[0].contact).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210' });
    expect(found.submissions[0].assessmentContactId).toBeUndefined();
  });
});

describe('admin: CSV exports', () => {
  it('exports contact submissions with formula cells neutralised', async () => {
    await t.handle('/api/contact', {
      method: 'POST',
      json: {
        institutionName: '=HYPERLINK("http://evil")',
        contactName: 'Asha',
        email: 'asha@school.in',
        phone: '9000000000',
        serviceInterest: 'Data Enrichment',
        message: '@SUM(1,2) please call',
      },
    });
    expect((await t.handle('/api/contact-submissions/export')).status).toBe(401);
    const response = await t.handle('/api/contact-submissions/export', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\n')[0]).toBe('Submitted at,Institution,Contact name,Email,Phone,Service interest,Message');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`'@SUM(1,2) please call`);
  });

  it('exports assessments with the contact and readable multi-choice answers', async () => {
    const response = await t.handle('/api/assessment-submissions/export', { token: admin.token });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toStartWith('Submitted at,Contact name,Institution,Email,Phone,What type of institution');
    expect(lines.join('\n')).toContain('Ravi Kumar,Sri Venkateswara Institute of Technology,ravi@svit.edu.in,9876543210,Engineering College');
    expect(lines.join('\n')).toContain('Newspaper ads; Hoardings & banners');
  });
});

describe("the contact form sent by the browser itself (before the page's scripts run)", () => {
  const pageForm = (fields: Record<string, string>) =>
    t.handle('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', referer: 'http://localhost/contact' },
      body: new URLSearchParams(fields).toString(),
    });
  const complete = {
    institutionName: 'Early Bird College',
    contactName: 'Asha Rao',
    email: 'asha.early@example.in',
    phone: '9845033333',
    serviceInterest: 'AI Automation',
    message: 'Tell us about chatbots for admissions.',
  };

  it('stores it and sends the browser on to the thank-you page (Post/Redirect/Get)', async () => {
    const response = await pageForm(complete);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    const rows = await t.db.orm.em.fork().execute('select contact_name from contact_submissions where email = ?', ['asha.early@example.in']);
    expect(rows).toEqual([{ contact_name: 'Asha Rao' }]);
  });

  it('answers a refusal as a page with the spec message and the way back, echoing nothing typed', async () => {
    const response = await pageForm({ ...complete, email: 'asha.second@example.in', message: 'short<b>' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Message must be at least 10 characters');
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('asha.second@example.in');
    expect(html).not.toContain('short<b>');
  });

  it('keeps answering JSON to an integrator posting urlencoded without asking for a page', async () => {
    const response = await t.handle('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...complete, email: 'asha.api@example.in' }).toString(),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
  });
});
