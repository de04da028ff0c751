/** Rules for the secrets we e-mail: admin sign-in codes and member reset links. */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function sixDigitCode(randomUint32: () => number): string {
  const ceiling = 4_294_000_000; // the largest multiple of 1,000,000 under 2^32
  for (;;) {
    const n = randomUint32();
    if (n < ceiling) return String(n % 1_000_000).padStart(6, '0');
  }
}

/** A wrong code dies once it has been tried OTP_MAX_WRONG_TRIES times. */
export const codeIsExhausted = (failedAttempts: number) => failedAttempts >= OTP_MAX_WRONG_TRIES;
