import { expect } from 'bun:test';
import { createMember, type MemberOptions } from '@support/auth';
import type { TestApp } from '@support/test-app';
import { caller } from '../collections/helpers';

/** ADR 0021: teams built through the API, the way an owner and the people they invite do it. */

let serial = 0;
export const freshEmail = (name: string) => `${name}.${Date.now()}.${(serial += 1)}@example.in`;

const tokenIn = (text: string | undefined) => {
  const token = /\/join\?token=([^\s"&<]+)/.exec(text ?? '')?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

/** The token of the invitation link mailed to this address after `before` mails (mailed after the answer: waited for). */
export async function invitationToken(t: TestApp, email: string, before = 0): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await Bun.sleep(20)) {
    const mails = await t.outbox(email);
    const token = mails.length > before ? mails.map((mail) => tokenIn(mail.textBody)).find(Boolean) : undefined;
    if (token) return token;
  }
  throw new Error(`no invitation was mailed to ${email}`);
}

export const registration = (email: string, inviteToken?: string) => ({
  firstName: 'Kavya',
  lastName: 'Nair',
  email,
  phone: '9876543210',
  institutionName: 'Somewhere Else',
  password: 'Member@12345',
  ...(inviteToken ? { inviteToken } : {}),
});

export type Seated = { id: string; email: string; token: string };

/** A client address of its own for each registration (the apps run with TRUST_PROXY): the per-address limit stays out of the way. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

export const teamApi = (t: TestApp) => {
  const api = caller(t);
  const register = async (body: ReturnType<typeof registration>) => {
    const response = await t.handle('/api/website/auth/register', { method: 'POST', json: body, headers: { 'x-forwarded-for': nextAddress() } });
    return { status: response.status, body: (await response.json()) as any };
  };
  /** Invites `email` as `role` (answering the call) and reads the link's token from the outbox. */
  const invite = async (inviterToken: string, email: string, role: 'manager' | 'member') => {
    const before = (await t.outbox(email)).length;
    const answer = await api.post('/api/website/team/invites', inviterToken, { email, role });
    expect(answer.status).toBe(201);
    return { invite: answer.body.invite, token: await invitationToken(t, email, before) };
  };
  /** A new account registered with the invitation: its session and id. */
  const join = async (inviterToken: string, role: 'manager' | 'member', email = freshEmail(role)): Promise<Seated> => {
    const { token } = await invite(inviterToken, email, role);
    const registered = await register(registration(email, token));
    expect(registered.status).toBe(201);
    return { id: registered.body.user.id, email, token: registered.body.token };
  };
  /** An owner (a member as the builders make one) with a manager and a member who joined through invitations. */
  const team = async (options: MemberOptions = {}) => {
    const owner = await createMember(t.db.orm, options);
    const manager = await join(owner.token, 'manager');
    const member = await join(manager.token, 'member');
    return { owner, manager, member };
  };
  const balanceOf = async (memberId: string) =>
    (
      await api.sql<{ credits: number }>(
        'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
        [memberId],
      )
    )[0]!.credits;
  return { ...api, register, invite, join, team, balanceOf };
};
