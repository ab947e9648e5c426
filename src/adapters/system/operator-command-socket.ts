import { lstat, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * The answer of an operator command run by the shop for `npm run operator`: what the command wrote,
 * in order, on which stream, and its exit code.
 */
export interface OperatorCommandReply {
  exitCode: number;
  output: { stream: 'stdout' | 'stderr'; text: string }[];
}

/** A command is a few hundred bytes (a password is at most a few hundred more); anything far larger is not one. */
const MAX_REQUEST_BYTES = 16 * 1024;
/** A list of every operator and key can be long, but not this long. */
const MAX_REPLY_BYTES = 8 * 1024 * 1024;
/** A client that connects and sends no whole request holds a connection no longer than this. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Longest path a Unix socket can be bound to (sun_path less its NUL): longer ones are cut short by the system, not refused. */
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;

/** Why a socket cannot be at `path`, or null. */
export function socketPathProblem(path: string): string | null {
  const bytes = Buffer.byteLength(path);
  return bytes > MAX_SOCKET_PATH_BYTES
    ? `the socket's path ${path} has ${bytes} bytes, more than the ${MAX_SOCKET_PATH_BYTES} a Unix socket takes (choose a shorter DATA_DIR)`
    : null;
}

const failure = (text: string): OperatorCommandReply => ({ exitCode: 1, output: [{ stream: 'stderr', text: `operator: ${text}` }] });

export interface OperatorCommandSocketOptions {
  /** Runs one request (the JSON the client sent) and answers it. */
  handle(request: unknown): Promise<OperatorCommandReply>;
  /** A request the handler failed on (the client is told the command failed). */
  onError(error: unknown): void;
  /** How long a client has to send its whole request (default 10 s). */
  requestTimeoutMs?: number;
}

export interface OperatorCommandSocket {
  /** Stops accepting, waits for the commands being run, removes the socket file. */
  close(): Promise<void>;
}

/**
 * Listens on a Unix domain socket at `path` for operator commands: one JSON request per
 * connection, ended by a newline, answered by one JSON line, then the connection closes. The
 * socket is created with mode 0600, so only its owner (the owner of the data folder it lives in)
 * may connect: the file's permissions are the authentication, as for Docker's socket.
 *
 * The caller holds the data folder's lock, so a socket file already at `path` was left by a
 * process that died without removing it, and is replaced.
 */
export async function listenForOperatorCommands(path: string, options: OperatorCommandSocketOptions): Promise<OperatorCommandSocket> {
  const problem = socketPathProblem(path);
  if (problem !== null) throw new Error(problem);
  await removeStaleSocket(path);
  const running = new Set<Promise<void>>();
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    const served = serve(socket, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, options);
    running.add(served);
    void served.finally(() => running.delete(served));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket file is created by the bind inside listen(), synchronously: under this umask it is
    // never, even for an instant, open to anyone but its owner.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  return {
    close: async () => {
      // Closing the listener removes its socket file.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(running);
      await closed;
    },
  };
}

async function removeStaleSocket(path: string): Promise<void> {
  let isSocket: boolean;
  try {
    isSocket = (await lstat(path)).isSocket();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!isSocket) throw new Error(`${path} exists and is not a socket: move it away so the shop can listen for operator commands there`);
  await rm(path);
}

/** One connection: read one line (bounded in size and in time), answer it, close. */
async function serve(socket: Socket, timeoutMs: number, options: OperatorCommandSocketOptions): Promise<void> {
  socket.on('error', () => socket.destroy());
  const line = await readRequestLine(socket, MAX_REQUEST_BYTES, timeoutMs);
  if (line === null) return;
  let reply: OperatorCommandReply;
  if (!line.ok) {
    reply = failure(line.problem);
  } else {
    let request: unknown;
    try {
      request = JSON.parse(line.text);
    } catch {
      request = undefined;
    }
    if (request === undefined) {
      reply = failure('the request is not one line of JSON');
    } else {
      try {
        reply = await options.handle(request);
      } catch (error) {
        options.onError(error);
        reply = failure('the shop failed to run the command; its log says why');
      }
    }
  }
  if (socket.destroyed) return;
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    // A client that stops reading the answer holds the connection no longer than a silent one.
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.end(`${JSON.stringify(reply)}\n`, () => socket.destroy());
  });
}

type RequestLine = { ok: true; text: string } | { ok: false; problem: string };

/** The first line sent, or why there is none; null when the client left. */
function readRequestLine(socket: Socket, maxBytes: number, timeoutMs: number): Promise<RequestLine | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (line: RequestLine | null) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onClose);
      // What follows the request is read and dropped: one request per connection.
      socket.resume();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a);
      const taken = newline === -1 ? chunk : chunk.subarray(0, newline);
      size += taken.length;
      if (size > maxBytes) return done({ ok: false, problem: `the request is larger than ${maxBytes} bytes` });
      chunks.push(taken);
      if (newline !== -1) done({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    };
    const onEnd = () => done({ ok: false, problem: 'the request ended before its newline' });
    const onClose = () => done(null);
    // The whole request, not each byte of it, must come within the time: a client sending one byte now and then holds nothing long.
    const timer = setTimeout(() => done({ ok: false, problem: `no whole request came within ${timeoutMs / 1000} s` }), timeoutMs);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('close', onClose);
  });
}

/** No shop answers at `path`: no socket file (no shop, or one that listens for no commands), or one left by a shop that died. */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/**
 * Sends one request to the shop listening at `path` and resolves to its reply, or to null when no
 * shop listens there. Rejects when a shop listens but cannot be asked (the socket is another
 * user's) or does not answer within `timeoutMs` of silence.
 */
export function sendOperatorCommand(path: string, request: unknown, timeoutMs: number): Promise<OperatorCommandReply | null> {
  if (socketPathProblem(path) !== null) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    let size = 0;
    let connected = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      outcome();
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    // The answer is one line: taken as soon as its newline came, whatever the connection does next.
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPLY_BYTES) return settle(() => reject(new Error(`the shop's answer is larger than ${MAX_REPLY_BYTES} bytes`)));
      chunks.push(chunk);
      if (chunk.includes(0x0a)) {
        const reply = replyOf(Buffer.concat(chunks).toString('utf8'));
        settle(() => (reply === null ? reject(new Error('the shop\'s answer is not an operator command\'s reply')) : resolve(reply)));
      }
    });
    socket.once('timeout', () => settle(() => reject(new Error(`the shop did not answer within ${timeoutMs / 1000} s`))));
    socket.once('error', (error: NodeJS.ErrnoException) => settle(() => {
      if (!connected && error.code !== undefined && NOBODY_LISTENS.has(error.code)) resolve(null);
      else if (error.code === 'EACCES') reject(new Error(`${path} is not yours to open: run this as the user who owns the data folder`));
      else reject(error);
    }));
    socket.once('close', () => settle(() => reject(new Error('the shop closed the connection without answering'))));
  });
}

function replyOf(text: string): OperatorCommandReply | null {
  let value: unknown;
  try {
    value = JSON.parse(text.slice(0, text.indexOf('\n')));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { exitCode, output } = value as Record<string, unknown>;
  if (!Number.isInteger(exitCode) || !Array.isArray(output)) return null;
  const lines = output.filter((line): line is OperatorCommandReply['output'][number] =>
    typeof line === 'object' && line !== null && (line.stream === 'stdout' || line.stream === 'stderr') && typeof line.text === 'string');
  return lines.length === output.length ? { exitCode: exitCode as number, output: lines } : null;
}
