// A live evening played against a running server over HTTP, as phones play it: each table's
// phones read the table's page, send every board of the round (each request with its own
// idempotency key, retried with the same key when the network or the server fails), and move
// the table on, the move's answer being the page of the next round. Used by the load and fault tests (packages/server/test/live-load.test.ts,
// live-fault.test.ts), by `npm run load`, `npm run fault` and by bench/live.js.
//
// Every loop here is bounded: by a deadline, and by a count of attempts.
import { seating, travellerSeats } from '@bridge-score/core';
import { sectionPlan } from '@bridge-score/desk';

const CONTRACTS = ['3NT', '4S', '4H', '2D', '1NT', '5CX', 'PASS'];
const DECLARERS = ['N', 'E', 'S', 'W'];
const LEADS = ['SQ', 'HT', 'D2', 'CA'];

/** A pairs event of one section, a Mitchell of `tables` tables played for `rounds` rounds. */
export function eveningSetup(tables, rounds, boardsPerRound = 2, name = `Live ${tables} tables`) {
  return {
    kind: 'pairs',
    name,
    date: '2026-12-01',
    sections: [{ name: 'A', movement: 'mitchell', tables, boardsPerRound, rounds }],
    method: 'mp',
    conventions: 'bridge-score',
    overrides: {},
    pairs: [],
  };
}

/** What is played at a table on a board: the same on both phones of the table. */
export function resultFor(table, board) {
  const k = board * 7 + table * 3;
  const contract = CONTRACTS[k % CONTRACTS.length];
  if (contract === 'PASS') return { contract, declarer: null, lead: null, tricks: null };
  return { contract, declarer: DECLARERS[k % 4], lead: LEADS[k % 4], tricks: 6 + (k % 7) };
}

/**
 * Every line the evening should end with, from the core's movement (not from the server):
 * `board ns ew` of each table, round and board played, with the line's text.
 */
export function expectedLines(setup) {
  const section = setup.sections[0];
  const plan = sectionPlan(section);
  if (!plan.ok) throw new Error(`no plan: ${plan.error.code}`);
  const out = new Map();
  for (let round = 1; round <= plan.value.rounds; round++) {
    for (let table = 1; table <= plan.value.tables; table++) {
      const s = seating(plan.value, round, table);
      const seats = travellerSeats(plan.value, round, table);
      if (!s || s.idle || !seats) continue;
      for (const board of s.boards) {
        const r = resultFor(table, board);
        const words = [seats.ns, seats.ew, r.contract, r.declarer, r.tricks].filter((w) => w !== null);
        out.set(`${board} ${seats.ns} ${seats.ew}`, words.join(' '));
      }
    }
  }
  return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A request retried while the server cannot answer (refused, reset, 5xx, 429), with the same
 * body, until it answers or `deadline` (ms since the epoch) passes. Returns `{ status, body, ms }`
 * of the answer (`ms`: the answered attempt's time), or null past the deadline.
 */
export async function send(method, url, body, deadline, stats) {
  return sendFetch(method, url, body, deadline, stats);
}

async function sendFetch(method, url, body, deadline, stats) {
  for (let attempt = 0; Date.now() < deadline && attempt < 100_000; attempt++) {
    const t0 = performance.now();
    try {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(Math.max(1, Math.min(30_000, deadline - Date.now()))),
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status >= 500 || res.status === 429) {
        if (stats) stats.retries += 1;
        await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)));
        continue;
      }
      return { status: res.status, body: text ? JSON.parse(text) : null, ms };
    } catch {
      if (stats) stats.retries += 1;
      await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)));
    }
  }
  return null;
}

/** Creates the event and starts its live session (from this machine: no password needed). */
export async function startEvening(url, setup, deadline = Date.now() + 60_000, settings = undefined) {
  const id = crypto.randomUUID();
  const created = await send('POST', `${url}/api/desk/events`, { id, setup }, deadline);
  if (created?.status !== 201) throw new Error(`event not created: ${JSON.stringify(created)}`);
  const started = await send(
    'POST',
    `${url}/api/desk/events/${id}/live`,
    settings ? { settings } : {},
    deadline,
  );
  if (started?.status !== 201 && started?.status !== 200)
    throw new Error(`live session not started: ${JSON.stringify(started)}`);
  return { id, tables: started.body.tables.map((t) => ({ table: t.table, code: t.code })) };
}

/**
 * Plays the evening: `phonesPerTable` phones a table, all at once. Returns every acknowledged
 * result (status 200 or 201, with its key and line), the submissions' latencies (ms) and counts.
 * `onAck` is called with each acknowledged result as it comes; `send` replaces the client.
 * `pace`: a function awaited before each result is sent, which answers the time
 * (`performance.now()`) the result was due; its latency is then counted from that time (see
 * `pacer`), not from when it was sent. `opened`: called with the promise of each phone's first
 * page once it is asked for; `ready`: a promise each phone awaits after its first page and
 * before its first result (as in a room, where the phones open their tables' pages before the
 * first board is played: the bench opens every page, then lets the results come).
 */
