import net from 'node:net';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /**
   * Holds every byte in both directions, on open connections and new ones, without closing
   * anything: the service looks alive and answers nothing, as a paused (SIGSTOP) process does.
   */
  hold(): void;
  /** Delivers what was held and forwards again. */
  release(): void;
  /** Bytes received from the app (the client side) so far. */
  bytesIn(): number;
  close(): Promise<void>;
}

/** A TCP proxy on a free port of 127.0.0.1 to `target`, which a test can hold and release. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  let holding = false;
  let received = 0;
  const forward = (from: net.Socket, to: net.Socket, count: boolean) => {
    from.on('data', (chunk: Buffer) => {
      if (count) received += chunk.length;
      if (holding) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    // One side closing closes the other: a client that gave up is gone for the service too.
    from.on('close', () => to.destroy());
    from.on('error', () => undefined);
    sockets.add(from);
    from.on('close', () => sockets.delete(from));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    forward(client, upstream, true);
    forward(upstream, client, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const write of held.splice(0)) write();
    },
    bytesIn: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
