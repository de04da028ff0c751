import type { MemberPrincipal, Principal, SessionRejection } from '@platform/http/auth';
import type { RevokeReason, SubjectKind } from './domain/session';
import type { MemberAdminApi } from './member-admin.contracts';

export type * from './member-admin.contracts';

import { IdentityErrors } from './domain/identity.errors';

/** 404 MEMBERS.NOT_FOUND, for modules that act on a member id (e.g. a credit grant). */
export const memberNotFound = IdentityErrors.memberNotFound;

export type IdentityApi = {
  /** Checks a token's session on every request (used by the auth guards). */
  verifySession(claims: { kind: SubjectKind; sessionId: string; subjectId: string }): Promise<Principal | SessionRejection>;
  startSession(kind: SubjectKind, subjectId: string): Promise<string>;
  /** Checks a member API key on every request (the auth guards): its member with the key's scopes, or why not. */
  verifyApiKey(key: string): Promise<MemberPrincipal | SessionRejection>;
  /** Ends every live session of a member or admin (e.g. the admin module deactivating a member). */
  endSessions(kind: SubjectKind, subjectId: string, reason: RevokeReason): Promise<void>;
  /** member management for the admin portal */
  memberAdmin: MemberAdminApi;
  /** admins' names, for screens that say who did something */
  admins: AdminDirectory;
  /** each existing member's e-mail, first name and institution (ADR 0017: the delete-your-copy notices; ADR 0021) */
  mailAddresses(ids: readonly string[]): Promise<Map<string, { email: string; firstName: string; institutionId: string }>>;
  /** ADR 0021, low pool: the addresses of an institution's owner and managers (who are told its pool runs low) */
  seatRunnersOf(institutionId: string): Promise<{ email: string; firstName: string }[]>;
  /** members' addresses and standing, for mail sent without a request (saved searches' digests) */
  members: MemberDirectory;
};

/** A member as mail sent on their behalf needs them: only active, verified members are listed. */
/** `institutionId`: ADR 0021, whose unlocks the member sees in full in what is sent to them */
export type MemberRecipient = { id: string; institutionId: string; email: string; firstName: string; isPremium: boolean };

export type MemberDirectory = {
  /** The active, verified members among `ids`, premium judged at `now` (an expired premium is free). */
  recipients(ids: readonly string[], now: Date): Promise<Map<string, MemberRecipient>>;
};

export type AdminDirectory = {
  /** username of each admin id that exists (a removed admin is simply missing) */
  usernames(ids: readonly string[]): Promise<Map<string, string>>;
};

export type AdminAccount = { id: string; username: string; email: string };
