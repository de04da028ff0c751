import * as v from 'valibot';

const Port = v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(0), v.maxValue(65535));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('must be a postgres:// URL'))),
  DATABASE_READ_URL: v.optional(v.pipe(v.string(), v.url('must be a postgres:// URL'))),
  DATABASE_READ_MAX_LAG_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}(\.\d+)?$/, 'must be a number of seconds (e.g. 10 or 2.5)'), v.transform(Number)),
    '10',
  ),
  DATA_DIR: v.optional(v.string(), '.data'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: v.optional(v.string()),
  SMS_PROVIDER_URL: v.optional(v.pipe(v.string(), v.url('must be an https:// URL'))),
  SMS_PROVIDER_KEY: v.optional(v.string()),
  SMS_SENDER_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT sender id')), 'EDURCH'),
  MAIL_FROM: v.optional(v.string(), 'EduReach Admissions <no-reply@edureach.in>'),
  SALES_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'sales@edureach.in'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  REDIS_URL: v.optional(v.string()),
  SEED_STUDENTS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '5000'),
  ADMIN_OTP: v.optional(v.picklist(['on', 'off']), 'on'),
  WEB_DIST: v.optional(v.string(), 'web/dist'),
  SQL_TRACE_FILE: v.optional(v.string()),
  DB_POOL_SIZE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)), '10'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(true|false|\d)$/, 'must be the number of proxies in front of the server (0-9); true means 1, false 0'),
      v.transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    ),
    '0',
  ),
  STUDENT_LIST_LIMIT_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a whole number (0 switches the limit off)'), v.transform(Number)),
    '120',
  ),
  STUDENT_LIST_DAILY_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number (0 switches the ceiling off)'), v.transform(Number)),
    '5000',
  ),
  HIDE_RECORDS_WITHOUT_CONSENT: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  RETENTION_ADMISSION_CYCLES: v.optional(
    v.pipe(v.string(), v.regex(/^([1-9]|10)$/, 'must be a whole number of cycles from 1 to 10'), v.transform(Number)),
    '2',
  ),
  RETENTION_DAILY_JOB: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  CONTACT_HASH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  INBOUND_BOUNCE_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  STUDENT_SEASON_CAP: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'must be a whole number of institutions from 1 to 9999'), v.transform(Number)),
    '10',
  ),
});

/**
 * ADR 0017: the key of the suppression list's HMAC outside production. A fixed value, so that local runs, tests and
 * the ops commands agree; production must set its own (a 10-digit number hashed without a secret is guessed in seconds).
 */
export const DEVELOPMENT_CONTACT_HASH_SECRET = 'development-only-contact-hash-secret-not-for-production';

