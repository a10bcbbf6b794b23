/**
 * The documentation runs: every shell example of README.md and docs/cli.md
 * is run against the built command line, in a fresh copy of examples/, and
 * its output must be the one the document shows. A document that drifts
 * from the program fails here.
 *
 * The convention (docs/CONTRIBUTING.md, "Examples that run"): in a fenced
 * ```sh block, a line `$ command` is run by `sh` with `bridge-score` on the
 * PATH; the lines after it, up to the next `$ ` line or the end of the
 * block, are what it prints (standard output and standard error together,
 * as a terminal shows them). A last line `[exit N]` is the exit status
 * when it is not 0. Spaces at the ends of lines are not compared.
 *
 * It also checks that every file an example reads — in those documents and
 * in every command's help, in each language — is in examples/ (but for an
 * example that exits 2, which may show a missing file on purpose).
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS } from '@bridge-score/i18n';
import { type CommandHelp, helpWords } from '@bridge-score/i18n/help';
import { afterAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLES = join(ROOT, 'examples');
const BIN = join(ROOT, 'packages/cli/bin/bridge-score.js');
const DOCUMENTS = ['README.md', 'docs/cli.md'] as const;

interface Example {
  readonly document: string;
  /** The line of the `$ ` command in the document. */
  readonly line: number;
  readonly command: string;
  readonly output: string;
  readonly status: number;
}

/** The examples of a Markdown document, by the convention above. */
function examplesOf(document: string, text: string): Example[] {
  const examples: Example[] = [];
  const lines = text.split('\n');
  let inSh = false;
  let current: { line: number; command: string; output: string[] } | null = null;
  const close = () => {
    if (current === null) return;
    const output = [...current.output];
    while (output.length > 0 && output[output.length - 1]?.trim() === '') output.pop();
    const exit = /^\[exit (\d+)\]$/.exec(output[output.length - 1] ?? '');
    if (exit) output.pop();
    examples.push({
      document,
      line: current.line,
      command: current.command,
      output: output.join('\n'),
      status: exit ? Number(exit[1]) : 0,
    });
    current = null;
  };
  for (const [i, line] of lines.entries()) {
    if (!inSh) {
      if (/^```sh\s*$/.test(line)) inSh = true;
      continue;
    }
    if (/^```\s*$/.test(line)) {
      close();
      inSh = false;
    } else if (line.startsWith('$ ')) {
      close();
      current = { line: i + 1, command: line.slice(2), output: [] };
    } else if (current !== null) current.output.push(line);
  }
  return examples;
}

const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');

// `bridge-score` on the PATH: the built command line, as `npm link` puts it there.
const BIN_DIR = mkdtempSync(join(tmpdir(), 'bridge-score-docs-bin-'));
writeFileSync(join(BIN_DIR, 'bridge-score'), `#!/bin/sh\nexec node '${BIN}' "$@"\n`);
chmodSync(join(BIN_DIR, 'bridge-score'), 0o755);
const WORK: string[] = [];
afterAll(() => {
  for (const dir of [BIN_DIR, ...WORK]) rmSync(dir, { recursive: true, force: true });
});

function run(command: string): Promise<{ output: string; status: number }> {
  const cwd = mkdtempSync(join(tmpdir(), 'bridge-score-docs-'));
  WORK.push(cwd);
  cpSync(EXAMPLES, cwd, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN_DIR}:${process.env.PATH ?? ''}` };
  delete env.BRIDGE_SCORE_LANG;
  return new Promise((resolve, reject) => {
    // One pipe for both streams, in the order the command writes them, as a terminal shows them.
    const child = spawn('sh', ['-c', `exec 2>&1; ${command}`], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ output, status: status ?? -1 }));
  });
}

const EXAMPLES_BY_DOCUMENT = DOCUMENTS.map(
  (document) => [document, examplesOf(document, readFileSync(join(ROOT, document), 'utf8'))] as const,
);

describe('the convention is read as documented', () => {
  test('a command, its output and its exit status', () => {
    const text = [
      '```sh',
      '$ bridge-score imps 620',
      'one',
      '  two  ',
      '[exit 1]',
      '$ bridge-score x',
      '```',
    ].join('\n');
    expect(examplesOf('t.md', text)).toEqual([
      { document: 't.md', line: 2, command: 'bridge-score imps 620', output: 'one\n  two  ', status: 1 },
      { document: 't.md', line: 6, command: 'bridge-score x', output: '', status: 0 },
    ]);
  });

  test('blocks of other languages and lines outside a block are not examples', () => {
    const text = ['$ bridge-score a', '```', '$ bridge-score b', '```', '```ts', '$ c', '```'].join('\n');
    expect(examplesOf('t.md', text)).toEqual([]);
  });

  test.each(EXAMPLES_BY_DOCUMENT)('%s has examples of every command', (_document, examples) => {
    const commands = new Set(examples.map((e) => /bridge-score (\w+)/.exec(e.command)?.[1]));
    for (const command of [
      'deal',
      'rubber',
      'chicago',
      'imps',
      'vp',
      'match',
      'teams',
      'session',
      'convert',
    ]) {
      expect(commands, command).toContain(command);
    }
  });
});

for (const [document, examples] of EXAMPLES_BY_DOCUMENT) {
  describe.concurrent(document, () => {
    test.each(examples.map((e) => [`line ${e.line}: ${e.command}`, e] as const))(
      '%s',
      async (_name, example) => {
        const { output, status } = await run(example.command);
        expect(tidy(output)).toBe(tidy(example.output));
        expect(status).toBe(example.status);
      },
    );
  });
}

/** The files an example command reads (not those it writes). */
function filesRead(command: string): string[] {
  const words = command.split(/\s+/).filter((w) => w !== '');
  const files: string[] = [];
  let convert = false;
  let positional = 0;
  for (const [i, word] of words.entries()) {
    if (word === '>' || word === '|' || word === '>>') {
      if (word !== '|') break;
      continue;
    }
    if (words[i - 1] === 'convert') convert = true;
    const file = /^[\w.-]+\.(csv|pbn|xml|jsonl|json|txt)$/.test(word) ? word : null;
    if (file === null) continue;
    if (convert && !word.startsWith('-')) positional += 1;
    if (convert && positional === 2) continue; // convert's output
    files.push(file);
  }
  return files;
}

describe('every file an example reads is in examples/', () => {
  // An example that exits 2 may show a file that is not there, on purpose.
  const fromDocuments = EXAMPLES_BY_DOCUMENT.flatMap(([, examples]) =>
    examples.filter((e) => e.status !== 2).map((e) => e.command),
  );
  const helpExamples = (help: CommandHelp | undefined) =>
    (help?.after ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('bridge-score '));
  const fromHelp = LANGS.flatMap((lang) => {
    const words = helpWords(lang);
    return [words.program, ...Object.values(words.commands)].flatMap(helpExamples);
  });

  test('the reading of a command line', () => {
    expect(filesRead('bridge-score convert club-evening.pbn club.xml')).toEqual(['club-evening.pbn']);
    expect(filesRead('bridge-score deal --jsonl < deals.jsonl > scores.jsonl')).toEqual(['deals.jsonl']);
    expect(filesRead('bridge-score session club-evening.csv --format pbn | head -n 3')).toEqual([
      'club-evening.csv',
    ]);
  });

  test.each([...new Set([...fromDocuments, ...fromHelp])].map((c) => [c]))('%s', (command) => {
    for (const file of filesRead(command)) expect(existsSync(join(EXAMPLES, file)), file).toBe(true);
  });

  test('the help gives examples', () => {
    expect(fromHelp.length).toBeGreaterThan(60);
  });
});
