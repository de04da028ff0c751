import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { MemberAdminApi } from '@modules/identity/contracts';

/** Every member for the CSV download; audited when the download starts, as the file is streamed after the answer begins. */
export async function exportMembers(actor: AuditActor, deps: { members: Pick<MemberAdminApi, 'streamAll'>; audit: AuditTrail }) {
  await deps.audit.record({ actor, action: 'website_users.export', subject: { kind: 'members' } });
  return deps.members.streamAll();
}
