import { createHash } from 'node:crypto';
import { raw, type Sql, sql } from '@platform/db/sql';

/**
 * ADR 0024: the keyed hash of a student's contact (HMAC-SHA256 under CONTACT_HASH_SECRET, the suppression list's:
 * `email:<lower-cased, trimmed>` or `mobile:<last 10 digits>`), computed by PostgreSQL itself, so that a statement can
 * hash what it reads without the key ever being stored: HMAC(K, m) = SHA256((K ⊕ opad) ‖ SHA256((K ⊕ ipad) ‖ m)), the
 * two padded keys sent as parameters. Equal, byte for byte, to privacy's createContactHasher (a test holds them to it).
 */
export type ContactHashSql = {
  /** the hash of an e-mail column, '' when it holds no e-mail */
  email(column: Sql): Sql;
  /** the hash of a mobile column, '' when it holds fewer than 10 digits */
  mobile(column: Sql): Sql;
  /** the stored hash, or the one computed now when the upkeep has not filled it yet */
  studentEmail: Sql;
  studentMobile: Sql;
};

const BLOCK = 64;

export function contactHashSql(secret: string): ContactHashSql {
  const key = Buffer.alloc(BLOCK);
  (Buffer.byteLength(secret) > BLOCK ? createHash('sha256').update(secret).digest() : Buffer.from(secret, 'utf8')).copy(key);
  const ipad = Buffer.from(key.map((byte) => byte ^ 0x36)).toString('hex');
  const opad = Buffer.from(key.map((byte) => byte ^ 0x5c)).toString('hex');
  const hmac = (message: Sql) =>
    sql`encode(sha256(decode(${opad}::text, 'hex') || sha256(decode(${ipad}::text, 'hex') || convert_to(${message}, 'UTF8'))), 'hex')`;
  const email = (column: Sql) => {
    const normal = sql`lower(regexp_replace(coalesce(${column}, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g'))`;
    return sql`(case when position('@' in ${normal}) > 0 then ${hmac(sql`'email:' || ${normal}`)} else '' end)`;
  };
  const mobile = (column: Sql) => {
    const digits = sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
    return sql`(case when length(${digits}) >= 10 then ${hmac(sql`'mobile:' || right(${digits}, 10)`)} else '' end)`;
  };
  return {
    email,
    mobile,
    studentEmail: sql`coalesce(students.email_hash, ${email(raw('students.email_id'))})`,
    studentMobile: sql`coalesce(students.mobile_hash, ${mobile(raw('students.mobile_number'))})`,
  };
}
