import { enforceRateLimits, rateLimited, type RateLimiter } from '@platform/http/rate-limiter.port';
import { SIGN_IN_SLOWDOWN_MS, type SignInRules } from './rate-limits';

export type SignInGuardDeps = {
  rateLimiter: RateLimiter;
  /** security events an operator should see (lock-outs); one line each */
  securityLog: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
};

const lockedOut = (retryAfterSeconds: number) => rateLimited('Too many attempts. Please wait a few minutes and try again.', retryAfterSeconds);

/**
 * Runs one sign-in attempt under the rules of `signInRules`: the address's count first, then the failure counts of
 * the account from this address and of the account overall. Failures are counted BEFORE the password is checked and
 * forgiven when it was right, so parallel guesses cannot all slip under a limit.
 */
export async function guardSignIn<T>(
  deps: SignInGuardDeps,
  rules: SignInRules,
  attempt: { account: string; address: string; label: string },
  signIn: () => Promise<T>,
): Promise<T> {
  await enforceRateLimits(deps.rateLimiter, [[rules.byIp, attempt.address]]);
  const pairKey = `${attempt.account}|${attempt.address}`;
  const pair = await deps.rateLimiter.hit(rules.failuresByAccountAndIp, pairKey);
  if (!pair.allowed) {
    if (pair.count === rules.failuresByAccountAndIp.limit + 1) {
      deps.securityLog(
        `[security] ${attempt.label} sign-in locked out for ${attempt.account} from ${attempt.address} after ${rules.failuresByAccountAndIp.limit} failures (${pair.retryAfterSeconds} s left)`,
      );
    }
    throw lockedOut(pair.retryAfterSeconds);
  }
  const account = await deps.rateLimiter.hit(rules.failuresByAccount, attempt.account);
  if (!account.allowed) {
    if (account.count === rules.failuresByAccount.limit + 1) {
      deps.securityLog(
        `[security] ${attempt.label} sign-ins to ${attempt.account} slowed down: ${rules.failuresByAccount.limit} failures from several addresses within the window`,
      );
    }
    await (deps.sleep ?? Bun.sleep)(SIGN_IN_SLOWDOWN_MS);
  }
  const result = await signIn();
  await Promise.all([deps.rateLimiter.forgive(rules.failuresByAccountAndIp, pairKey), deps.rateLimiter.forgive(rules.failuresByAccount, attempt.account)]);
  return result;
}
