/**
 * The server's commands for moving a club (`docs/deploy.md`), on the database
 * the environment names (`DATABASE_URL`, else SQLite in `DATA_DIR`), as
 * `npm start` would open it:
 *
 * - `export-club <club> [--out <file>]`: the club's whole data as a club file
 *   (`store/club-file.ts`), to the file or to standard output.
 * - `import-club <file> [--club <name>]`: writes the file's club (renamed when
 *   `--club` is given) into this database, which must hold nothing of that club
 *   yet; all or nothing, read back and checked equal before it commits.
 * - `delete-club <club> --matching <file>`: removes the club from this database,
 *   only when its data is still exactly what the file holds.
 *
 * Messages go to standard error; exit status 0 when done, 1 when refused or
 * failed, 2 for a command line or setting that is wrong.
 *
 * @example
 * // DATA_DIR=data bridge-score-server export-club local --out local.club.jsonl
 * // DATABASE_URL=postgres://… bridge-score-server import-club local.club.jsonl
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type Config, configFrom } from './config.js';
import { openStore, WEB_ROOT } from './main.js';
import { formatClubFile, parseClubFile } from './store/club-file.js';
import {
  type ClubMoveSummary,
  deleteClub,
  describeClubMoveError,
  importClub,
  readClub,
} from './store/club-move.js';
import { KyselyStore } from './store/kysely-store.js';

export const CLUB_COMMANDS = ['export-club', 'import-club', 'delete-club'] as const;
export type ClubCommand = (typeof CLUB_COMMANDS)[number];

export const isClubCommand = (word: string | undefined): word is ClubCommand =>
  CLUB_COMMANDS.some((c) => c === word);

const USAGE = `usage:
  bridge-score-server export-club <club> [--out <file>]
  bridge-score-server import-club <file> [--club <name>]
  bridge-score-server delete-club <club> --matching <file>
The database is the one npm start would use: DATABASE_URL, else SQLite in DATA_DIR.`;

interface Streams {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const STANDARD: Streams = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

const counted = (s: ClubMoveSummary) =>
  Object.entries(s.rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

/** `argv` without the command's own `--name value` pairs, and those pairs. */
function options(argv: readonly string[]): { words: string[]; named: Map<string, string> } | string {
  const words: string[] = [];
  const named = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (!a.startsWith('--')) {
      words.push(a);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return `${a} needs a value`;
    named.set(a.slice(2), value);
    i++;
  }
  return { words, named };
}

/** Runs one club command; answers the exit status. */
export async function clubMain(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: Streams = STANDARD,
): Promise<number> {
  const [command, ...rest] = argv;
  const parsed = options(rest);
  const allowed: Record<ClubCommand, readonly string[]> = {
    'export-club': ['out'],
    'import-club': ['club'],
    'delete-club': ['matching'],
  };
  if (!isClubCommand(command) || typeof parsed === 'string' || parsed.words.length !== 1) {
    io.err(`${typeof parsed === 'string' ? `${parsed}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const unknown = [...parsed.named.keys()].find((k) => !allowed[command].includes(k));
  if (unknown !== undefined) {
    io.err(`${command} takes no --${unknown}\n${USAGE}\n`);
    return 2;
  }
  if (command === 'delete-club' && !parsed.named.has('matching')) {
    io.err(`delete-club needs --matching <file>: an export of the club, taken just before\n${USAGE}\n`);
    return 2;
  }
  const config = configFrom(env, WEB_ROOT);
  if (!config.ok) {
    io.err(`${config.error}\n`);
    return 2;
  }
  const word = parsed.words[0] ?? '';
  try {
    return await run(command, word, parsed.named, config.value, io);
  } catch (e) {
    io.err(`${command} failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

async function run(
  command: ClubCommand,
  word: string,
  named: ReadonlyMap<string, string>,
  config: Config,
  io: Streams,
): Promise<number> {
  // The file is read (and checked) before the database is opened: a bad file changes nothing.
  const fileArgument = command === 'import-club' ? word : named.get('matching');
  let file: ReturnType<typeof parseClubFile> | undefined;
  if (fileArgument !== undefined) {
    file = parseClubFile(readFileSync(fileArgument, 'utf8'));
    if (!file.ok) {
      io.err(`${fileArgument}, line ${file.error.line}: ${file.error.message}\n`);
      return 1;
    }
  }
  const store = await openStore(config);
  try {
    if (!(store instanceof KyselyStore)) throw new Error('this store cannot move a club');
    switch (command) {
      case 'export-club': {
        const data = await readClub(store, word);
        const text = formatClubFile(data).join('');
        const out = named.get('out');
        if (out === undefined) io.out(text);
        else {
          // Written whole, then renamed: an interrupted export never leaves half a file by that name.
          writeFileSync(`${out}.partial`, text);
          renameSync(`${out}.partial`, out);
        }
        const rows = Object.fromEntries(data.tables.map((t) => [t.name, t.rows.length]));
        io.err(`exported club ${word} from ${store.location}: ${counted({ club: word, rows })}\n`);
        return 0;
      }
      case 'import-club': {
        if (!file?.ok) return 1;
        const club = named.get('club');
        const done = await importClub(store, file.value, club === undefined ? {} : { club });
        if (!done.ok) {
          io.err(`import-club refused: ${describeClubMoveError(done.error)}\n`);
          return 1;
        }
        io.err(
          `imported club ${done.value.club} into ${store.location}, read back and checked equal: ${counted(done.value)}\n`,
        );
        return 0;
      }
      case 'delete-club': {
        if (!file?.ok) return 1;
        if (file.value.club !== word) {
          io.err(`delete-club refused: the file holds club ${file.value.club}, not ${word}\n`);
          return 1;
        }
        const done = await deleteClub(store, file.value);
        if (!done.ok) {
          io.err(`delete-club refused, nothing deleted: ${describeClubMoveError(done.error)}\n`);
          return 1;
        }
        io.err(`deleted club ${word} from ${store.location}: ${counted(done.value)}\n`);
        return 0;
      }
    }
  } finally {
    await store.close();
  }
}
