export type LiveCode = { id: string; codeHash: string; failedAttempts: number };

export interface OneTimeCodeRepository {
  /** Stores a new code for an admin and retires the older ones, so only the newest works. */
  issue(userId: string, codeHash: string, expiresAt: Date): Promise<void>;
  findLive(userId: string, now: Date): Promise<LiveCode | null>;
  /** Marks the code used only if it still was unused; false when another request won. */
  consume(id: string): Promise<boolean>;
  /** Counts a wrong try; the code dies (is marked used) at `maxTries`. */
  recordWrongTry(id: string, maxTries: number): Promise<void>;
}
