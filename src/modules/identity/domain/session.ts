export type SubjectKind = 'member' | 'admin';

export const SESSION_LIFETIME_MS: Record<SubjectKind, number> = {
  member: 7 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

export type RevokeReason = 'logout' | 'password_changed' | 'replaced' | 'deactivated' | 'seat_removed';
