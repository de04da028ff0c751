import { Elysia } from 'elysia';
import { sessionEnded } from '@platform/http/auth';
import { enforceRateLimits } from '@platform/http/rate-limiter.port';
import { ErrorResponse } from '@platform/http/schemas';
import { adminLogin } from '@modules/identity/application/admin-login.use-case';
import { logout } from '@modules/identity/application/logout.use-case';
import { registerAdmin } from '@modules/identity/application/register-admin.use-case';
import { verifyOtp } from '@modules/identity/application/verify-otp.use-case';
import { AdminLoginSchema, AdminRegisterSchema, VerifyOtpSchema } from '@modules/identity/domain/admin-auth.schema';
import { IdentityErrors } from '@modules/identity/domain/identity.errors';
import { callerIp, type IdentityHttpDeps } from './identity-http.deps';
import { AdminCreated, AdminLoginAnswer, AdminMe, AdminSession, Done, SetupStatus } from './identity.schemas';
import { toAdminView } from './identity.mappers';
import { limits, signInRules } from './rate-limits';
import { guardSignIn } from './sign-in-guard';

const tags = ['Admin: sign-in'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

export const adminAuthRoutes = (deps: IdentityHttpDeps) =>
  new Elysia({ name: 'identity.admin-routes', prefix: '/api/auth' })
    .use(deps.auth)
    .get('/setup-status', async () => ({ setupRequired: !(await deps.admins.exists()) }), {
      response: { 200: SetupStatus },
      detail: { operationId: 'getAdminSetupStatus', tags, summary: 'True while no admin exists (first-run set-up)', security: [] },
    })
    .post(
      '/register',
      async ({ body, principal, request, server, signToken, set }) => {
        const caller = await principal();
        if (caller && caller.kind !== 'admin') throw IdentityErrors.setupClosed();
        if (!caller) await enforceRateLimits(deps.rateLimiter, [[limits.adminSetupByIp, callerIp(deps, request, server)]]);
        const { admin, sessionId } = await registerAdmin(body, { byAdmin: caller?.kind === 'admin' }, deps);
        set.status = 201;
        if (!sessionId) return { user: toAdminView(admin) };
        return { token: await signToken({ sid: sessionId, sub: admin.id, kind: 'admin' }), user: toAdminView(admin) };
      },
      {
        body: AdminRegisterSchema,
        response: { 201: AdminCreated, 409: ErrorResponse, ...errors },
        detail: {
          operationId: 'registerAdmin',
          tags,
          summary: 'Create an admin: open while no admin exists (answers a token), then for signed-in admins only (answers the new admin)',
        },
      },
    )
    .post(
      '/admin-login',
      async ({ body, request, server, signToken }) => {
        const attempt = { account: body.username.toLowerCase(), address: callerIp(deps, request, server), label: 'admin' };
        const outcome = await guardSignIn(deps, signInRules.admin, attempt, () => adminLogin(body, { ...deps, otpRequired: deps.otpRequired }));
        if (outcome.requiresOtp) {
          return { requiresOtp: true as const, userId: outcome.userId, message: 'A 6-digit code has been sent to your email.' };
        }
        const token = await signToken({ sid: outcome.sessionId, sub: outcome.admin.id, kind: 'admin' });
        return { requiresOtp: false as const, token, user: toAdminView(outcome.admin) };
      },
      {
        body: AdminLoginSchema,
        response: { 200: AdminLoginAnswer, ...errors },
        detail: {
          operationId: 'adminLogin',
          tags,
          summary: 'Username and password; e-mails a 6-digit code (with ADMIN_OTP=off, answers the token directly)',
          security: [],
        },
      },
    )
    .post(
      '/verify-otp',
      async ({ body, request, server, signToken }) => {
        await enforceRateLimits(deps.rateLimiter, [
          [limits.otpByIp, callerIp(deps, request, server)],
          [limits.otpByAccount, body.userId.toLowerCase()],
        ]);
        const { admin, sessionId } = await verifyOtp({ ...body, userId: body.userId.toLowerCase() }, deps);
        return { token: await signToken({ sid: sessionId, sub: admin.id, kind: 'admin' }), user: toAdminView(admin) };
      },
      {
        body: VerifyOtpSchema,
        response: { 200: AdminSession, ...errors },
        detail: { operationId: 'verifyAdminOtp', tags, summary: 'The e-mailed code (10 minutes, once, 5 tries); ends the older session', security: [] },
      },
    )
    .get(
      '/me',
      async ({ admin }) => {
        const found = await deps.admins.findById(admin.id);
        if (!found) throw sessionEnded();
        return { user: toAdminView(found) };
      },
      { admin: true, response: { 200: AdminMe, ...errors }, detail: { operationId: 'getAdminMe', tags, summary: 'The signed-in admin' } },
    )
    .post(
      '/logout',
      async ({ admin }) => {
        await logout(admin.sessionId, deps);
        return { success: true as const, message: 'You have been logged out successfully.' };
      },
      { admin: true, response: { 200: Done, ...errors }, detail: { operationId: 'logoutAdmin', tags, summary: 'End this session' } },
    );
