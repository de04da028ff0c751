/** What the retention run needs from outside the privacy module (ADR 0019); the composition root fills them. */

/** A student record past retention, as the students table's owner hands it over. */
export type RetentionCandidate = { id: string; name: string; email: string | null; mobile: string | null; passingYear: number | null; createdAt: Date };

export type RetentionCandidates = {
  /**
   * Students whose year (passing year, or the year added when there is none) is at most `latestExpiredYear`, by id
   * after `afterId`, at most `limit`.
   */
  pastRetention(latestExpiredYear: number, afterId: string | null, limit: number): Promise<RetentionCandidate[]>;
};

export type RetentionNotice = { studentId: string; channel: 'email' | 'sms'; retentionDate: string; sentAt: Date };

export type RetentionNotices = {
  /** when each of these students was sent a notice (absent: never) */
  sentAmong(studentIds: readonly string[]): Promise<Map<string, Date>>;
  /** records the notice before it goes out; false when one is already recorded (another run sent it) */
  claim(notice: RetentionNotice): Promise<boolean>;
  /** forgets a claimed notice whose sending failed, so the next run tries again */
  release(studentId: string): Promise<void>;
};

/** Runs `work` unless another copy holds the lock (then `ran` is false): one retention run at a time. */
export type RunLock = {
  tryRun<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
};

/** The erasure (admin's eraseStudent: every module forgets the student, with a 'student.erase' audit row). */
export type RetentionEraser = (studentId: string) => Promise<void>;

export type NoticeChannel = RetentionNotice['channel'];

/** The retention notice: where it can go for this student (null: nowhere), and sending it there. */
export type RetentionNoticeSender = {
  channelFor(candidate: RetentionCandidate): NoticeChannel | null;
  send(candidate: RetentionCandidate, channel: NoticeChannel, retentionDate: string, eraseFrom: Date): Promise<void>;
};
