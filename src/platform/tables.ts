/**
 * The tables the platform owns: the audit trail and the local e-mail outbox. No module's SQL names them: modules
 * write the audit trail through AuditTrail and send mail through Mailer.
 */
export const OWNED_TABLES = ['audit_log', 'mail_outbox'] as const;
