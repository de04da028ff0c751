import type { AdminRegistration } from '@modules/identity/domain/admin-auth.schema';

export type StoredAdmin = { id: string; username: string; email: string; role: string; isActive: boolean; createdAt: Date };

export interface AdminRepository {
  exists(): Promise<boolean>;
  /**
   * Creates an admin. With `onlyIfNone`, atomically refuses (returns null) once any admin exists,
   * so two first-run set-ups cannot both succeed. Throws IdentityErrors.adminTaken on a duplicate.
   */
  create(registration: Omit<AdminRegistration, 'password'> & { passwordHash: string }, options: { onlyIfNone: boolean }): Promise<StoredAdmin | null>;
  findById(id: string): Promise<StoredAdmin | null>;
  findByUsername(username: string): Promise<(StoredAdmin & { passwordHash: string }) | null>;
}
