/**
 * One app process's side of the live bus tests (`postgres-bus.test.ts`): a
 * PostgreSQL live bus on `BUS_URL`, driven by JSON lines on stdin
 * (`{ id, op: 'subscribe' | 'unsubscribe' | 'publish' | 'pid', topic?, message? }`),
 * answering on stdout (`{ ev: 'done', id, pid? }`, `{ ev: 'message', topic, message }`,
 * `{ ev: 'error', message }`). Runs the built bus (`npm run build`).
 */
import { createInterface } from 'node:readline';
import { openPostgresLiveBus } from '../dist/store/postgres-bus.js';

const send = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);
const bus = await openPostgresLiveBus({
  url: process.env.BUS_URL ?? '',
  maxRetryMs: 200,
  applicationName: process.env.BUS_NAME ?? 'bridge-score-live-test',
  onError: (e) => send({ ev: 'error', message: e.message }),
});
const subscriptions = new Map();
send({ ev: 'ready', pid: bus.listenerPid });
for await (const line of createInterface({ input: process.stdin })) {
  const c = JSON.parse(line);
  try {
    if (c.op === 'subscribe') {
      subscriptions.set(
        c.topic,
        bus.subscribe(c.topic, (message) => send({ ev: 'message', topic: c.topic, message })),
      );
    } else if (c.op === 'unsubscribe') {
      subscriptions.get(c.topic)?.();
      subscriptions.delete(c.topic);
    } else if (c.op === 'publish') {
      await bus.publish(c.topic, c.message);
    }
    send({ ev: 'done', id: c.id, pid: bus.listenerPid, reconnections: bus.reconnections });
  } catch (e) {
    send({ ev: 'done', id: c.id, error: String(e) });
  }
}
await bus.close();
