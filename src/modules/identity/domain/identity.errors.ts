import { DomainError } from '@platform/kernel/domain-error';

const INVALID_CREDENTIALS = 'IDENTITY.INVALID_CREDENTIALS';

/** Expected failures of the identity module, with stable codes. */
export const IdentityErrors = {
  // one message for both cases: do not reveal whether the e-mail is registered
  badMemberCredentials: () => new DomainError('unauthenticated', INVALID_CREDENTIALS, 'Invalid email or password'),
  badAdminCredentials: () => new DomainError('unauthenticated', INVALID_CREDENTIALS, 'Invalid credentials. Please try again.'),
  deactivated: () => new DomainError('forbidden', 'IDENTITY.ACCOUNT_DEACTIVATED', 'Account is deactivated'),
  emailTaken: () => new DomainError('conflict', 'IDENTITY.EMAIL_TAKEN', 'An account with this email already exists'),
  adminTaken: () => new DomainError('conflict', 'IDENTITY.ADMIN_TAKEN', 'That username or email is already used by another admin'),
  setupClosed: () => new DomainError('forbidden', 'IDENTITY.SETUP_CLOSED', 'Admin accounts can only be created by a signed-in admin'),
  badCode: () => new DomainError('invalid', 'IDENTITY.INVALID_OTP', 'Invalid or expired OTP. Please try again.'),
  badResetToken: () => new DomainError('invalid', 'IDENTITY.INVALID_RESET_TOKEN', 'Invalid or expired reset link. Please request a new one.'),
  wrongCurrentPassword: () => new DomainError('invalid', 'IDENTITY.WRONG_PASSWORD', 'Current password is incorrect'),
  profileReadOnly: () => new DomainError('forbidden', 'IDENTITY.PROFILE_READ_ONLY', 'Profile changes go through an admin'),
  /** an admin acting on a member id that does not exist (other modules answer the same through `memberNotFound`) */
  memberNotFound: () => new DomainError('not_found', 'MEMBERS.NOT_FOUND', 'User not found'),
  apiKeyNotFound: () => new DomainError('not_found', 'API_KEYS.NOT_FOUND', 'API key not found'),
  tooManyApiKeys: () => new DomainError('conflict', 'API_KEYS.TOO_MANY', 'You already have 20 active API keys: revoke one first'),
};
