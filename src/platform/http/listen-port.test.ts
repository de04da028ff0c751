import { describe, expect, it } from 'bun:test';
import { isPortTaken, portInUse, portTakenMessage } from './listen-port';

describe('portInUse', () => {
  it('is true while a server (even one sharing its port with reusePort) listens, and false once it stops', async () => {
    const holder = Bun.serve({ port: 0, hostname: '127.0.0.1', reusePort: true, fetch: () => new Response('first') });
    const port = holder.port!;
    expect(await portInUse(port, '127.0.0.1')).toBe(true);
    let refusal: unknown;
    try {
      Bun.serve({ port, hostname: '127.0.0.1', reusePort: false, fetch: () => new Response('second') }).stop(true);
    } catch (error) {
      refusal = error;
    }
    expect(isPortTaken(refusal)).toBe(true);
    await holder.stop(true);
    expect(await portInUse(port, '127.0.0.1')).toBe(false);
  });

  it('names the port in its message', () => {
    expect(portTakenMessage(3000, '0.0.0.0')).toStartWith('Port 3000 on 0.0.0.0 is already in use');
  });
});
