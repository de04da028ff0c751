import type { AdminRegistration } from '../domain/admin-auth.schema';
import { IdentityErrors } from '../domain/identity.errors';
import type { AdminRepository, StoredAdmin } from './ports/admin.repository.port';
import type { IdentitySessions } from './ports/identity-sessions.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/**
 * Admins are created by a signed-in admin (or the command line), or by anyone while no admin exists yet: the
 * first-run set-up, whose admin is signed in at once (`sessionId`). An admin creating a colleague stays who they are.
 */
export async function registerAdmin(
  form: AdminRegistration,
  input: { byAdmin: boolean },
  deps: { admins: AdminRepository; hasher: PasswordHasher; sessions: Pick<IdentitySessions, 'startSession'> },
): Promise<{ admin: StoredAdmin; sessionId: string | null }> {
  if (!input.byAdmin && (await deps.admins.exists())) throw IdentityErrors.setupClosed();
  const { password, ...account } = form;
  const admin = await deps.admins.create({ ...account, passwordHash: await deps.hasher.hash(password) }, { onlyIfNone: !input.byAdmin });
  if (!admin) throw IdentityErrors.setupClosed();
  return { admin, sessionId: input.byAdmin ? null : await deps.sessions.startSession('admin', admin.id) };
}
