/**
 * The PostgreSQL live bus: within one process, and between two separate Node
 * processes on one database (each its own bus, as two app processes would
 * have), including a listening connection ended by the server
 * (`pg_terminate_backend`). Skipped, saying so, without PostgreSQL (see
 * `databases.ts`); the processes run the built bus (`npm run build`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, openPostgresLiveBus, RESYNC_MESSAGE } from '../src/store/postgres-bus.js';
import { describePostgres } from './databases.js';
import { until } from './helpers.js';

const CHILD = fileURLToPath(new URL('./live-bus-child.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../dist/store/postgres-bus.js', import.meta.url));

interface Heard {
  readonly topic: string;
  readonly message: string;
}

interface Done {
  readonly pid: number | null;
  readonly reconnections: number;
  readonly error?: string;
}

/** A Node process with a bus of its own, driven by JSON lines. */
interface BusProcess {
  readonly heard: Heard[];
  readonly errors: string[];
  readonly ready: Promise<number>;
  run(op: 'subscribe' | 'unsubscribe' | 'publish' | 'pid', topic?: string, message?: string): Promise<Done>;
  stop(): Promise<void>;
}

function busProcess(url: string, name: string): BusProcess {
  const child: ChildProcess = spawn(process.execPath, [CHILD], {
    env: { ...process.env, BUS_URL: url, BUS_NAME: name },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const heard: Heard[] = [];
  const errors: string[] = [];
  const waiting = new Map<number, (d: Done) => void>();
  let next = 0;
  let buffer = '';
  let stderr = '';
  let onReady: (pid: number) => void = () => undefined;
  let onFail: (e: Error) => void = () => undefined;
  const ready = new Promise<number>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  child.once('exit', (code) => onFail(new Error(`the bus process exited (${code}):\n${stderr}`)));
  child.stdout?.on('data', (b: Buffer) => {
    buffer += b.toString();
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = JSON.parse(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
      if (line.ev === 'ready') onReady(line.pid);
      else if (line.ev === 'message') heard.push({ topic: line.topic, message: line.message });
      else if (line.ev === 'error') errors.push(line.message);
      else if (line.ev === 'done') waiting.get(line.id)?.(line);
    }
  });
  return {
    heard,
    errors,
    ready,
    run(op, topic, message) {
      const id = ++next;
      return new Promise<Done>((resolve) => {
        waiting.set(id, resolve);
        child.stdin?.write(`${JSON.stringify({ id, op, topic, message })}\n`);
      });
    },
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
        // Bounded: a process that does not close its bus in 10 s is killed.
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    },
  };
}

const heardOn = (p: BusProcess, topic: string) =>
  p.heard.filter((h) => h.topic === topic).map((h) => h.message);

describePostgres('the live bus', (db) => {
  it('hears its own messages and another bus on the same database hears them too', async () => {
    const a = await openPostgresLiveBus({ url: db().url });
    const b = await openPostgresLiveBus({ url: db().url });
    try {
      const atA: string[] = [];
      const atB: string[] = [];
      const elsewhere: string[] = [];
      a.subscribe('event:1', (m) => atA.push(m));
      b.subscribe('event:1', (m) => atB.push(m));
      b.subscribe('event:2', (m) => elsewhere.push(m));
      // A topic and a message with quotes, a newline and non-ASCII letters travel unchanged.
      await a.publish('event:1', '{"version":1}');
      await b.publish('event:1', 'ünïcödé "quoted"\n李');
      await until('both messages at both buses', async () => atA.length === 2 && atB.length === 2);
      expect(atA).toEqual(['{"version":1}', 'ünïcödé "quoted"\n李']);
      expect(atB).toEqual(atA);
      expect(elsewhere).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a message over the payload limit, and a channel that is not a plain SQL name', async () => {
    const bus = await openPostgresLiveBus({ url: db().url });
    try {
      const topic = 'event:x';
      // The payload is ["event:x","…"]: 2 brackets, 4 quotes and a comma around the topic and message.
      const room = MAX_PAYLOAD_BYTES - topic.length - 7;
      await expect(bus.publish(topic, 'a'.repeat(room))).resolves.toBeUndefined();
      await expect(bus.publish(topic, 'a'.repeat(room + 1))).rejects.toThrow(RangeError);
      // Two bytes a letter in UTF-8: the limit is in bytes, not characters.
      await expect(bus.publish(topic, 'é'.repeat(Math.floor(room / 2) + 1))).rejects.toThrow(RangeError);
    } finally {
      await bus.close();
    }
    for (const channel of ['Bridge', 'a-b', 'x"; drop table evenings; --', '', 'a'.repeat(64)]) {
      await expect(openPostgresLiveBus({ url: db().url, channel })).rejects.toThrow(/channel/);
    }
  });

  it('keeps telling the other listeners when one throws, and tells nobody once closed', async () => {
    const errors: string[] = [];
    const bus = await openPostgresLiveBus({ url: db().url, onError: (e) => errors.push(e.message) });
    const heard: string[] = [];
    bus.subscribe('t', () => {
      throw new Error('listener bug');
    });
    bus.subscribe('t', (m) => heard.push(m));
    await bus.publish('t', 'one');
    await until('the second listener', async () => heard.length === 1);
    expect(errors.some((e) => e.includes('listener bug'))).toBe(true);
    await bus.close();
    await expect(bus.publish('t', 'after')).resolves.toBeUndefined();
    expect(heard).toEqual(['one']);
  });

  it('ignores, and reports, a notification on its channel that is not [topic, message]', async () => {
    const errors: string[] = [];
    const bus = await openPostgresLiveBus({ url: db().url, onError: (e) => errors.push(e.message) });
    const heard: string[] = [];
    bus.subscribe('t', (m) => heard.push(m));
    const client = new pg.Client({ connectionString: db().url });
    await client.connect();
    try {
      await client.query(`notify bridge_score_live, 'not json'`);
      await client.query(`notify bridge_score_live, '["t", 3]'`);
      await bus.publish('t', 'real');
      await until('the real message', async () => heard.length === 1);
      expect(heard).toEqual(['real']);
      expect(errors.filter((e) => e.startsWith('ignored'))).toHaveLength(2);
    } finally {
      await client.end();
      await bus.close();
    }
  });

  describePostgresProcesses(db);
});

/** Two Node processes, each with its own bus on the test's database. */
function describePostgresProcesses(db: () => { readonly url: string }): void {
  let a: BusProcess;
  let b: BusProcess;
  const name = `bridge-score-bus-${process.pid}`;
  beforeAll(async () => {
    if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run npm run build first`);
    a = busProcess(db().url, `${name}-a`);
    b = busProcess(db().url, `${name}-b`);
    await Promise.all([a.ready, b.ready]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  }, 30_000);

  it('carries a publish in one process to a subscriber in the other, and unsubscribing stops it', async () => {
    await b.run('subscribe', 'event:e1');
    await b.run('subscribe', 'event:marker');
    expect((await a.run('publish', 'event:e1', '{"version":1}')).error).toBeUndefined();
    await until('process b to hear version 1', async () => heardOn(b, 'event:e1').length === 1);
    expect(heardOn(b, 'event:e1')).toEqual(['{"version":1}']);
    expect(heardOn(a, 'event:e1')).toEqual([]); // a did not subscribe

    await b.run('unsubscribe', 'event:e1');
    await a.run('publish', 'event:e1', '{"version":2}');
    // Sent after version 2 on one connection, the marker arrives after it: by then b has heard
    // version 2 if it was going to.
    await a.run('publish', 'event:marker', 'm1');
    await until('process b to hear the marker', async () => heardOn(b, 'event:marker').length === 1);
    expect(heardOn(b, 'event:e1')).toEqual(['{"version":1}']);
  });

  it('listens again after the server ends its connection, says so, and hears the next message', async () => {
    await b.run('subscribe', 'event:e2');
    const before = await b.run('pid');
    expect(before.pid).toEqual(expect.any(Number));
    const admin = new pg.Client({ connectionString: db().url });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [
        before.pid,
      ]);
      expect(ended.rows[0]?.ended).toBe(true);
      // The bus connects again by itself and tells its listeners to re-read.
      await until('process b to listen again', async () => heardOn(b, 'event:e2').includes(RESYNC_MESSAGE));
      const after = await b.run('pid');
      expect(after.reconnections).toBe(before.reconnections + 1);
      expect(after.pid).not.toBe(before.pid);
      const listening = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1`,
        [`${name}-b`],
      );
      expect(listening.rows.map((r) => r.pid)).toContain(after.pid);
      expect(b.errors.some((e) => e.includes('connecting again'))).toBe(true);
    } finally {
      await admin.end();
    }
    await a.run('publish', 'event:e2', '{"version":7}');
    await until('process b to hear version 7', async () => heardOn(b, 'event:e2').includes('{"version":7}'));
    expect(heardOn(b, 'event:e2')).toEqual([RESYNC_MESSAGE, '{"version":7}']);
  });
}
