import { describe, expect, it } from 'bun:test';
import { createBackgroundTasks } from './background';

describe('background tasks', () => {
  it('runs work after the caller goes on, and drain waits for it, and for what it starts', async () => {
    const tasks = createBackgroundTasks();
    const done: string[] = [];
    tasks.run('first failed', async () => {
      await Bun.sleep(20);
      done.push('first');
      tasks.run('second failed', async () => {
        await Bun.sleep(20);
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    expect(await tasks.drain(5_000)).toBe(true);
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure under its words and never throws it', async () => {
    const logged: string[] = [];
    const tasks = createBackgroundTasks((message) => logged.push(message));
    tasks.run('the e-mail failed', async () => {
      throw new Error('smtp down');
    });
    expect(await tasks.drain(5_000)).toBe(true);
    expect(logged).toEqual(['the e-mail failed']);
  });

  it('stops waiting after the timeout, saying so', async () => {
    const tasks = createBackgroundTasks();
    let release = () => {};
    tasks.run('never', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await tasks.drain(30)).toBe(false);
    release();
    expect(await tasks.drain(5_000)).toBe(true);
  });
});
