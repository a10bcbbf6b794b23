/**
 * Every text input in any encoding a file comes in: UTF-8, UTF-16 with or
 * without a byte-order mark (known by its NUL bytes), Latin-1 with a warning.
 * Run as a user runs the command: the built binary, bytes in.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/bridge-score.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-score-encodings-'));

function run(args: readonly string[], input?: Uint8Array) {
  const r = spawnSync(process.execPath, [BIN, ...args], input === undefined ? {} : { input });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

const utf16 = (text: string, bigEndian = false) => {
  const b = Buffer.from(text, 'utf16le');
  if (bigEndian) b.swap16();
  return b;
};

function file(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const MATCH =
  'board,contract1,declarer1,tricks1,contract2,declarer2,tricks2\n1,4S,N,10,4S,N,9\n2,3NT,S,9,3NT,S,9\n';

describe('encodings', () => {
  test('match reads a UTF-16 file without a BOM as it reads UTF-8', () => {
    const plain = run(['match', file('m8.csv', Buffer.from(MATCH)), '--json']);
    const wide = run(['match', file('m16.csv', utf16(MATCH, true)), '--json']);
    expect(wide.stderr).toBe('');
    expect(wide.stdout).toBe(plain.stdout);
  });

  test('deal --jsonl reads UTF-16 from standard input', () => {
    const lines =
      '{"contract":"4S","by":"N","tricks":10}\n{"contract":"3NT","by":"S","tricks":9,"vul":"NS"}\n';
    const wide = run(['deal', '--jsonl'], Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(lines)]));
    expect(wide.stdout).toBe(run(['deal', '--jsonl'], Buffer.from(lines)).stdout);
    expect(wide.status).toBe(0);
  });

  test('session warns that a CSV file not in UTF-8 was read as Latin-1', () => {
    const csv = Buffer.concat([
      Buffer.from('board,ns,ew,contract,declarer,tricks,ns_names\n1,1,1,3NT,S,9,Ren'),
      Buffer.from([0xe9]),
      Buffer.from('\n1,2,2,3NT,S,8,\n'),
    ]);
    const r = run(['session', file('latin.csv', csv)]);
    expect(r.stderr).toContain(
      'latin.csv:1:1: warning: The file is not valid UTF-8; it was read as windows-1252',
    );
    expect(r.stdout).toContain('René');
  });
});
