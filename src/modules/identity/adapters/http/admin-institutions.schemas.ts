import * as v from 'valibot';
import { queryInt, queryIntOneOf, searchTerm } from '@platform/http/schemas';
import { INVITABLE_ROLES } from '@modules/identity/domain/team';
import { SeatView } from './team.schemas';

/** ADR 0021, the admin portal's institutions. Page sizes as the members list's. */
export const INSTITUTION_PAGE_SIZES = [10, 25, 50, 100] as const;

export const InstitutionListQuery = v.object({
  search: searchTerm,
  page: queryInt(1, 1, 100_000, 'page'),
  limit: queryIntOneOf(INSTITUTION_PAGE_SIZES, 10),
});

const Figures = {
  pool: v.pipe(v.number(), v.description("Credits in the institution's pool now")),
  usedThisMonth: v.pipe(v.number(), v.description('Credits charged this calendar month, India time (unlocks, saves, exports)')),
  unpaidInvoices: v.pipe(v.number(), v.description("The institution's invoices issued and neither paid nor expired")),
};

export const InstitutionRow = v.object({
  id: v.string(),
  name: v.string(),
  isVerified: v.boolean(),
  membershipType: v.pipe(v.picklist(['free', 'premium']), v.description('free once a premium membership is past its expiry')),
  membershipExpiresAt: v.nullable(v.string()),
  createdAt: v.string(),
  seats: v.number(),
  owner: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.string() })),
  ...Figures,
});

export const InstitutionList = v.object({
  institutions: v.array(InstitutionRow),
  total: v.number(),
  totalPages: v.number(),
  page: v.number(),
});

export const AdminSeatView = v.object({
  ...SeatView.entries,
  isVerified: v.boolean(),
  isActive: v.boolean(),
});

export const InstitutionDetail = v.object({
  institution: v.object({
    id: v.string(),
    name: v.string(),
    isVerified: v.boolean(),
    membershipType: v.picklist(['free', 'premium']),
    membershipExpiresAt: v.nullable(v.string()),
    ...Figures,
  }),
  seats: v.array(AdminSeatView),
});

export const GiveCreditsBody = v.object({
  credits: v.pipe(
    v.number('Credits must be a number'),
    v.integer('Credits must be a whole number'),
    v.minValue(1, 'Give at least 1 credit'),
    v.maxValue(1_000_000, 'At most 1,000,000 credits at a time'),
  ),
  reason: v.pipe(
    v.string('A reason is required'),
    v.trim(),
    v.nonEmpty('A reason is required'),
    v.maxLength(200, 'The reason is limited to 200 characters'),
    v.description("Written on the pool's ledger row"),
  ),
});
export const CreditsGiven = v.object({ message: v.string(), credits: v.pipe(v.number(), v.description('The pool after the grant')) });

export const VerifyBody = v.object({ verified: v.boolean('verified must be true or false') });

const InvitableRole = v.picklist(INVITABLE_ROLES, 'role must be manager or member');
export const MoveInBody = v.object({
  memberId: v.pipe(v.string(), v.uuid('Not a valid id'), v.description('The member to move in: alone in their own institution')),
  role: v.pipe(InvitableRole, v.description('manager or member (an institution with no seat takes them as its owner)')),
});
export const MovedIn = v.object({
  message: v.string(),
  role: v.picklist(['owner', 'manager', 'member']),
  creditsMoved: v.pipe(v.number(), v.description("What was left in the member's pool, now in this institution's")),
});

export const InstitutionSeatParams = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid id')), memberId: v.pipe(v.string(), v.uuid('Not a valid id')) });
