/**
 * Runs `work` once per chunk, at most `width` at a time, each worker taking the next chunk when its last one is done.
 * Writing rows into indexes is CPU work of one PostgreSQL backend: two statements on two connections use two cores.
 * After a failure the other workers stop at their next chunk; the answer waits for the statements still in flight, then
 * rejects with the first failure (chunks already written stay: the caller decides what they mean).
 */
export async function inParallel<Chunk>(chunks: readonly Chunk[], width: number, work: (chunk: Chunk) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next++]!;
      await work(chunk).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(width, chunks.length) }, worker));
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
}
