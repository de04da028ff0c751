import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the covering indexes answer from the index alone only for pages the visibility map marks all-visible.
 * PostgreSQL's defaults vacuum a table after 20 % of it has changed: 2,000,000 rows at 10M, so the rows of weeks of
 * imports and undos were read from the table again (a Kerala page sorted by gender: 8,718 table reads and 75 ms,
 * after 600,000 rows had been imported and undone by the bench). At 1 % a vacuum follows every 100,000 rows.
 */
export class Migration20270107000100_students_autovacuum extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table students set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table students reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor, autovacuum_analyze_scale_factor);');
  }
}
