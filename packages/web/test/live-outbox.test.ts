/**
 * The phone's outbox of results, without a browser: a result is on the device
 * before it is sent, is sent again with the same key until the server answers,
 * waits longer after each failure (1 s, 2 s, 4 s … 30 s), goes at once when the
 * network is back, and leaves the device only once stored. Conflicts and
 * refusals stay with the server's words.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRST_RETRY_MS,
  type KeyValue,
  LAST_RETRY_MS,
  OUTBOX_KEY,
  Outbox,
  type ResultDraft,
  type SendAnswer,
} from '../src/live/outbox.js';

class MemoryStorage implements KeyValue {
  readonly map = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
}

/** A clock and timers the test moves by hand. */
class FakeTimers {
  now = Date.UTC(2026, 11, 1, 19, 0, 0);
  readonly timers: { at: number; run: () => void; id: number }[] = [];
  private next = 1;
  set = (run: () => void, ms: number) => {
    const id = this.next++;
    this.timers.push({ at: this.now + ms, run, id });
    return id;
  };
  clear = (id: unknown) => {
    const i = this.timers.findIndex((t) => t.id === id);
    if (i >= 0) this.timers.splice(i, 1);
  };
  /** The delay of the one planned timer. */
  planned(): number[] {
    return this.timers.map((t) => t.at - this.now);
  }
  async advance(ms: number) {
    this.now += ms;
    for (const t of this.timers.filter((x) => x.at <= this.now)) {
      this.clear(t.id);
      t.run();
    }
    await settle();
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

const draft = (board: number, key = `key-${board}`): ResultDraft => ({
  key,
  code: 'K7QX2M',
  round: 1,
  board,
  contract: '4S',
  declarer: 'S',
  lead: 'HK',
  tricks: 10,
  confirmed: true,
});

function setUp(answers: (r: ResultDraft, n: number) => SendAnswer) {
  const storage = new MemoryStorage();
  const timers = new FakeTimers();
  const sent: ResultDraft[] = [];
  const outbox = new Outbox({
    storage,
    send: async (r) => {
      sent.push(r);
      return answers(r, sent.length);
    },
    now: () => new Date(timers.now),
    setTimer: timers.set,
    clearTimer: timers.clear,
  });
  return { storage, timers, sent, outbox };
}

const stored: SendAnswer = { kind: 'stored', body: { result: {} } };
const down: SendAnswer = { kind: 'unreachable', message: 'Failed to fetch' };

describe('the outbox', () => {
  it('keeps a result on the device before sending it, and drops it once stored', async () => {
    let seenInStorage = false;
    const storage = new MemoryStorage();
    const outbox = new Outbox({
      storage,
      send: async (r) => {
        seenInStorage = (storage.getItem(OUTBOX_KEY) ?? '').includes(r.key);
        return stored;
      },
    });
    const events: string[] = [];
    outbox.on((e) => events.push(e.kind));
    expect(outbox.add(draft(1))).toBe(true);
    await outbox.flush();
    expect(seenInStorage).toBe(true);
    expect(outbox.pending()).toEqual([]);
    expect(events).toContain('stored');
  });

  it('sends again with the same key, waiting 1, 2, 4 … 30 s between tries, until the server answers', async () => {
    let up = false;
    const { timers, sent, outbox } = setUp(() => (up ? stored : down));
    outbox.add(draft(1));
    await settle();
    expect(sent).toHaveLength(1);
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [delay] = timers.planned();
      if (delay === undefined) throw new Error('no retry planned');
      delays.push(delay);
      await timers.advance(delay);
    }
    expect(delays).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      8 * FIRST_RETRY_MS,
      16 * FIRST_RETRY_MS,
      LAST_RETRY_MS,
      LAST_RETRY_MS,
    ]);
    expect(outbox.pending()).toHaveLength(1);
    expect(outbox.pending()[0]?.tries).toBe(8);
    up = true;
    await timers.advance(timers.planned()[0] ?? 0);
    expect(outbox.pending()).toEqual([]);
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set(['key-1']));
    expect(timers.planned()).toEqual([]);
  });

  it('sends at once when the network is back, from the first delay again', async () => {
    let up = false;
    const { timers, sent, outbox } = setUp(() => (up ? stored : down));
    outbox.add(draft(1));
    await settle();
    await timers.advance(FIRST_RETRY_MS);
    await timers.advance(2 * FIRST_RETRY_MS);
    expect(timers.planned()).toEqual([4 * FIRST_RETRY_MS]);
    up = true;
    await outbox.online();
    expect(outbox.pending()).toEqual([]);
    expect(sent).toHaveLength(4);
    // The retry planned before is cancelled: nothing is sent again.
    expect(timers.planned()).toEqual([]);
  });

  it('survives a reload: a new outbox on the same device sends what the old one held', async () => {
    const first = setUp(() => down);
    first.outbox.add(draft(1));
    first.outbox.add(draft(2));
    await settle();
    const sent: string[] = [];
    const again = new Outbox({
      storage: first.storage,
      send: async (r) => {
        sent.push(r.key);
        return stored;
      },
    });
    expect(again.pending().map((p) => p.board)).toEqual([1, 2]);
    await again.flush();
    expect(sent).toEqual(['key-1', 'key-2']);
    expect(again.pending()).toEqual([]);
  });

  it('never sends one result twice at the same time, however often it is asked to send', async () => {
    let release: (a: SendAnswer) => void = () => {};
    let calls = 0;
    const storage = new MemoryStorage();
    const outbox = new Outbox({
      storage,
      send: () => {
        calls++;
        return new Promise<SendAnswer>((r) => {
          release = r;
        });
      },
    });
    outbox.add(draft(1));
    void outbox.flush();
    void outbox.online();
    void outbox.flush();
    await settle();
    expect(calls).toBe(1);
    release(stored);
    await settle();
    await outbox.flush();
    expect(calls).toBe(1);
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps a conflict with the result held, and a refusal with its words, until discarded', async () => {
    const { outbox, sent } = setUp((r) =>
      r.board === 1
        ? { kind: 'conflict', message: 'Another result', held: { line: '1 1 3NT= N', nsScore: 400 } }
        : { kind: 'refused', code: 'live-wrong-round', message: 'Not this round' },
    );
    outbox.add(draft(1));
    outbox.add(draft(2));
    await outbox.flush();
    const [conflict, refused] = outbox.pending();
    expect(conflict).toMatchObject({ state: 'conflict', held: { line: '1 1 3NT= N', nsScore: 400 } });
    expect(refused).toMatchObject({
      state: 'refused',
      errorCode: 'live-wrong-round',
      message: 'Not this round',
    });
    // Neither is sent again by itself.
    await outbox.flush();
    expect(sent).toHaveLength(2);
    outbox.discard('key-1');
    expect(outbox.pending().map((p) => p.key)).toEqual(['key-2']);
  });

  it('replaces a result still waiting for the same board, and keeps results of other boards', async () => {
    const { outbox } = setUp(() => down);
    outbox.add(draft(1, 'a'));
    outbox.add(draft(2, 'b'));
    outbox.add({ ...draft(1, 'c'), tricks: 9 });
    await settle();
    expect(outbox.pending().map((p) => [p.board, p.key, p.tricks])).toEqual([
      [2, 'b', 10],
      [1, 'c', 9],
    ]);
  });

  it('says so when the device refuses to keep a result, and sends nothing', async () => {
    const { outbox, storage, sent } = setUp(() => stored);
    storage.full = true;
    expect(outbox.add(draft(1))).toBe(false);
    await outbox.flush();
    expect(sent).toEqual([]);
  });

  it('reads an unreadable or foreign store as empty, without throwing', () => {
    for (const text of ['{', 'null', '{"v":2,"pending":[]}', '{"v":1,"pending":[{"key":1}]}', '[]']) {
      const storage = new MemoryStorage();
      storage.map.set(OUTBOX_KEY, text);
      expect(new Outbox({ storage, send: async () => stored }).pending()).toEqual([]);
    }
  });

  it('a send that throws counts as no network, not as a refusal', async () => {
    const storage = new MemoryStorage();
    const timers = new FakeTimers();
    const outbox = new Outbox({
      storage,
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
      now: () => new Date(timers.now),
      setTimer: timers.set,
      clearTimer: timers.clear,
    });
    outbox.add(draft(1));
    await settle();
    expect(outbox.pending()[0]?.state).toBe('waiting');
    expect(outbox.lastFailure).toBe('Failed to fetch');
    expect(timers.planned()).toEqual([FIRST_RETRY_MS]);
  });
});
