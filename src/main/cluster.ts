import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withOrderIdKey } from './checkout-module.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './open-database.js';
import { projectRoot } from './project-root.js';

/** A worker that dies within this long of starting (bad settings, database gone) stops the cluster instead of being forked again and again. */
const QUICK_DEATH_MS = 10_000;

const say = (line: string): void => {
  process.stderr.write(`cluster: ${line}\n`);
};

/** Refuses PGlite: its folder belongs to one process, so N processes need PostgreSQL. */
export function assertClusterable(config: AppConfig): void {
  if (config.databaseUrl === null) {
    throw new ConfigError('npm run start:cluster needs DATABASE_URL: the embedded PGlite database belongs to one process, so several processes '
      + 'cannot share it. Set DATABASE_URL to a PostgreSQL every process can reach, or run one process with npm start.');
  }
}

/**
 * `npm run start:cluster`: N app processes (CLUSTER_WORKERS, default one per core)
 * sharing one port through Node's cluster module, on one PostgreSQL. The primary migrates and seeds
 * once, makes sure every worker gets the same COOKIE_SECRET (signed cookies must open on every
 * node) and order id key, forks the workers, forks a new one when one dies, and on SIGTERM or
 * SIGINT passes the signal on and waits for every worker to drain and exit.
 */
async function primary(): Promise<void> {
  const config = loadConfig();
  assertClusterable(config);
  const root = projectRoot();
  const database = await openDatabase(config, root);
  await database.close();
  await withOrderIdKey(config, root);
  // Memory: glibc reads this when a process starts; see docs/configuration.md (npm start sets it too).
  const env: Record<string, string> = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
  if (config.cookieSecret === null) {
    env.COOKIE_SECRET = randomBytes(32).toString('hex');
    say('COOKIE_SECRET is not set: the workers share a random one, so sessions end when the cluster restarts');
  }
  const count = config.clusterWorkers > 0 ? config.clusterWorkers : availableParallelism();
  cluster.setupPrimary({ exec: fileURLToPath(new URL(`./server${extname(fileURLToPath(import.meta.url))}`, import.meta.url)) });

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(env), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    say(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
    if (lived < QUICK_DEATH_MS && code !== 0) {
      say(`it died within ${QUICK_DEATH_MS / 1000} s of starting: stopping the cluster`);
      stop('worker failure', 1);
      return;
    }
    fork();
  });
  const stop = (why: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${why}: stopping ${startedAt.size} worker(s)`);
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // Each worker bounds its own drain by SHUTDOWN_GRACE_MS; this bounds the primary's wait.
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownGraceMs + 5_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
  say(`${count} worker(s) on port ${config.port}, database PostgreSQL`);
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`Storefront cluster failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
