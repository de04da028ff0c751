import { describe, expect, it } from 'bun:test';
import { loadConfig } from './config';

/** An e-mail and an SMS transport: production needs both (SECURITY.md). */
const TRANSPORTS = { SMTP_URL: 'smtps://mailer:secret@smtp.example.in', SMS_PROVIDER_URL: 'https://sms.example.in/send' };

describe('loadConfig', () => {
  it('gives local defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminOtp).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses production without an e-mail or SMS transport, naming each (issue 26 §11); development prints to the console', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CONTACT_HASH_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required when NODE_ENV=production[\s\S]*SMS_PROVIDER_URL: required/);
    expect(() => loadConfig({ ...production, SMTP_URL: TRANSPORTS.SMTP_URL })).toThrow(/SMS_PROVIDER_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER_URL: TRANSPORTS.SMS_PROVIDER_URL })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(loadConfig({ ...production, ...TRANSPORTS }).smtpUrl).toBe(TRANSPORTS.SMTP_URL);
    // make start (development) and the tests keep the outboxes, whose console lines show a developer the codes
    for (const NODE_ENV of [undefined, 'development', 'test']) expect(loadConfig({ NODE_ENV }).smtpUrl).toBeUndefined();
  });

  it('refuses to switch off admin codes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_OTP: 'off' })).toThrow(/ADMIN_OTP/);
  });

  it("refuses production without the suppression list's hash secret (issue 16 §3), and keys it with a fixed value elsewhere", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/CONTACT_HASH_SECRET/);
    expect(() => loadConfig({ CONTACT_HASH_SECRET: 'too short' })).toThrow(/CONTACT_HASH_SECRET/);
    const secret = 's'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), CONTACT_HASH_SECRET: secret, ...TRANSPORTS }).contactHashSecret).toBe(secret);
    expect(loadConfig({}).contactHashSecret).toBe(loadConfig({}).contactHashSecret!);
    expect(loadConfig({}).contactHashSecret!.length).toBeGreaterThanOrEqual(32);
  });

  it('guards webhook targets everywhere unless WEBHOOKS_ALLOW_PRIVATE_TARGETS=true, which production refuses (issue 26 §8)', () => {
    // everything else production asks for, so that only the setting under test decides
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      CONTACT_HASH_SECRET: 'y'.repeat(32),
      SMTP_URL: 'smtp://mail.example.in:587',
      SMS_PROVIDER_URL: 'https://sms.example.in/send',
    };
    for (const env of [{}, { NODE_ENV: 'test' }, production]) expect(loadConfig(env).webhooksAllowPrivateTargets).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).webhooksAllowPrivateTargets).toBe(true);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow('WEBHOOKS_ALLOW_PRIVATE_TARGETS: must be true or false');
    expect(() => loadConfig({ ...production, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_TARGETS: cannot be true when NODE_ENV=production',
    );
  });

  it('limits the student list to 120 calls a minute unless told otherwise; 0 switches the guard off', () => {
    expect(loadConfig({}).studentListLimitPerMinute).toBe(120);
    expect(loadConfig({ STUDENT_LIST_LIMIT_PER_MINUTE: '0' }).studentListLimitPerMinute).toBe(0);
    expect(loadConfig({ STUDENT_LIST_LIMIT_PER_MINUTE: '600' }).studentListLimitPerMinute).toBe(600);
    expect(() => loadConfig({ STUDENT_LIST_LIMIT_PER_MINUTE: 'off' })).toThrow(/STUDENT_LIST_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ STUDENT_LIST_LIMIT_PER_MINUTE: '-1' })).toThrow(/STUDENT_LIST_LIMIT_PER_MINUTE/);
  });

  it('reads TRUST_PROXY as a number of proxies, true and false meaning 1 and 0', () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('lets 10 institutions unlock a student per admission season unless STUDENT_SEASON_CAP says otherwise (ADR 0023)', () => {
    expect(loadConfig({}).studentSeasonCap).toBe(10);
    expect(loadConfig({ STUDENT_SEASON_CAP: '3' }).studentSeasonCap).toBe(3);
    for (const bad of ['0', '-1', 'ten', '10000']) expect(() => loadConfig({ STUDENT_SEASON_CAP: bad })).toThrow(/STUDENT_SEASON_CAP/);
  });

  it('sets the daily ceiling of different students a member may list to 5,000 unless told otherwise', () => {
    expect(loadConfig({}).studentListDailyLimit).toBe(5000);
    expect(loadConfig({ STUDENT_LIST_DAILY_LIMIT: '200' }).studentListDailyLimit).toBe(200);
    expect(() => loadConfig({ STUDENT_LIST_DAILY_LIMIT: 'lots' })).toThrow(/STUDENT_LIST_DAILY_LIMIT/);
  });

  it('reads from no replica unless DATABASE_READ_URL is set, skips one more than 10 s behind, and needs DATABASE_URL beside it', () => {
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(loadConfig({}).databaseReadMaxLagSeconds).toBe(10);
    const both = loadConfig({
      DATABASE_URL: 'postgres://db:5432/edureach',
      DATABASE_READ_URL: 'postgres://replica:5432/edureach',
      DATABASE_READ_MAX_LAG_SECONDS: '2.5',
    });
    expect(both.databaseReadUrl).toBe('postgres://replica:5432/edureach');
    expect(both.databaseReadMaxLagSeconds).toBe(2.5);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica:5432/edureach' })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_SECONDS: 'ten' })).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_SECONDS: '-1' })).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
  });

  it('keeps a record two admission cycles by default, and runs the daily retention job in production only unless told', () => {
    expect(loadConfig({}).retentionAdmissionCycles).toBe(2);
    expect(loadConfig({ RETENTION_ADMISSION_CYCLES: '3' }).retentionAdmissionCycles).toBe(3);
    expect(() => loadConfig({ RETENTION_ADMISSION_CYCLES: '0' })).toThrow(/RETENTION_ADMISSION_CYCLES/);
    expect(loadConfig({}).retentionDailyJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), CONTACT_HASH_SECRET: 'h'.repeat(32), ...TRANSPORTS }).retentionDailyJob).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), CONTACT_HASH_SECRET: 'h'.repeat(32), RETENTION_DAILY_JOB: 'off', ...TRANSPORTS })
        .retentionDailyJob,
    ).toBe(false);
    expect(loadConfig({ RETENTION_DAILY_JOB: 'on' }).retentionDailyJob).toBe(true);
  });
});
