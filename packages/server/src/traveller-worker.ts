/**
 * The traveller worker (a worker thread of `TravellerWorker`, `live-traveller.ts`): reads a
 * board's lines on a SQLite connection of its own (WAL: it reads what the server's connection
 * has committed, never waiting for it) and scores the board's traveller, off the server's main
 * thread. Asked `{ id, file, club, eventId, setupText, section, board }`, it answers
 * `{ id, traveller }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { boardTraveller, type TravellerAsk } from './live-traveller.js';
import { BOARD_LINES_SQL } from './store/board-lines.js';
import type { DeskLinesTable } from './store/database.js';

let reader: {
  file: string;
  lines: BetterSqlite3.Statement<[string, string, number, string], DeskLinesTable>;
} | null = null;

function linesOf(ask: TravellerAsk) {
  if (reader?.file !== ask.file) {
    const sqlite = new BetterSqlite3(ask.file, { fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    reader = { file: ask.file, lines: sqlite.prepare(BOARD_LINES_SQL) };
  }
  return reader.lines.all(ask.eventId, ask.section, ask.board, ask.club).map((row) => ({
    id: row.id,
    section: row.section,
    board: Number(row.board),
    text: row.text,
    reason: row.reason,
  }));
}

parentPort?.on('message', (ask: TravellerAsk & { readonly id: number }) => {
  try {
    const traveller = boardTraveller(ask.setupText, ask.section, ask.board, linesOf(ask));
    parentPort?.postMessage({ id: ask.id, traveller });
  } catch (e) {
    parentPort?.postMessage({ id: ask.id, error: e instanceof Error ? e.message : String(e) });
  }
});
