import { describe, expect, it } from 'bun:test';
import { createInFlight } from './in-flight';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('work in flight, as a stopping server waits for it', () => {
  it('hands back what it tracks, settled as it was', async () => {
    const inFlight = createInFlight();
    expect(await inFlight.track(later(1, 'answer'))).toBe('answer');
    await expect(inFlight.track(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('drains once every tracked piece has settled, failures included', async () => {
    const inFlight = createInFlight();
    let done = 0;
    void inFlight.track(later(20, 1).then(() => (done += 1)));
    void inFlight.track(later(5, 1).then(() => Promise.reject(new Error('gone')))).catch(() => (done += 1));
    expect(await inFlight.drain(1_000)).toBe(true);
    expect(done).toBe(2);
  });

  it('waits for work started while draining', async () => {
    const inFlight = createInFlight();
    let second = false;
    void inFlight.track(later(5, 0).then(() => void inFlight.track(later(10, 0).then(() => (second = true)))));
    expect(await inFlight.drain(1_000)).toBe(true);
    expect(second).toBe(true);
  });

  it('gives up at the deadline, answering false', async () => {
    const inFlight = createInFlight();
    void inFlight.track(later(500, 0));
    expect(await inFlight.drain(10)).toBe(false);
  });
});
