/**
 * The tables the identity module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Members (website_users) and admins (users), their sessions, sign-in codes and password reset tokens, and members' API keys;
 * institutions, whose seats the members are, and their invitations (ADR 0021).
 */
export const OWNED_TABLES = [
  'website_users',
  'users',
  'auth_sessions',
  'otp_tokens',
  'password_reset_tokens',
  'member_api_keys',
  'institutions',
  'institution_invites',
] as const;
