import type { AdminRegistration } from '../domain/admin-auth.schema';
import { IdentityErrors } from '../domain/identity.errors';
import type { AdminRepository, StoredAdmin } from './ports/admin.repository.port';
import type { PasswordHasher } from './ports/password-hasher.port';

/**
 * Admins are created by a signed-in admin (or the command line), or by anyone while no admin
 * exists yet: the first-run set-up.
 */
export async function registerAdmin(
  form: AdminRegistration,
  input: { byAdmin: boolean },
  deps: { admins: AdminRepository; hasher: PasswordHasher },
): Promise<StoredAdmin> {
  if (!input.byAdmin && (await deps.admins.exists())) throw IdentityErrors.setupClosed();
  const { password, ...account } = form;
  const created = await deps.admins.create({ ...account, passwordHash: await deps.hasher.hash(password) }, { onlyIfNone: !input.byAdmin });
  if (!created) throw IdentityErrors.setupClosed();
  return created;
}
