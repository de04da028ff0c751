import { createServer } from 'node:net';

/** Why a server copy will not start: its port is taken. */
export const portTakenMessage = (port: number, host: string) =>
  `Port ${port} on ${host} is already in use (another EduReach still running, or another program). ` +
  'Stop that process first, or start this one on another port with PORT=…';

/**
 * Whether something already listens on `port`. Asked before the server opens its database, so that a second
 * `make start` stops at once and touches nothing; the server itself then listens without `reusePort` (Elysia's Bun
 * adapter turns it on, and two copies would silently share the port's traffic), so a race between two starts
 * still ends in one refusal.
 */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** True for the error Bun.serve throws when the port is taken. */
export const isPortTaken = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
