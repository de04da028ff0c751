import { Elysia } from 'elysia';
import { sessionEnded } from '@platform/http/auth';
import { enforceRateLimits } from '@platform/http/rate-limiter.port';
import { ErrorResponse } from '@platform/http/schemas';
import { changePassword } from '@modules/identity/application/change-password.use-case';
import { loginMember } from '@modules/identity/application/login-member.use-case';
import { logout } from '@modules/identity/application/logout.use-case';
import { newRegistrationEmail } from '@modules/identity/application/emails';
import { registerMember } from '@modules/identity/application/register-member.use-case';
import { requestPasswordReset } from '@modules/identity/application/request-password-reset.use-case';
import { resetPassword } from '@modules/identity/application/reset-password.use-case';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  MemberLoginSchema,
  MemberRegisterSchema,
  ProfileSchema,
  ResetPasswordSchema,
} from '@modules/identity/domain/account.schema';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { callerIp, type IdentityHttpDeps } from './identity-http.deps';
import { CreditsBalance, Done, MemberMe, MemberSession } from './identity.schemas';
import { toMemberView } from './identity.mappers';
import { limits, signInRules } from './rate-limits';
import { guardSignIn } from './sign-in-guard';

const tags = ['Members: account'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, we have sent a link to reset the password.';

export const memberAuthRoutes = (deps: IdentityHttpDeps) =>
  new Elysia({ name: 'identity.member-routes', prefix: '/api/website' })
    .use(deps.auth)
    .post(
      '/auth/register',
      async ({ body, request, server, signToken, set }) => {
        await enforceRateLimits(deps.rateLimiter, [[limits.registerByIp, callerIp(deps, request, server)]]);
        const { member, sessionId, joinedTeam } = await registerMember(body, deps);
        const reviewUrl = `${deps.publicUrl}/system/dashboard/management?tab=users&verification=unverified`;
        // ADR 0021: a seat taken in an existing institution waits for no new verification of an institution
        if (!joinedTeam) {
          deps.inBackground('identity: the new-registration e-mail to the admins failed', () =>
            deps.mailer.send(newRegistrationEmail(deps.adminInbox, member, reviewUrl)),
          );
        }
        set.status = 201;
        const user = toMemberView(member, deps.clock.now(), await deps.balances.balanceOf(member.institutionId));
        return { token: await signToken({ sid: sessionId, sub: member.id, kind: 'member' }), user };
      },
      {
        body: MemberRegisterSchema,
        response: { 201: MemberSession, 409: ErrorResponse, ...errors },
        detail: {
          operationId: 'registerMember',
          tags,
          summary: 'Create a free member account (unverified until an admin approves it)',
          description:
            'With inviteToken (ADR 0021) the account takes its seat in the inviting institution at once, with no welcome credits; 400 TEAM.INVITE_INVALID for a link expired, used or withdrawn, 403 TEAM.INVITE_OTHER_EMAIL when the e-mail is not the one invited.',
          security: [],
        },
      },
    )
    .post(
      '/auth/login',
      async ({ body, request, server, signToken }) => {
        const attempt = { account: body.email, address: callerIp(deps, request, server), label: 'member' };
        const { member, sessionId } = await guardSignIn(deps, signInRules.member, attempt, () => loginMember(body, deps));
        const user = toMemberView(member, deps.clock.now(), await deps.balances.balanceOf(member.institutionId));
        return { token: await signToken({ sid: sessionId, sub: member.id, kind: 'member' }), user };
      },
      {
        body: MemberLoginSchema,
        response: { 200: MemberSession, ...errors },
        detail: { operationId: 'loginMember', tags, summary: 'Member sign-in', security: [] },
      },
    )
    .get(
      '/auth/me',
      async ({ member }) => {
        const found = await deps.members.findById(member.id);
        if (!found) throw sessionEnded();
        return { user: toMemberView(found, deps.clock.now(), await deps.balances.balanceOf(found.institutionId)) };
      },
      { member: true, response: { 200: MemberMe, ...errors }, detail: { operationId: 'getMemberMe', tags, summary: 'The signed-in member' } },
    )
    .get(
      '/credits',
      // the guard has just found the member's session and account: the balance is their institution's pool (ADR 0021)
      async ({ member }) => ({ credits: await deps.balances.balanceOf(member.institutionId) }),
      { member: true, response: { 200: CreditsBalance, ...errors }, detail: { operationId: 'getMemberCredits', tags, summary: 'The credit balance' } },
    )
    .post(
      '/auth/forgot-password',
      async ({ body, request, server }) => {
        await enforceRateLimits(deps.rateLimiter, [
          [limits.forgotByIp, callerIp(deps, request, server)],
          [limits.forgotByAccount, body.email],
        ]);
        // the same answer, as fast, whether or not the e-mail is registered: no account discovery
        deps.inBackground('Password reset e-mail failed', () => requestPasswordReset(body.email, deps));
        return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
      },
      {
        body: ForgotPasswordSchema,
        response: { 200: Done, ...errors },
        detail: { operationId: 'requestPasswordReset', tags, summary: 'E-mail a one-hour, single-use reset link', security: [] },
      },
    )
    .post(
      '/auth/reset-password',
      async ({ body, request, server }) => {
        await enforceRateLimits(deps.rateLimiter, [[limits.resetByIp, callerIp(deps, request, server)]]);
        await resetPassword(body, deps);
        return { success: true as const, message: 'Your password has been reset. Please log in with your new password.' };
      },
      {
        body: ResetPasswordSchema,
        response: { 200: Done, ...errors },
        detail: {
          operationId: 'resetPassword',
          tags,
          summary: 'Choose a new password with a reset link (signs out every session and revokes every API key)',
          security: [],
        },
      },
    )
    .patch(
      '/auth/change-password',
      async ({ body, member }) => {
        await enforceRateLimits(deps.rateLimiter, [[limits.changePasswordByAccount, member.id]]);
        const revoked = await changePassword({ ...body, memberId: member.id, email: member.email, sessionId: member.sessionId }, deps);
        // the spec's words alone when no key went; the revoked keys said after them otherwise
        const keys = revoked === 0 ? '' : `. ${revoked === 1 ? 'Your API key was' : `Your ${revoked} API keys were`} revoked.`;
        return { success: true as const, message: `Password changed successfully${keys}` };
      },
      {
        member: true,
        body: ChangePasswordSchema,
        response: { 200: Done, ...errors },
        detail: {
          operationId: 'changeMemberPassword',
          tags,
          summary: 'Change the password (ends every other session; revokes your API keys unless revokeApiKeys is false)',
        },
      },
    )
    .patch(
      '/auth/profile',
      () => {
        throw IdentityErrors.profileReadOnly();
      },
      {
        member: true,
        body: ProfileSchema,
        response: { 200: Done, ...errors },
        detail: {
          operationId: 'updateMemberProfile',
          tags,
          summary: 'Always refused: profile changes go through an admin (spec 001 §6)',
        },
      },
    )
    .post(
      '/auth/logout',
      async ({ member }) => {
        await logout(member.sessionId, deps);
        return { success: true as const, message: 'You have been logged out successfully.' };
      },
      { member: true, response: { 200: Done, ...errors }, detail: { operationId: 'logoutMember', tags, summary: 'End this session' } },
    );
