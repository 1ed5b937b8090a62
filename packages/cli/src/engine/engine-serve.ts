/**
 * `xn engine serve --engine CMD [--port P] [--allow-origin ORIGIN]`: an engine behind a WebSocket on 127.0.0.1,
 * as lichess's external engine keeps the engine native and the page engine-free. Each connection gets its own
 * engine process; every text message is one or more lines for the engine's stdin, every line the engine writes is
 * one message. Pages of localhost (and clients that send no `Origin`, as command-line tools) may connect; others
 * only when `--allow-origin` names them. SIGINT, SIGTERM or SIGHUP closes the connections, ends every engine
 * (`quit`, then its process group killed) and exits 0.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LineTransport } from '@x/engine';
import { processTransport } from '@x/engine/node';
import { WebSocketServer, type WebSocket } from 'ws';
import { type CommandIo, parseCommandArgs, VALUE, wholeNumber } from '../command.js';
import { EXIT, InputError, systemMessage, UsageError } from '../failure.js';
import { commandWords } from './engine-spec.js';
import { type HeldTransport, heldTransport } from './held-transport.js';

const COMMAND = 'engine serve';

const OPTIONS = {
  engine: VALUE,
  port: VALUE,
  'allow-origin': { ...VALUE, multiple: true },
} as const;

/** The port served when none is given. */
export const DEFAULT_PORT = 9670;
/** Connections (engines) at once. */
const MAX_CLIENTS = 4;
/** The longest message read from a page (bytes). */
const MAX_MESSAGE = 1 << 16;
/** How long an engine has to quit before it is killed (ms). */
const QUIT_GRACE_MS = 1000;

/** Pages on this machine: `http(s)://localhost`, `127.0.0.1` or `[::1]`, any port. */
const LOCAL_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/** Runs `xn engine serve` until SIGINT, SIGTERM or SIGHUP; resolves to the exit status. */
export async function engineServe(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`, COMMAND);
  if (values.engine === undefined) throw new UsageError('give --engine CMD', COMMAND);
  const [program, ...engineArgs] = commandWords(values.engine, COMMAND);
  const port = wholeNumber(values.port, 'port', COMMAND, 0, 65535) ?? DEFAULT_PORT;
  const allowed = values['allow-origin'] ?? [];
  const originAllowed = (origin: string | undefined) =>
    origin === undefined || LOCAL_ORIGIN.test(origin) || allowed.includes('*') || allowed.includes(origin);
  // listened for from the start: a signal while the engine is tried or the port opened stops as cleanly
  let stop: (signal: NodeJS.Signals) => void = () => undefined;
  const stopped = new Promise<NodeJS.Signals>((resolve) => {
    stop = resolve;
    process.on('SIGINT', stop).on('SIGTERM', stop).on('SIGHUP', stop);
  });
  try {
    return await serve(program!, engineArgs, port, originAllowed, stopped, io);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop).off('SIGHUP', stop);
  }
}

/** Serves until `stopped` resolves; the exit status. */
async function serve(
  program: string,
  engineArgs: readonly string[],
  port: number,
  originAllowed: (origin: string | undefined) => boolean,
  stopped: Promise<NodeJS.Signals>,
  io: CommandIo,
): Promise<number> {
  const connect = () => io.engineTransport?.(program, engineArgs) ?? processTransport(program, engineArgs);
  // started once to see that it starts, and kept for the first connection
  let waiting: HeldTransport | undefined = await startChecked(connect);

  const server = http.createServer((_, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('xn engine serve: connect with a WebSocket\n');
  });
  const sockets = new WebSocketServer({
    server,
    maxPayload: MAX_MESSAGE,
    verifyClient: ({ origin }: { origin: string | undefined }) => originAllowed(origin || undefined),
  });
  // the server's own errors (a port in use) are re-emitted here: reported below, as the listen's failure
  sockets.on('error', () => undefined);
  const engines = new Set<LineTransport>();
  sockets.on('connection', (socket) => {
    if (engines.size >= MAX_CLIENTS) {
      socket.close(1013, `at most ${MAX_CLIENTS} connections`);
      return;
    }
    const kept = waiting?.ended === undefined ? waiting : undefined;
    if (waiting !== undefined && kept === undefined) void stop(waiting);
    waiting = undefined;
    const engine = relay(socket, kept ?? connect(), io);
    engines.add(engine);
    socket.on('close', () => engines.delete(engine));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    if (waiting !== undefined) await stop(waiting);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new InputError(`port ${port} is in use: give another with --port (0 picks a free one)`);
    throw new InputError(`port ${port}: ${systemMessage(error)}`);
  }
  const { port: bound } = server.address() as AddressInfo;
  io.stdout.write(`Serving ${program} on ws://127.0.0.1:${bound}/ (Ctrl-C stops)\n`);
  const signal = await stopped;
  for (const socket of sockets.clients) socket.close(1001, 'xn engine serve stopped');
  await Promise.all([...engines, ...(waiting === undefined ? [] : [waiting])].map(stop));
  await new Promise<void>((resolve) => sockets.close(() => server.close(() => resolve())));
  io.stdout.write(`Stopped (${signal})\n`);
  return EXIT.ok;
}

/** How long a started engine is watched for a failure to start (ms). */
const START_CHECK_MS = 300;

/**
 * Starts the engine and watches it for a failure to start, so that a command that cannot start is reported before
 * serving; the running engine is kept, its lines held, for the first connection (`undefined` when it has ended).
 */
async function startChecked(connect: () => LineTransport): Promise<HeldTransport | undefined> {
  let settle: (ended: string | undefined) => void = () => undefined;
  const checked = new Promise<string | undefined>((resolve) => {
    settle = resolve;
  });
  const engine = heldTransport(connect(), settle);
  const timer = setTimeout(() => settle(undefined), START_CHECK_MS);
  const ended = await checked;
  clearTimeout(timer);
  if (ended === undefined) return engine;
  await engine.close(QUIT_GRACE_MS);
  if (/^cannot start /.test(ended)) throw new InputError(ended);
  return undefined;
}

/** A connection's engine: its lines to the socket, the socket's to it; either closing ends the other. */
function relay(socket: WebSocket, engine: LineTransport, io: CommandIo): LineTransport {
  engine.open({
    line: (line) => {
      if (socket.readyState === socket.OPEN) socket.send(line);
    },
    end: (reason) => {
      if (socket.readyState === socket.OPEN) socket.close(1011, `engine: ${reason}`.slice(0, 120));
    },
  });
  socket.on('message', (data, binary) => {
    if (binary) {
      socket.close(1003, 'text messages only');
      return;
    }
    for (const line of String(data).split(/\r?\n/)) if (line !== '') engine.write(line);
  });
  socket.on('close', () => void stop(engine));
  socket.on('error', (error) => io.stderr.write(`xn: connection: ${error.message}\n`));
  return engine;
}

/** Ends an engine: `quit`, then its input closed, killed after a grace period; resolves when it has exited. */
async function stop(engine: LineTransport): Promise<void> {
  engine.write('quit');
  await engine.close(QUIT_GRACE_MS);
}
