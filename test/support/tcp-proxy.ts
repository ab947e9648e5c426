import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the tests), to play an outage without stopping
 * the shared server: `forward` passes bytes both ways; `blackhole` accepts connections and never
 * answers (a hung or unreachable server); `cut` drops every open connection.
 */
export class TcpProxy {
  private mode: 'forward' | 'blackhole' = 'forward';
  private readonly sockets = new Set<Socket>();
  /** Connections accepted since start, whatever the mode. */
  accepted = 0;

  private constructor(private readonly server: Server, readonly port: number) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = createServer((client) => {
      const p = proxy!;
      p.accepted++;
      p.track(client);
      if (p.mode === 'blackhole') return;
      const upstream = createConnection({ host: targetHost, port: targetPort });
      p.track(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => { client.destroy(); upstream.destroy(); };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    proxy = new TcpProxy(server, address.port);
    return proxy;
  }

  /** A PostgreSQL URL like `url` but through this proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  blackhole(): void {
    this.mode = 'blackhole';
    this.cut();
  }

  forward(): void {
    this.mode = 'forward';
  }

  cut(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }
}
