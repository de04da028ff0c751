import * as v from 'valibot';

/** Answers are whitelists: a new column (a hash, say) never reaches a client by accident. */
export const MemberView = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  institutionName: v.nullable(v.string()),
  designation: v.nullable(v.string()),
  membershipType: v.picklist(['free', 'premium']),
  membershipExpiresAt: v.nullable(v.string()),
  isPremium: v.boolean(),
  credits: v.number(),
  isVerified: v.boolean(),
  isEmailVerified: v.boolean(),
  isActive: v.boolean(),
  createdAt: v.string(),
  lastLogin: v.nullable(v.string()),
});

export const AdminView = v.object({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  role: v.string(),
  isActive: v.boolean(),
  createdAt: v.string(),
});

export const MemberSession = v.object({ token: v.string(), user: MemberView });
export const MemberMe = v.object({ user: MemberView });
export const CreditsBalance = v.object({ credits: v.number() });

export const AdminSession = v.object({ token: v.string(), user: AdminView });
export const AdminMe = v.object({ user: AdminView });
export const AdminCreated = v.object({ token: v.optional(v.string()), user: AdminView });
export const AdminLoginAnswer = v.union([
  v.object({ requiresOtp: v.literal(true), userId: v.string(), message: v.string() }),
  v.object({ requiresOtp: v.literal(false), token: v.string(), user: AdminView }),
]);
export const SetupStatus = v.object({ setupRequired: v.boolean() });
export const Done = v.object({ success: v.literal(true), message: v.string() });
