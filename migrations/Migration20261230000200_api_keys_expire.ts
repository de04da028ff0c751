import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §4: every member API key expires. Keys made without an expiry get the default 90 days from now (the
 * integrator has that long to renew it on the profile), and the column may no longer be empty.
 */
export class Migration20261230000200_api_keys_expire extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update member_api_keys set expires_at = now() + interval '90 days' where expires_at is null;
      alter table member_api_keys alter column expires_at set not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table member_api_keys alter column expires_at drop not null;');
  }
}
