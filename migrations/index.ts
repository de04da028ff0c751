import { Migration20261121000000_initial } from './Migration20261121000000_initial';
import { Migration20261122000000_leads_indexes } from './Migration20261122000000_leads_indexes';
import { Migration20261122100000_assessment_contact_link } from './Migration20261122100000_assessment_contact_link';
import { Migration20261123000000_collections_indexes } from './Migration20261123000000_collections_indexes';
import { Migration20261124000000_catalogue_counts_and_anchors } from './Migration20261124000000_catalogue_counts_and_anchors';
import { Migration20261125000000_audit_log } from './Migration20261125000000_audit_log';
import { Migration20261125200000_idempotent_requests } from './Migration20261125200000_idempotent_requests';
import { Migration20261126000000_search_index_pending_list } from './Migration20261126000000_search_index_pending_list';
import { Migration20261127000000_catalogue_views } from './Migration20261127000000_catalogue_views';
import { Migration20261128000000_member_credits } from './Migration20261128000000_member_credits';
import { Migration20261129000000_read_your_writes } from './Migration20261129000000_read_your_writes';
import { Migration20261201000000_student_consents } from './Migration20261201000000_student_consents';
import { Migration20261202000000_credit_ledger_refunds } from './Migration20261202000000_credit_ledger_refunds';
import { Migration20261202000100_student_reports } from './Migration20261202000100_student_reports';
import { Migration20261202000200_member_api_keys } from './Migration20261202000200_member_api_keys';
import { Migration20261210000000_webhooks } from './Migration20261210000000_webhooks';
import { Migration20261211000000_saved_searches } from './Migration20261211000000_saved_searches';
import { Migration20261212000000_do_not_contact_and_suppression } from './Migration20261212000000_do_not_contact_and_suppression';
import { Migration20261213000000_privacy_rights } from './Migration20261213000000_privacy_rights';
import { Migration20261214000000_retention_notices } from './Migration20261214000000_retention_notices';
import { Migration20261215000000_objection_requests } from './Migration20261215000000_objection_requests';
import { Migration20261216000000_covering_sort_indexes } from './Migration20261216000000_covering_sort_indexes';

/** Every migration, in order. Listed explicitly so the server binary needs no file globbing. */
export const migrations = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261122000000_leads_indexes', class: Migration20261122000000_leads_indexes },
  { name: 'Migration20261122100000_assessment_contact_link', class: Migration20261122100000_assessment_contact_link },
  { name: 'Migration20261123000000_collections_indexes', class: Migration20261123000000_collections_indexes },
  { name: 'Migration20261124000000_catalogue_counts_and_anchors', class: Migration20261124000000_catalogue_counts_and_anchors },
  { name: 'Migration20261125000000_audit_log', class: Migration20261125000000_audit_log },
  { name: 'Migration20261125200000_idempotent_requests', class: Migration20261125200000_idempotent_requests },
  { name: 'Migration20261126000000_search_index_pending_list', class: Migration20261126000000_search_index_pending_list },
  { name: 'Migration20261127000000_catalogue_views', class: Migration20261127000000_catalogue_views },
  { name: 'Migration20261128000000_member_credits', class: Migration20261128000000_member_credits },
  { name: 'Migration20261129000000_read_your_writes', class: Migration20261129000000_read_your_writes },
  { name: 'Migration20261201000000_student_consents', class: Migration20261201000000_student_consents },
  { name: 'Migration20261202000000_credit_ledger_refunds', class: Migration20261202000000_credit_ledger_refunds },
  { name: 'Migration20261202000100_student_reports', class: Migration20261202000100_student_reports },
  { name: 'Migration20261202000200_member_api_keys', class: Migration20261202000200_member_api_keys },
  { name: 'Migration20261210000000_webhooks', class: Migration20261210000000_webhooks },
  { name: 'Migration20261211000000_saved_searches', class: Migration20261211000000_saved_searches },
  { name: 'Migration20261212000000_do_not_contact_and_suppression', class: Migration20261212000000_do_not_contact_and_suppression },
  { name: 'Migration20261213000000_privacy_rights', class: Migration20261213000000_privacy_rights },
  { name: 'Migration20261214000000_retention_notices', class: Migration20261214000000_retention_notices },
  { name: 'Migration20261215000000_objection_requests', class: Migration20261215000000_objection_requests },
  { name: 'Migration20261216000000_covering_sort_indexes', class: Migration20261216000000_covering_sort_indexes },
];