/** ADR 0025: the shared secret of inbound bounces outside production (production without INBOUND_BOUNCE_SECRET refuses them all). */
export const DEVELOPMENT_INBOUND_BOUNCE_SECRET = 'development-only-inbound-bounce-secret';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  /** a streaming replica of DATABASE_URL that serves the heavy reads (src/platform/db/read-replica.ts); unset: none */
  databaseReadUrl?: string;
  /** a replica further behind than this (seconds, from pg_last_xact_replay_timestamp()) is skipped until it catches up */
  databaseReadMaxLagSeconds: number;
  dataDir: string;
  jwtSecret?: string;
  smtpUrl?: string;
  /** ADR 0018: an HTTP SMS gateway for the rights portal's codes; unset: texts land in sms_outbox */
  smsProviderUrl?: string;
  smsProviderKey?: string;
  smsSender: string;
  mailFrom: string;
  salesEmail: string;
  publicUrl: string;
  redisUrl?: string;
  seedStudents: number;
  adminOtp: boolean;
  webDist: string;
  /** bench only: every SQL statement is appended to this file */
  sqlTraceFile?: string;
  dbPoolSize: number;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY; true = 1, false = 0): the client
   * address is the entry that many places from the right. 0 = the socket's address.
   */
  trustedProxyHops: number;
  /** the scraping guard: student list calls per minute per member (anonymous callers per address); 0 = off */
  studentListLimitPerMinute: number;
  /** the daily ceiling: different students a member may list per India day; 0 = off */
  studentListDailyLimit: number;
  /** ADR 0013: members see only records whose consent is in force (HIDE_RECORDS_WITHOUT_CONSENT; off by default) */
  hideRecordsWithoutConsent?: boolean;
  /** ADR 0019: a record is kept this many admission cycles (each ending 31 July) after its passing year */
  retentionAdmissionCycles: number;
  /** the server's daily retention run (RETENTION_DAILY_JOB; on by default in production only: the demo seed has old passing years) */
  retentionDailyJob: boolean;
  /** ADR 0017: the HMAC-SHA256 key of the suppression list's hashes (CONTACT_HASH_SECRET; required in production) */
  contactHashSecret?: string;
  /**
   * ADR 0015: webhooks may target http:// and loopback, private or link-local addresses (WEBHOOKS_ALLOW_PRIVATE_TARGETS;
   * off by default, refused in production): for development and tests, whose receivers listen on 127.0.0.1
   */
  webhooksAllowPrivateTargets: boolean;
  /** ADR 0023: institutions that may unlock one student per admission season, 1 August to 31 July (STUDENT_SEASON_CAP, 10) */
  studentSeasonCap: number;
  /** ADR 0025: the HMAC key mail and SMS providers sign POST /api/inbound/bounces with (INBOUND_BOUNCE_SECRET); unset in production: refused */
  inboundBounceSecret?: string;
};

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.output;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no replica)');
  }
  if (e.NODE_ENV === 'production' && e.ADMIN_OTP === 'off') {
    throw new Error('Invalid configuration:\n  ADMIN_OTP: cannot be off when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true') {
    throw new Error('Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE_TARGETS: cannot be true when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.CONTACT_HASH_SECRET) {
    throw new Error('Invalid configuration:\n  CONTACT_HASH_SECRET: required when NODE_ENV=production');
  }
  // Without a transport the outboxes print every message on stdout: admin sign-in codes, reset links, my-data codes.
  const transports = [
    !e.SMTP_URL &&
      'SMTP_URL: required when NODE_ENV=production (without it e-mails, admin sign-in codes and reset links among them, would be printed to the log)',
    !e.SMS_PROVIDER_URL &&
      'SMS_PROVIDER_URL: required when NODE_ENV=production (without it text messages, the rights portal codes, would be printed to the log)',
  ].filter(Boolean);
  if (e.NODE_ENV === 'production' && transports.length > 0) throw new Error(`Invalid configuration:\n  ${transports.join('\n  ')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databaseReadMaxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    smsProviderKey: e.SMS_PROVIDER_KEY,
    smsSender: e.SMS_SENDER_ID,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    redisUrl: e.REDIS_URL,
    seedStudents: e.SEED_STUDENTS,
    adminOtp: e.ADMIN_OTP === 'on',
    webDist: e.WEB_DIST,
    sqlTraceFile: e.SQL_TRACE_FILE,
    dbPoolSize: e.DB_POOL_SIZE,
    trustedProxyHops: e.TRUST_PROXY,
    studentListLimitPerMinute: e.STUDENT_LIST_LIMIT_PER_MINUTE,
    studentListDailyLimit: e.STUDENT_LIST_DAILY_LIMIT,
    hideRecordsWithoutConsent: e.HIDE_RECORDS_WITHOUT_CONSENT === 'true',
    retentionAdmissionCycles: e.RETENTION_ADMISSION_CYCLES,
    retentionDailyJob: (e.RETENTION_DAILY_JOB ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    contactHashSecret: e.CONTACT_HASH_SECRET ?? DEVELOPMENT_CONTACT_HASH_SECRET,
    webhooksAllowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true',
    studentSeasonCap: e.STUDENT_SEASON_CAP,
    inboundBounceSecret: e.INBOUND_BOUNCE_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEVELOPMENT_INBOUND_BOUNCE_SECRET),
  };
}
