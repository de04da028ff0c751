import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Refuses new connections and cuts every open one, as if the database machine vanished. */
  cut(): Promise<void>;
  /** Listens on the same port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP forwarder to `target` that a test can cut and restore: the server under test reaches its database
 * through it, so an outage can be staged without stopping the shared PostgreSQL.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolveListen, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolveListen();
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    open.clear();
    if (closing) await new Promise<void>((resolveClose) => closing.close(() => resolveClose()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    close: cut,
  };
}
