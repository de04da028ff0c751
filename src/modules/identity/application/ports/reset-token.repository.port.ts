export interface ResetTokenRepository {
  /** Stores a new token hash for the e-mail and retires older unused ones. */
  issue(email: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Marks an unused, unexpired token used in one statement; answers its e-mail, or null. */
  consume(tokenHash: string, now: Date): Promise<string | null>;
}
