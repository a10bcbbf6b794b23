/**
 * The server as `npm start` runs it: a child process of the real bin script
 * (built by `npm run build`), its URL read from the start line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../bin/bridge-score-server.js', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM (or the signal given), and the exit code once it has gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server with these variables and waits for its start line (10 s at most). It runs on
 * SQLite in `DATA_DIR` unless `env` gives a `DATABASE_URL` (one set in the test's own environment
 * is not passed on).
 */
/** How long a start may take: seconds on a quiet machine, many more on a shared one under load. */
const START_LIMIT_MS = 45_000;

export function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${START_LIMIT_MS / 1000} s:\n${out}`));
    }, START_LIMIT_MS);
    const look = () => {
      const m = /running at (http:\/\/127\.0\.0\.1:(\d+))\//.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout?.off('data', look);
      resolve({
        url: m[1] ?? '',
        port: Number(m[2]),
        child,
        output: () => out,
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before starting:\n${out}`));
    });
  });
}
