import type { RateLimitRule } from '@platform/http/rate-limiter.port';

const MINUTE = 60_000;

/** Per address and per account, so one attacker cannot spray many accounts nor hammer one from many addresses. */
export const limits = {
  registerByIp: { name: 'register:ip', limit: 10, windowMs: 60 * MINUTE },
  forgotByIp: { name: 'forgot:ip', limit: 10, windowMs: 60 * MINUTE },
  forgotByAccount: { name: 'forgot:account', limit: 5, windowMs: 60 * MINUTE },
  resetByIp: { name: 'reset:ip', limit: 20, windowMs: 15 * MINUTE },
  changePasswordByAccount: { name: 'change-password:account', limit: 10, windowMs: 15 * MINUTE },
  /** the password asked to create or renew an API key: wrong ones only stay counted (a stolen session's guesses) */
  keyPasswordByAccount: { name: 'api-key-password:account', limit: 10, windowMs: 15 * MINUTE },
  /** the first-run admin set-up shares the admin sign-in's per-address count */
  adminSetupByIp: { name: 'admin-login:ip', limit: 20, windowMs: 15 * MINUTE },
  otpByIp: { name: 'otp:ip', limit: 30, windowMs: 15 * MINUTE },
  /** keyed on the canonical (lower-case) admin id: an upper-cased uuid is the same account */
  otpByAccount: { name: 'otp:account', limit: 15, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Sign-in (docs/limits.md): every attempt counts against the address; only FAILURES count against the account,
 * per (account, address) pair, so a stranger's wrong guesses lock out the stranger's address, not the owner. Past
 * the higher account-wide ceiling, sign-ins to that account are slowed down, never refused: the owner's correct
 * password still gets in. Successes are not counted (a team sharing one login, an admin in two browsers).
 */
export type SignInRules = { byIp: RateLimitRule; failuresByAccountAndIp: RateLimitRule; failuresByAccount: RateLimitRule };

export const signInRules = {
  member: {
    byIp: { name: 'member-login:ip', limit: 30, windowMs: 15 * MINUTE },
    failuresByAccountAndIp: { name: 'member-login-failures:account-ip', limit: 10, windowMs: 15 * MINUTE },
    failuresByAccount: { name: 'member-login-failures:account', limit: 50, windowMs: 15 * MINUTE },
  },
  admin: {
    byIp: { name: 'admin-login:ip', limit: 20, windowMs: 15 * MINUTE },
    failuresByAccountAndIp: { name: 'admin-login-failures:account-ip', limit: 10, windowMs: 15 * MINUTE },
    failuresByAccount: { name: 'admin-login-failures:account', limit: 50, windowMs: 15 * MINUTE },
  },
} satisfies Record<'member' | 'admin', SignInRules>;

/** How long each sign-in to an account past its failure ceiling waits before the password is checked. */
export const SIGN_IN_SLOWDOWN_MS = 2_000;
