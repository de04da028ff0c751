import type { RateLimitRule } from '../../../../platform/http/rate-limiter.port';

const MINUTE = 60_000;

/** Per address and per account, so one attacker cannot spray many accounts nor hammer one from many addresses. */
export const limits = {
  memberLoginByIp: { name: 'member-login:ip', limit: 30, windowMs: 15 * MINUTE },
  memberLoginByAccount: { name: 'member-login:account', limit: 10, windowMs: 15 * MINUTE },
  registerByIp: { name: 'register:ip', limit: 10, windowMs: 60 * MINUTE },
  forgotByIp: { name: 'forgot:ip', limit: 10, windowMs: 60 * MINUTE },
  forgotByAccount: { name: 'forgot:account', limit: 5, windowMs: 60 * MINUTE },
  resetByIp: { name: 'reset:ip', limit: 20, windowMs: 15 * MINUTE },
  changePasswordByAccount: { name: 'change-password:account', limit: 10, windowMs: 15 * MINUTE },
  adminLoginByIp: { name: 'admin-login:ip', limit: 20, windowMs: 15 * MINUTE },
  adminLoginByAccount: { name: 'admin-login:account', limit: 10, windowMs: 15 * MINUTE },
  otpByIp: { name: 'otp:ip', limit: 30, windowMs: 15 * MINUTE },
  otpByAccount: { name: 'otp:account', limit: 15, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
