/** One try of a live code, already counted: `tries` includes this one. */
export type CodeTry = { id: string; codeHash: string; tries: number };

export interface OneTimeCodeRepository {
  /** Stores a new code for an admin and retires the older ones, so only the newest works. */
  issue(userId: string, codeHash: string, expiresAt: Date): Promise<void>;
  /**
   * Counts one try against the admin's newest live code and answers it, in ONE conditional update: null when there
   * is no live code or it has had `maxTries` tries already. Parallel guesses therefore get `maxTries` tries in all.
   */
  takeTry(userId: string, now: Date, maxTries: number): Promise<CodeTry | null>;
  /** Marks the code used only if it still was unused; false when another request won. */
  consume(id: string): Promise<boolean>;
}
