import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26, item 3: a rights-portal code remembers the address that asked for it (`origin_key`, the SHA-256 of the
 * address, never the address) and counts tries from other addresses apart (`foreign_tries`), so a stranger's wrong
 * guesses cannot kill the student's code at the student's own address.
 */
export class Migration20261230000000_access_code_origins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table privacy_access_codes add column origin_key text;
      alter table privacy_access_codes add column foreign_tries integer not null default 0;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table privacy_access_codes drop column foreign_tries; alter table privacy_access_codes drop column origin_key;');
  }
}
