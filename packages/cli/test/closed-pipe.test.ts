/**
 * A reader that stops reading (`bridge-score … | head -1`) ends the command
 * quietly with status 0: the built command in a child process whose standard
 * output is closed before it writes, so that its first write finds the pipe
 * closed, as it does when `head` has had its line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/bridge-score.js', import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));

/** Runs the command with its standard output closed at once; resolves with its status and standard error. */
function closedEarly(
  args: readonly string[],
  input?: string,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    // The command may stop reading its input too: that is no error of the test.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** A session of many boards, so that its output is far bigger than a pipe holds. */
function bigSession(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bridge-score-pipe-'));
  const rows = ['board,ns,ew,contract,declarer,tricks,score'];
  for (let board = 1; board <= 300; board++) {
    for (let pair = 1; pair <= 6; pair++) rows.push(`${board},${pair},${pair},4S,N,${8 + (pair % 4)},`);
  }
  const path = join(dir, 'big.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

describe.concurrent('writing to a closed pipe ends quietly with status 0', () => {
  test('--help', async () => {
    expect(await closedEarly(['--help'])).toEqual({ status: 0, stderr: '' });
  });

  test('session big.csv', async () => {
    expect(await closedEarly(['session', bigSession()])).toEqual({ status: 0, stderr: '' });
  });

  test('deal --jsonl, with a long input still coming', async () => {
    const line = `${JSON.stringify({ contract: '4S', by: 'N', tricks: 10 })}\n`;
    expect(await closedEarly(['deal', '--jsonl'], line.repeat(20_000))).toEqual({ status: 0, stderr: '' });
  });

  test('convert … -', async () => {
    const r = await closedEarly(['convert', golden('mitchell.pbn'), '-', '--to', 'usebio']);
    expect(r.status).toBe(0);
    // Warnings of what USEBIO has no place for may come; no error, no stack trace.
    expect(r.stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
  });
});
