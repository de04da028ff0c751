import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the saved-students page: a member's list newest first (all collections or one), and the
 * per-collection counts of GET /api/website/collections (an index-only scan of the member's rows).
 */
export class Migration20261123000000_collections_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index saved_students_user_saved_idx on saved_students (user_id, saved_at desc, id desc);
      create index saved_students_user_collection_saved_idx on saved_students (user_id, collection_id, saved_at desc, id desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists saved_students_user_collection_saved_idx; drop index if exists saved_students_user_saved_idx;');
  }
}
