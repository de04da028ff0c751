import { Migration } from '@mikro-orm/migrations';

/**
 * Read-replica routing (issue 15): where the primary's WAL stood just after each member's or admin's latest write, so
 * that their next reads stay on the primary until the replica has replayed that far (src/platform/db/write-positions.ts).
 * UNLOGGED: a position means nothing after a primary restart, so it is kept out of the WAL and off the replicas.
 * Used only when DATABASE_READ_URL is set and REDIS_URL is not.
 */
export class Migration20261129000000_read_your_writes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create unlogged table read_your_writes (
        actor text primary key,
        lsn pg_lsn not null,
        written_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists read_your_writes;');
  }
}
