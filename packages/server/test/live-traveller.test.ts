/**
 * The traveller a table gets back with its result (`boardTraveller`, scored from the board's lines
 * alone) is the board as the desk scores the whole event: the same scores, points and top, for
 * boards partly and wholly played, with adjusted scores, in a Mitchell with arrow-switched lines and in
 * a Howell. The reference is the desk's own scoring of every line (`scorePairsDesk`, `pairsView`).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeskLine, type PairsSetup, pairsView, scorePairsDesk } from '@bridge-score/desk';
import { describe, expect, it } from 'vitest';
import { boardTraveller } from '../src/live-traveller.js';
import { bodyOf, call, evening, lineOf, pairsSetup, planOf } from './live-helpers.js';
import { startProcess } from './process.js';

/** Every line of the evening, but for the first `skip` results of each board; some adjusted. */
function linesOf(setup: PairsSetup, skip: (board: number) => number): DeskLine[] {
  const played = evening(planOf(setup));
  const seen = new Map<number, number>();
  const out: DeskLine[] = [];
  for (const [i, p] of played.entries()) {
    const n = seen.get(p.board) ?? 0;
    seen.set(p.board, n + 1);
    if (n < skip(p.board)) continue;
    const text = i % 11 === 5 ? `${p.ns} ${p.ew} A60A40` : lineOf(p);
    out.push({ id: `line-${i}`, section: 'A', board: p.board, text, reason: null });
  }
  return out;
}

function expectSameAsDesk(setup: PairsSetup, lines: readonly DeskLine[]) {
  const view = pairsView(scorePairsDesk(setup, lines));
  const text = JSON.stringify(setup);
  const boards = [...new Set(lines.map((l) => l.board))];
  expect(boards.length).toBeGreaterThan(2);
  for (const board of boards) {
    const desk = view.boards.find((b) => b.board === board);
    const byId = new Map(lines.map((l) => [l.id, l.text]));
    const mine = boardTraveller(
      text,
      'A',
      board,
      lines.filter((l) => l.board === board).map((l) => l.text),
    );
    expect(mine.top).toBe(desk?.top ?? null);
    expect(mine.rows).toEqual(
      (desk?.rows ?? []).map((r) => ({
        ns: r.ns,
        ew: r.ew,
        line: byId.get(r.id) ?? '',
        nsScore: r.nsScore,
        nsPoints: r.nsPoints,
        ewPoints: r.ewPoints,
      })),
    );
  }
}

describe('the traveller sent back to a table', () => {
  it('is the desk’s board in a Mitchell, whole and partly played', () => {
    const setup = pairsSetup(5);
    expectSameAsDesk(
      setup,
      linesOf(setup, () => 0),
    );
    expectSameAsDesk(
      setup,
      linesOf(setup, (board) => board % 4),
    );
  });

  it('is the desk’s board in a Mitchell with arrow-switched lines', () => {
    const setup = pairsSetup(6);
    const lines = linesOf(setup, (board) => board % 3).map((l, i) =>
      i % 4 === 1 && !l.text.includes('A60') ? { ...l, text: `${l.text} ~` } : l,
    );
    expect(lines.some((l) => l.text.endsWith('~'))).toBe(true);
    expectSameAsDesk(setup, lines);
  });

  it('is the desk’s board in a Howell', () => {
    const setup = pairsSetup(4, { movement: 'howell' });
    expectSameAsDesk(
      setup,
      linesOf(setup, () => 0),
    );
    expectSameAsDesk(
      setup,
      linesOf(setup, (board) => board % 3),
    );
  });
});

describe('the traveller worker (built: npm test builds first)', () => {
  it('scores the asks of one turn sent together, each as on this thread; a failing ask fails alone', async () => {
    const { existsSync } = await import('node:fs');
    const built = new URL('../dist/live-traveller.js', import.meta.url);
    expect(existsSync(built), 'packages/server is built (npm run build)').toBe(true);
    const { TravellerWorker } = (await import(built.href)) as typeof import('../src/live-traveller.js');
    const mitchell = pairsSetup(5);
    const howell = pairsSetup(4, { movement: 'howell' });
    const asks = [mitchell, howell, mitchell].flatMap((setup, k) => {
      const lines = linesOf(setup, (board) => (board + k) % 3);
      return [1, 2, 3].map((board) => ({
        setupText: JSON.stringify(setup),
        section: 'A',
        board,
        texts: lines.filter((l) => l.board === board).map((l) => l.text),
      }));
    });
    const worker = new TravellerWorker();
    try {
      // All asked in one turn: one message for the nine; then a failing ask and a good one together.
      const answers = await Promise.all(asks.map((a) => worker.board(a)));
      answers.forEach((answer, i) => {
        const a = asks[i];
        if (!a) throw new Error('no ask');
        expect(answer).toEqual(boardTraveller(a.setupText, a.section, a.board, a.texts));
      });
      expect(answers.some((a) => (a?.rows.length ?? 0) > 0)).toBe(true);
      const bad = worker.board({ setupText: '{not json', section: 'A', board: 1, texts: ['1 1 3NT N 9'] });
      const good = worker.board(asks[0] ?? asks[1] ?? never());
      await expect(bad).rejects.toThrow();
      expect(await good).toEqual(answers[0]);
    } finally {
      await worker.close();
    }
    expect(worker.board(asks[0] ?? never())).toBeNull();
  });
});

function never(): never {
  throw new Error('no ask');
}

describe('the traveller from the server process (npm start: scored on its worker thread)', () => {
  it('is, after each result of a board, the board of every line stored so far', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-score-traveller-'));
    const server = await startProcess({ DATA_DIR: dir, PORT: '0', RATE_LIMIT: '0' });
    try {
      const setup = pairsSetup(5);
      const id = crypto.randomUUID();
      expect((await call('POST', `${server.url}/api/desk/events`, { id, setup })).status).toBe(201);
      const started = await call('POST', `${server.url}/api/desk/events/${id}/live`, {});
      expect(started.status).toBe(201);
      const codeOf = (table: number): string =>
        started.body.tables.find((t: { table: number }) => t.table === table)?.code ?? '';
      // Every result of the first round, the tables' first boards first.
      const round1 = evening(planOf(setup)).filter((p) => p.round === 1);
      let sent = 0;
      for (const p of round1) {
        const out = await call('POST', `${server.url}/api/table/${codeOf(p.table)}/results`, bodyOf(p));
        expect(out.status).toBe(201);
        sent += 1;
        const held = await call('GET', `${server.url}/api/desk/events/${id}`);
        const lines: DeskLine[] = held.body.deskLines;
        expect(lines).toHaveLength(sent);
        const text = JSON.stringify(held.body.setup);
        const board = lines.filter((l) => l.board === p.board);
        expect(board.map((l) => l.text)).toContain(lineOf(p));
        expect(out.body.traveller).toEqual(
          boardTraveller(
            text,
            'A',
            p.board,
            board.map((l) => l.text),
          ),
        );
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
