import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_PASSWORD_HASH_COST } from './test-password-hash-cost.js';

/** A port nothing listens on just now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote (logs), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string | null>;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

/**
 * Several nodes (ADR 0021): a real storefront process running the TypeScript sources (`entry`,
 * by default src/main/server.ts) with `env`, answering /readyz on its own port before this resolves.
 */
export async function startAppProcess(env: Record<string, string>, entry = 'src/main/server.ts'): Promise<AppProcess> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  const child = spawn(process.execPath, ['--import', './test/support/register-ts-loader.mjs', entry], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_PRODUCTS_PER_BRAND: '12', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { output += d.toString(); });
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  let ended = false;
  void exited.then(() => { ended = true; });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (ended) throw new Error(`the app process exited before it was ready:\n${output.slice(-3000)}`);
    const ready = await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}

/** A shopper's browser over real HTTP: keeps cookies, may talk to any node. */
export class HttpShopper {
  readonly cookies = new Map<string, string>();

  /** The shopper's site, chosen with `?site=` until the app's signed `site` cookie is in the jar. */
  constructor(private readonly site = 'yours-clothing') {}

  async request(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const url = this.cookies.has('site') ? path : `${path}${path.includes('?') ? '&' : '?'}site=${encodeURIComponent(this.site)}`;
    const res = await fetch(baseUrl + url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || attributes.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async token(baseUrl: string): Promise<string> {
    return ((await (await this.request(baseUrl, '/api/user/datalayer')).json()) as { RequestVerificationToken: string }).RequestVerificationToken;
  }

  async dataLayer(baseUrl: string): Promise<{ isShopper: boolean; shopperName?: string; basketCount: number; wishlistCount: number }> {
    return (await this.request(baseUrl, '/api/user/datalayer')).json() as Promise<{ isShopper: boolean; shopperName?: string; basketCount: number; wishlistCount: number }>;
  }

  async postForm(baseUrl: string, path: string, fields: Record<string, string>): Promise<Response> {
    const body = new URLSearchParams({ ...fields, RequestVerificationToken: await this.token(baseUrl) }).toString();
    return this.request(baseUrl, path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: baseUrl },
    });
  }

  async postApi(baseUrl: string, path: string): Promise<Response> {
    return this.request(baseUrl, path, {
      method: 'POST',
      headers: { accept: 'application/json', RequestVerificationToken: await this.token(baseUrl), origin: baseUrl },
    });
  }
}
