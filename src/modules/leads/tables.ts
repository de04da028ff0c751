/**
 * The tables the leads module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * The catalogue and what each member may see of it: students, their column settings and listing aids, the daily
 * listing counts, and which students each member has unlocked, and how many institutions took a place of each student's admission season
 * (ADR 0023).
 */
export const OWNED_TABLES = [
  'students',
  'column_settings',
  'catalogue_counters',
  'student_page_anchors',
  'catalogue_views',
  'catalogue_view_counts',
  'unlocked_students',
  'student_season_places',
  'contact_field_states',
  'exclusion_lists',
  'exclusion_entries',
  'contact_verification_days',
  'catalogue_combinations',
  'student_name_words',
  'search_vocabulary',
] as const;
