import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: a searched list in the date order puts first the students whose name is the term, ignoring case
 * (domain/exact-name-first.ts). This index finds them, newest or oldest first, in one range: at 10M "rohit sharma"
 * is a few hundred rows among the hundreds of thousands the term's words are found in.
 */
export class Migration20270109000000_students_name_key extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index students_name_key_idx on students (lower(student_name), created_at desc, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists students_name_key_idx;');
  }
}
