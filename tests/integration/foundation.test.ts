import { describe, expect, it } from 'bun:test';
import { useTestApp } from '../support/test-app';
import { seedIfEmpty } from '@src/seed';

const t = useTestApp();

describe('health', () => {
  it('reports the database as up', async () => {
    const response = await t.handle('/api/health');
    expect(response.status).toBe(200);
    // an app without its background jobs started (the server's src/main.ts starts them) lists none
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', jobs: [] });
  });
});

describe('contact form: a write the database keeps', () => {
  const form = {
    institutionName: 'Green Valley Public School',
    contactName: 'Meera Iyer',
    email: 'meera@greenvalley.edu.in',
    phone: '9845012345',
    serviceInterest: 'Direct Marketing',
    message: 'Please call us about WhatsApp campaigns for admissions.',
  };

  it('stores the submission and notifies the sales inbox', async () => {
    const response = await t.handle('/api/contact', { method: 'POST', json: form });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);

    const rows = await t.db.orm.em.fork().execute('select institution_name, email, message from contact_submissions where id = ?', [body.id]);
    expect(rows).toEqual([{ institution_name: form.institutionName, email: form.email, message: form.message }]);

    const mail = await t.outbox(t.config.salesEmail);
    expect(mail[0]?.subject).toBe('New enquiry from Green Valley Public School');
  });

  it('answers bad input in the error envelope without echoing it', async () => {
    const response = await t.handle('/api/contact', { method: 'POST', json: { ...form, phone: '123', message: 'hunter2' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.error).toBe('Phone number must be at least 10 digits');
    expect(body.issues.map((issue: { message: string }) => issue.message)).toContain('Message must be at least 10 characters');
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('keeps the enquiry list for admins only', async () => {
    expect((await t.handle('/api/contact-submissions')).status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope, not the web app', async () => {
    const response = await t.handle('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });
});

describe('OpenAPI document', () => {
  it('lists every route with an operationId', async () => {
    const doc = await (await t.handle('/openapi/json')).json();
    const operations = Object.values(doc.paths).flatMap((item: any) => Object.values(item)) as { operationId?: string }[];
    expect(operations.length).toBeGreaterThan(2);
    expect(operations.every((operation) => typeof operation.operationId === 'string')).toBe(true);
  });
});

describe('first start', () => {
  it('never creates the demo sign-ins (documented passwords) on a production database', async () => {
    await seedIfEmpty(t.db.orm, { seedStudents: 0, databaseUrl: 'postgres://db.example.in/edureach', env: 'production' });
    const admins = await t.db.orm.em.fork().execute("select count(*)::int as n from users where username = 'admin'");
    const members = await t.db.orm.em.fork().execute("select count(*)::int as n from website_users where email like '%@edureach.local'");
    expect([admins[0]!.n, members[0]!.n]).toEqual([0, 0]);
  });
});
