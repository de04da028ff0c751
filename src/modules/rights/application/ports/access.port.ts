import type { CodeTryCounter, LiveCode } from '../../domain/code-throttle';

/** A live code a try was counted against. */
export type CodeTry = { id: string; codeHash: string };

/** The portal's one-time codes, keyed by the SHA-256 of the normalised contact; `originKey` hashes the asking address. */
export interface AccessCodes {
  /** Stores a new code and retires the older ones asked for from the same address (others' codes keep working). */
  issue(contactKey: string, originKey: string, codeHash: string, expiresAt: Date): Promise<void>;
  /**
   * Counts one try against each live code of the contact that `choose` picks (on the counter it names), the rows
   * locked meanwhile so parallel tries cannot pass a limit; the codes counted against.
   */
  takeTries(contactKey: string, now: Date, choose: (live: LiveCode[]) => { id: string; counter: CodeTryCounter }[]): Promise<CodeTry[]>;
  /** Marks the code used only if it still was unused; false when another request won. */
  consume(id: string): Promise<boolean>;
}

/** The passes verified codes buy, by the SHA-256 of the pass. */
export interface AccessPasses {
  open(passHash: string, studentIds: readonly string[], expiresAt: Date): Promise<void>;
  /** The student ids a live pass covers; null when unknown or expired. */
  studentsOf(passHash: string, now: Date): Promise<string[] | null>;
}
