/**
 * The live bus and feed without a server: the in-process bus delivers to each subscriber of a
 * topic until it unsubscribes; the feed coalesces a burst of changes into few recomputations,
 * sends the latest to every viewer, and forgets an event when its last viewer leaves.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { eventTopic, MemoryLiveBus } from '../src/live-bus.js';
import { LiveFeed } from '../src/live-feed.js';
import { LOCAL, type Store, type StoredDeskEvent } from '../src/store/store.js';
import { until } from './helpers.js';
import { pairsSetup } from './live-helpers.js';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('MemoryLiveBus', () => {
  it('delivers each message to every subscriber of its topic, until each unsubscribes', async () => {
    const bus = new MemoryLiveBus();
    const got: string[] = [];
    const a = bus.subscribe('event:1', (m) => got.push(`a ${m}`));
    const b = bus.subscribe('event:1', (m) => got.push(`b ${m}`));
    bus.subscribe('event:2', (m) => got.push(`other ${m}`));
    await bus.publish('event:1', 'x');
    await tick();
    expect(got.sort()).toEqual(['a x', 'b x']);
    a();
    await bus.publish('event:1', 'y');
    await tick();
    expect(got.sort()).toEqual(['a x', 'b x', 'b y']);
    b();
    await bus.close();
    await bus.publish('event:2', 'z');
    await tick();
    expect(got).not.toContain('other z');
  });
});

/** A viewer's response: what was written to it. */
function viewer() {
  const res = new EventEmitter() as EventEmitter & { text: string; status: number; ended: boolean };
  res.text = '';
  res.status = 0;
  res.ended = false;
  Object.assign(res, {
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    write(chunk: string) {
      res.text += chunk;
      return true;
    },
    end() {
      res.ended = true;
      res.emit('close');
    },
  });
  return res;
}

describe('LiveFeed', () => {
  it('coalesces a burst of changes, sends the latest to every viewer, and heartbeats', async () => {
    let version = 1;
    let reads = 0;
    const setup = pairsSetup(3);
    const store = {
      async getDeskEvent(): Promise<StoredDeskEvent> {
        reads += 1;
        return {
          id: 'e',
          kind: 'pairs',
          name: 'x',
          date: '2026-12-01',
          version,
          lines: 0,
          source: null,
          createdAt: '',
          updatedAt: '',
          setup,
          deskLines: [],
        };
      },
    } as unknown as Store;
    const bus = new MemoryLiveBus();
    const feed = new LiveFeed(store, bus, { coalesceMs: 200, heartbeatMs: 50 });
    const a = viewer();
    const b = viewer();
    feed.attach(LOCAL, 'e', a as unknown as ServerResponse, 'en');
    feed.attach(LOCAL, 'e', b as unknown as ServerResponse, 'en');
    await until('the first update', async () => a.text.includes('"version":1'));
    expect(reads).toBe(1);
    expect(a.text).toContain('"version":1');
    // 100 changes at once: at most one more reading within the window, and it has the last version.
    for (let i = 0; i < 100; i++) {
      version += 1;
      await bus.publish(eventTopic('e'), JSON.stringify({ version }));
    }
    await until('the last version sent', async () => [a, b].every((v) => v.text.includes('"version":101')));
    await until('a heartbeat', async () => [a, b].every((v) => v.text.includes(': ping')));
    expect(reads).toBeLessThanOrEqual(3);
    for (const v of [a, b]) {
      expect(v.status).toBe(200);
      expect(v.text).toContain('"version":101');
      expect(v.text).toContain(': ping');
    }
    expect(feed.viewers).toBe(2);
    a.emit('close');
    b.emit('close');
    expect(feed.viewers).toBe(0);
    // No viewer left: changes are not read.
    const before = reads;
    await bus.publish(eventTopic('e'), '{}');
    await tick(250);
    expect(reads).toBe(before);
    const c = viewer();
    feed.attach(LOCAL, 'e', c as unknown as ServerResponse, 'en');
    feed.close();
    expect(c.ended).toBe(true);
  });
});
