/**
 * Whose reads follow whose writes (read-replica routing, platform/db/read-replica.ts): a member or an admin.
 * MemberPrincipal and AdminPrincipal fit, and so does `{ kind: 'member', id: viewer.memberId }` in a use case.
 */
export type Reader = { kind: 'member' | 'admin'; id: string };

export const readerKey = (reader: Reader) => `${reader.kind}:${reader.id}`;
