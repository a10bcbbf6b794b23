/**
 * Big session output goes to stdout as bytes, in a buffer that is reused only
 * when the stream did not keep the previous piece.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { main } from '../dist/main.js';
import { runMain } from './run-main.js';

const dir = mkdtempSync(join(tmpdir(), 'bridge-score-bytes-'));
// 40 sections × 10 tables × 30 boards = 12,000 traveller lines: several megabytes of JSON,
// so the output is flushed in more than one piece.
const rows = ['board,ns,ew,contract,declarer,tricks,section'];
for (let s = 1; s <= 40; s++) {
  for (let b = 1; b <= 30; b++) {
    for (let t = 1; t <= 10; t++)
      rows.push(`${b},${t},${((t + b) % 10) + 1},4S,N,${8 + ((t * b) % 5)},S${s}`);
  }
}
const file = join(dir, 'many.csv');
writeFileSync(file, `${rows.join('\n')}\n`);

async function asBytes(kept: boolean): Promise<string> {
  const pieces: Uint8Array[] = [];
  await main(['session', file, '--format', 'json'], {
    out: () => {
      throw new Error('the bytes path should be used');
    },
    err: () => {},
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    isTTY: false,
    // A stream that keeps the pieces (kept = true) must get fresh buffers; one that does not may
    // see the same buffer again, so the piece is copied here, as a file write would consume it.
    outBytes: (b) => {
      pieces.push(kept ? b : Uint8Array.from(b));
      return kept;
    },
  });
  expect(pieces.length).toBeGreaterThan(1);
  return Buffer.concat(pieces).toString('utf8');
}

test('bytes kept by the stream are never overwritten; reused buffers give the same text', async () => {
  const text = (await runMain(['session', file, '--format', 'json'])).out;
  expect(JSON.parse(text).boards).toHaveLength(40 * 30);
  expect(await asBytes(true)).toBe(text);
  expect(await asBytes(false)).toBe(text);
});
