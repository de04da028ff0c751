import { connect, type Socket } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * One kept-alive HTTP/1.1 connection driven by hand, so a test can hold a request half-sent:
 * the server has the connection and the request head, and the test decides when the body ends.
 */
export type RawConnection = {
  send(head: string, body?: Uint8Array): Promise<void>;
  read(): Promise<RawResponse>;
  close(): void;
};

export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolveConnect, reject) => socket.once('connect', resolveConnect).once('error', reject));
  let buffered = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  const finish = () => {
    ended = true;
    wake?.();
  };
  socket.on('end', finish).on('close', finish).on('error', finish);
  const more = () => new Promise<void>((resolveMore) => (wake = resolveMore));

  return {
    send: (head, body) =>
      new Promise<void>((resolveWrite, reject) => {
        const bytes = body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
        socket.write(bytes, (error) => (error ? reject(error) : resolveWrite()));
      }),
    async read() {
      let headEnd: number;
      while ((headEnd = buffered.indexOf('\r\n\r\n')) < 0) {
        if (ended) throw new Error(`connection closed before a response (got ${JSON.stringify(buffered.toString())})`);
        await more();
      }
      const [statusLine, ...lines] = buffered.subarray(0, headEnd).toString().split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? NaN);
      const bodyStart = headEnd + 4;
      if (Number.isFinite(length)) {
        while (buffered.length < bodyStart + length) {
          if (ended) throw new Error('connection closed inside a response body');
          await more();
        }
      } else {
        while (!ended) await more();
      }
      const end = Number.isFinite(length) ? bodyStart + length : buffered.length;
      const body = buffered.subarray(bodyStart, end).toString();
      buffered = buffered.subarray(end);
      return { status: Number(statusLine!.split(' ')[1]), headers, body };
    },
    close: () => socket.destroy(),
  };
}

/** The request head for `body`, on a kept-alive connection. */
export const requestHead = (method: string, path: string, headers: Record<string, string>, contentLength: number) =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries({ ...headers, 'content-length': String(contentLength) })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;

/** Resolves true once a fresh TCP connection to `port` is refused (the server stopped listening). */
export async function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolveRefused) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolveRefused(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => resolveRefused(error.code === 'ECONNREFUSED'));
  });
}
