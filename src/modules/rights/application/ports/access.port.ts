/** One try of a live code, already counted: `tries` includes this one. */
export type CodeTry = { id: string; codeHash: string; tries: number };

/** The portal's one-time codes, keyed by the SHA-256 of the normalised contact. */
export interface AccessCodes {
  /** Stores a new code for the contact and retires its older ones, so only the newest works. */
  issue(contactKey: string, codeHash: string, expiresAt: Date): Promise<void>;
  /** Counts one try against the contact's newest live code, in one conditional update; null when none is left. */
  takeTry(contactKey: string, now: Date, maxTries: number): Promise<CodeTry | null>;
  /** Marks the code used only if it still was unused; false when another request won. */
  consume(id: string): Promise<boolean>;
}

/** The passes verified codes buy, by the SHA-256 of the pass. */
export interface AccessPasses {
  open(passHash: string, studentIds: readonly string[], expiresAt: Date): Promise<void>;
  /** The student ids a live pass covers; null when unknown or expired. */
  studentsOf(passHash: string, now: Date): Promise<string[] | null>;
}
