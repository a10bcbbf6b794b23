/**
 * Runs the command line in-process with captured output: what every CLI test
 * needs that does not spawn the built binary.
 */
import { PassThrough, Readable } from 'node:stream';
import { main } from '../dist/main.js';

export interface RunOptions {
  /** Text on standard input (default: none). */
  readonly stdin?: string;
  /** Whether standard error is a terminal (progress is shown only there). */
  readonly errIsTTY?: boolean;
}

export interface Run {
  readonly status: number;
  readonly out: string;
  readonly err: string;
}

export async function runMain(argv: readonly string[], options: RunOptions = {}): Promise<Run> {
  let out = '';
  let err = '';
  const status = await main(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stdin: options.stdin === undefined ? new PassThrough() : Readable.from([options.stdin]),
    stdout: new PassThrough(),
    isTTY: false,
    errIsTTY: options.errIsTTY ?? false,
  });
  return { status, out, err };
}
