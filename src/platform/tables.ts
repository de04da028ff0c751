/**
 * The tables the platform owns: the audit trail, the local e-mail and text-message outboxes and the read-your-writes positions of the
 * replica routing. No module's SQL names them: modules write the audit trail through AuditTrail, send mail through
 * Mailer and texts through SmsSender, and never see the routing's bookkeeping.
 */
export const OWNED_TABLES = ['audit_log', 'mail_outbox', 'sms_outbox', 'read_your_writes'] as const;
