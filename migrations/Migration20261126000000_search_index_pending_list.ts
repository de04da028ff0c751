import { Migration } from '@mikro-orm/migrations';

/**
 * Serves the CSV import (POST /api/students/import): new rows go to the trigram search index's pending list instead of
 * its main tree. With the default 4 MB list a 10,000-row import overflowed it and merged inside the request (about
 * half of the import's time at 10M students); with 64 MB the import only appends, and the leads module merges the list
 * right after answering (gin_clean_pending_list), so searches scan a short list. Skipped where pg_trgm is missing.
 */
export class Migration20261126000000_search_index_pending_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_class where relname = 'students_search_trgm_idx') then
          alter index students_search_trgm_idx set (fastupdate = on, gin_pending_list_limit = 65536);
        end if;
      end
      $$;
    `);
  }
}
