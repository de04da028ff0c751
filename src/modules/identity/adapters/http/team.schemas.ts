import * as v from 'valibot';
import { INVITABLE_ROLES } from '@modules/identity/domain/team';

/** ADR 0021: teams. Answers are whitelists, as every identity answer. */
const SEAT_ROLES = ['owner', 'manager', 'member'] as const;

const email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Email is required'),
  v.email('Please enter a valid email address'),
  v.maxLength(254, 'Please enter a valid email address'),
);
const InvitableRole = v.picklist(INVITABLE_ROLES, 'role must be manager or member');
const token = v.pipe(v.string('token is required'), v.trim(), v.nonEmpty('token is required'), v.maxLength(200, 'Invalid invitation link'));

export const InviteBody = v.object({
  email,
  role: v.pipe(InvitableRole, v.description('manager (the owner only invites managers) or member')),
});
export const AcceptBody = v.object({ token: v.pipe(token, v.description("The token of the invitation's /join link")) });
export const LookupQuery = v.object({ token });
export const RoleBody = v.object({ role: v.pipe(InvitableRole, v.description('manager or member; ownership moves by POST /api/website/team/owner')) });
export const OwnerBody = v.object({ memberId: v.pipe(v.string(), v.uuid('Not a valid id'), v.description('The seat that becomes the owner')) });
export const MemberIdParam = v.object({ memberId: v.pipe(v.string(), v.uuid('Not a valid id')) });

export const SeatView = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(SEAT_ROLES),
  joinedAt: v.pipe(v.string(), v.description('When the seat joined the institution')),
});
/** A seat as the team's page lists it: with its limit and spending (ADR 0021, limits). */
export const TeamSeatView = v.object({
  ...SeatView.entries,
  monthlyLimit: v.pipe(
    v.nullable(v.number()),
    v.description('Credits the seat may take from the pool per calendar month (India time); null: no limit (a member sees only their own)'),
  ),
  spentThisMonth: v.pipe(
    v.nullable(v.number()),
    v.description('Credits the seat took from the pool this calendar month; null for another seat when you are a member'),
  ),
});
export const InviteView = v.object({
  id: v.string(),
  email: v.string(),
  role: InvitableRole,
  createdAt: v.string(),
  expiresAt: v.pipe(v.string(), v.description('The link stops working then (7 days after the invitation)')),
});

export const TeamAnswer = v.object({
  institution: v.object({
    id: v.string(),
    name: v.string(),
    isVerified: v.boolean(),
    membershipType: v.pipe(v.picklist(['free', 'premium']), v.description('free once a premium membership is past its expiry')),
    membershipExpiresAt: v.nullable(v.string()),
  }),
  role: v.pipe(v.picklist(SEAT_ROLES), v.description("The caller's role")),
  seats: v.pipe(v.array(TeamSeatView), v.description('The owner first, then by when they joined')),
  invites: v.pipe(v.array(InviteView), v.description('Open invitations, newest first (the owner and managers only; empty for a member)')),
});
export const InviteCreated = v.object({ message: v.string(), invite: InviteView });
export const InviteLookupAnswer = v.object({
  institutionName: v.string(),
  email: v.string(),
  role: InvitableRole,
  expiresAt: v.string(),
  status: v.pipe(v.picklist(['open', 'expired', 'used', 'revoked']), v.description('open: the link can still be used')),
});
export const Joined = v.object({
  message: v.string(),
  institution: v.object({ id: v.string(), name: v.string() }),
  role: InvitableRole,
  creditsMoved: v.pipe(v.number(), v.description("Credits left in your own pool, now in the institution's")),
});
export const SeatChanged = v.object({ message: v.string(), seat: SeatView });
export const LimitBody = v.object({
  monthlyLimit: v.pipe(
    v.nullable(
      v.pipe(
        v.number('monthlyLimit must be a whole number of 0 or more, or null'),
        v.integer('monthlyLimit must be a whole number'),
        v.minValue(0, 'monthlyLimit must be 0 or more'),
        v.maxValue(10_000_000, 'monthlyLimit is too large'),
      ),
    ),
    v.description('Credits per calendar month (India time); null removes the limit'),
  ),
});
export const LimitSet = v.object({
  message: v.string(),
  memberId: v.string(),
  monthlyLimit: v.nullable(v.number()),
});
export const SeatRemoved = v.object({
  message: v.string(),
  memberId: v.pipe(v.string(), v.description('The seat removed')),
  collectionsReassigned: v.pipe(v.number(), v.description("The removed seat's collections, now the remover's")),
  apiKeysRevoked: v.number(),
});
