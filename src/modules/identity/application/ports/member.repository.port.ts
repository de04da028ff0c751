import type { MemberRegistration } from '@modules/identity/domain/account.schema';

export type StoredMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  institutionName: string | null;
  designation: string | null;
  membershipType: string;
  membershipExpiresAt: Date | null;
  isVerified: boolean;
  isEmailVerified: boolean;
  isActive: boolean;
  createdAt: Date;
  lastLogin: Date | null;
};

export interface MemberRepository {
  /** Throws IdentityErrors.emailTaken when the (lower-cased) e-mail exists. */
  create(registration: Omit<MemberRegistration, 'password'> & { passwordHash: string }): Promise<StoredMember>;
  findById(id: string): Promise<StoredMember | null>;
  findByEmail(email: string): Promise<StoredMember | null>;
  passwordHashOf(id: string): Promise<string | null>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
}
