export type Membership = { membershipType: string; membershipExpiresAt: Date | null };

/** Premium counts only until its expiry; an expired premium membership is free everywhere. */
export const isPremiumActive = (membership: Membership, now: Date): boolean =>
  membership.membershipType === 'premium' && (membership.membershipExpiresAt === null || membership.membershipExpiresAt.getTime() > now.getTime());

export type MembershipType = 'free' | 'premium';

/** Spec 001 §9: a premium upgrade lasts one year (31,536,000,000 ms, §4). */
export const PREMIUM_DEFAULT_MS = 365 * 24 * 60 * 60 * 1000;

/** When a membership an admin sets ends: premium on the date asked for, else a year from now; free never ends. */
export function membershipExpiry(type: MembershipType, requested: Date | null, now: Date): Date | null {
  if (type === 'free') return null;
  return requested ?? new Date(now.getTime() + PREMIUM_DEFAULT_MS);
}
