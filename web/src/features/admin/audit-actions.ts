import type { ListAuditLogData } from '@/api/types.gen';

type AuditAction = NonNullable<NonNullable<ListAuditLogData['query']>['action']>;

/** Every action the audit log records (the contract's list), as the Audit log tab names it. */
export const AUDIT_ACTIONS: Record<AuditAction, string> = {
  'student.unlock': 'Unlocked a student',
  'student.bulk_unlock': 'Unlocked students (bulk)',
  'collection.export': 'Exported saved students',
  'students.import': 'Imported a CSV',
  'students.import_undo': 'Undid an import',
  'student.create': 'Added a student',
  'student.update': 'Edited a student',
  'student.bulk_update': 'Edited students (bulk)',
  'student.delete': 'Deleted a student',
  'student.bulk_delete': 'Deleted students (bulk)',
  'students.export': 'Exported all students',
  'student.erase': 'Erased a student',
  'member.upgrade': 'Changed membership',
  'member.activate': 'Activated a member',
  'member.deactivate': 'Deactivated a member',
  'member.verify': 'Changed verification',
  'member.credits_assign': 'Assigned credits',
  'website_users.export': 'Exported members',
  'member.catalogue_walk': 'Alert: listed students in bulk',
  'student.report': 'Reported wrong data',
  'student_report.approve': 'Approved a report (refund)',
  'student_report.reject': 'Rejected a report',
  'api_key.create': 'Created an API key',
  'api_key.revoke': 'Revoked an API key',
  'api_key.renew': 'Renewed an API key',
  'privacy_request.create': 'Privacy request received',
  'privacy_request.resolve': 'Privacy request resolved',
  'webhook.create': 'Added a webhook',
  'webhook.delete': 'Deleted a webhook',
  'credit_pack.save': 'Saved a credit pack',
  'billing_settings.save': 'Changed the billing settings',
  'invoice.issue': 'Issued an invoice',
  'invoice.mark_paid': 'Marked an invoice paid',
  'team.invite': 'Invited to a team',
  'team.invite_revoke': 'Withdrew a team invitation',
  'team.join': 'Joined a team',
  'team.role_change': 'Changed a seat role',
  'team.seat_remove': 'Removed a seat',
  'team.owner_transfer': 'Transferred ownership',
  'team.seat_limit': 'Set a seat limit',
};

export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];