export async function playEvening(url, tables, options = {}) {
  // `options.send`: another client with `send`'s arguments and answers (the bench's lean one).
  const send = options.send ?? sendFetch;
  const phones = options.phonesPerTable ?? 2;
  const deadline = options.deadline ?? Date.now() + 120_000;
  const stats = {
    submissions: 0,
    created: 0,
    repeated: 0,
    refused: new Map(),
    retries: 0,
    latencies: [],
    due: [],
    acked: [],
  };
  const refuse = (status, code) => {
    const k = `${status} ${code}`;
    stats.refused.set(k, (stats.refused.get(k) ?? 0) + 1);
  };
  const phone = async ({ table, code }, which) => {
    // As the table's page does: the page read when the phone opens it, then the one each move
    // to the next round answers with (read again only when a move was not answered so).
    let moved = null;
    for (let step = 0; step < 200 && Date.now() < deadline; step++) {
      let page = moved;
      if (!page) {
        const asked = send('GET', `${url}/api/table/${code}`, undefined, deadline, stats);
        if (step === 0) options.opened?.(asked);
        page = await asked;
        if (step === 0 && options.ready) await options.ready;
      }
      moved = null;
      if (!page) return;
      if (page.status !== 200)
        throw new Error(`table ${table}: page ${page.status} ${JSON.stringify(page.body)}`);
      if (page.body.finished) return;
      const round = page.body.round;
      // The two phones of a table enter the boards in opposite orders, so that they collide.
      const boards = page.body.boards.map((b) => b.board);
      if (which % 2 === 1) boards.reverse();
      for (const board of boards) {
        const body = { key: crypto.randomUUID(), round, board, ...resultFor(table, board), confirmed: true };
        // Paced: the result waits for its slot, and its latency counts from the slot (a server that
        // falls behind makes the results wait for their phones, and that wait is counted too).
        const due = options.pace ? await options.pace() : null;
        const answer = await send('POST', `${url}/api/table/${code}/results`, body, deadline, stats);
        if (!answer) return;
        stats.submissions += 1;
        stats.latencies.push(due === null ? answer.ms : performance.now() - due);
        if (due !== null) stats.due.push(due);
        if (answer.status === 201 || answer.status === 200) {
          if (answer.status === 201) stats.created += 1;
          else stats.repeated += 1;
          const ack = { table, round, board, key: body.key, line: answer.body.result.line };
          stats.acked.push(ack);
          options.onAck?.(ack);
        } else {
          refuse(answer.status, answer.body?.error?.code);
          // The other phone moved the table on: this round is done.
          if (answer.body?.error?.code === 'live-wrong-round') break;
          if (answer.status !== 403)
            throw new Error(`table ${table} board ${board}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      const next = await send('POST', `${url}/api/table/${code}/next`, { round }, deadline, stats);
      if (!next) return;
      if (next.status === 200) moved = next;
      else refuse(next.status, next.body?.error?.code);
    }
  };
  await Promise.all(tables.flatMap((t) => Array.from({ length: phones }, (_, i) => phone(t, i))));
  return stats;
}

/**
 * Results due at a steady `perSecond` rate, whichever phone sends them (an open load, as the
 * phones of a busy room, instead of each phone sending as soon as its last result is answered):
 * each call takes the next slot, waits for it, and answers its time. A phone that is still
 * waiting for an answer takes its slot late, and the result's latency counts from the slot.
 */
export function pacer(perSecond) {
  let start = null;
  let slot = 0;
  return async () => {
    start ??= performance.now();
    const due = start + (slot++ * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    return due;
  };
}

/** The p-quantile of a list of numbers. */
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/**
 * Checks the event's lines against the movement: every expected result there exactly once, with
 * the text its table sent, and nothing else. Returns a list of problems (empty when all is well).
 */
export function checkLines(setup, lines) {
  const expected = expectedLines(setup);
  const problems = [];
  const seen = new Map();
  for (const line of lines) {
    const [ns, ew] = line.text.split(' ');
    const k = `${line.board} ${ns} ${ew}`;
    seen.set(k, (seen.get(k) ?? 0) + 1);
    const want = expected.get(k);
    if (want === undefined) problems.push(`unexpected line on board ${line.board}: ${line.text}`);
    else if (want !== line.text) problems.push(`board ${line.board}: ${line.text}, not ${want}`);
  }
  for (const [k, n] of seen) if (n > 1) problems.push(`${k}: ${n} lines`);
  for (const k of expected.keys()) if (!seen.has(k)) problems.push(`missing: board ${k}`);
  return problems;
}
