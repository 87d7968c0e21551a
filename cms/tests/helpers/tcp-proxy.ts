// A TCP proxy the test controls, in front of PostgreSQL or Redis, to make them fail on demand:
// `refuse` closes the port (connections refused, open ones cut), `freeze` keeps connections open but
// carries no byte either way (a hung server or a dropped network), `pass` forwards again.
import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'freeze';

export interface TcpProxy {
  port: number;
  mode: () => ProxyMode;
  set: (mode: ProxyMode) => Promise<void>;
  close: () => Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    // Frozen: the connection is accepted and then nothing, as a hung server would do.
    if (mode === 'freeze') return client.pause();
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const cutAll = () => {
    for (const s of sockets) s.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    mode: () => mode,
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        cutAll();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      } else if (next === 'freeze') {
        if (previous === 'refuse') await listen(port);
        // Open connections stop carrying data both ways.
        for (const s of sockets) {
          s.unpipe();
          s.pause();
        }
      } else {
        // Back from a freeze the held connections are reset, as after a network failure; new ones pass.
        cutAll();
        if (previous === 'refuse') await listen(port);
      }
    },
    async close() {
      cutAll();
      if (mode !== 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
