export type Membership = { membershipType: string; membershipExpiresAt: Date | null };

/** Premium counts only until its expiry; an expired premium membership is free everywhere. */
export const isPremiumActive = (membership: Membership, now: Date): boolean =>
  membership.membershipType === 'premium' &&
  (membership.membershipExpiresAt === null || membership.membershipExpiresAt.getTime() > now.getTime());
