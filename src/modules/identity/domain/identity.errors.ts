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
  tooManyApiKeys: () => new DomainError('conflict', 'API_KEYS.TOO_MANY', 'Your institution already has 20 active API keys: revoke one first'),
  // ADR 0021: teams
  teamRoleRefused: (what: string) => new DomainError('forbidden', 'TEAM.NOT_ALLOWED', `Your role in your institution does not allow you to ${what}`),
  alreadySeated: () => new DomainError('conflict', 'TEAM.ALREADY_SEATED', 'This e-mail address already has a seat in your institution'),
  alreadyInvited: () => new DomainError('conflict', 'TEAM.ALREADY_INVITED', 'This e-mail address already has an open invitation to your institution'),
  inviteNotFound: () => new DomainError('not_found', 'TEAM.INVITE_NOT_FOUND', 'Invitation not found'),
  inviteUnusable: (state: 'expired' | 'used' | 'revoked' | 'unknown') =>
    new DomainError(
      'invalid',
      'TEAM.INVITE_INVALID',
      state === 'expired' ? 'This invitation has expired: ask for a new one' : 'This invitation link is no longer valid',
    ),
  inviteForAnotherEmail: () =>
    new DomainError(
      'forbidden',
      'TEAM.INVITE_OTHER_EMAIL',
      'This invitation is for another e-mail address: sign in or register with the address it was sent to',
    ),
  alreadyInInstitution: () => new DomainError('conflict', 'TEAM.ALREADY_JOINED', 'You already have a seat in this institution'),
  notAlone: () =>
    new DomainError(
      'conflict',
      'TEAM.NOT_ALONE',
      'You share your institution with other seats: ask its owner or a manager to remove you before you join another',
    ),
  seatNotFound: () => new DomainError('not_found', 'TEAM.SEAT_NOT_FOUND', 'No such seat in your institution'),
  // ADR 0021: the admin portal's institutions
  institutionNotFound: () => new DomainError('not_found', 'INSTITUTIONS.NOT_FOUND', 'Institution not found'),
  institutionWithoutOwner: () => new DomainError('conflict', 'INSTITUTIONS.NO_OWNER', 'This institution has no seats left: move a member into it first'),
  memberAlreadyThere: () => new DomainError('conflict', 'TEAM.ALREADY_JOINED', 'This member already has a seat in this institution'),
  memberNotAlone: () =>
    new DomainError(
      'conflict',
      'TEAM.NOT_ALONE',
      'This member shares their institution with other seats: remove them from it (or ask its owner to) before moving them',
    ),
};
