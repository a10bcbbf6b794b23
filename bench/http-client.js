// A lean HTTP client for the live bench: node:http over kept-alive connections (one per phone,
// no pipelining), with the same arguments, retries and answers as `send` of
// packages/server/scripts/live-evening.js. Node's `fetch` costs the client several times the CPU
// of a request through node:http, and the bench's client runs on the same two cores as the server:
// the lighter it is, the more of the figure is the server's.
import http from 'node:http';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One request: `{ status, text }`, or a thrown error (refused, reset, timed out). */
function once(agent, method, url, body, timeoutMs) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers:
          payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A client for `connections` phones at once: `send(method, url, body, deadline, stats)` retried
 * while the server cannot answer (refused, reset, 5xx, 429) until `deadline`; `{ status, body, ms }`
 * or null past the deadline. `close()` ends its connections.
 */
export function httpClient(connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  async function send(method, url, body, deadline, stats) {
    for (let attempt = 0; Date.now() < deadline && attempt < 100_000; attempt++) {
      const t0 = performance.now();
      try {
        const res = await once(
          agent,
          method,
          url,
          body,
          Math.max(1, Math.min(30_000, deadline - Date.now())),
        );
        const ms = performance.now() - t0;
        if (res.status >= 500 || res.status === 429) {
          if (stats) stats.retries += 1;
          await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)));
          continue;
        }
        return { status: res.status, body: res.text ? JSON.parse(res.text) : null, ms };
      } catch {
        if (stats) stats.retries += 1;
        await sleep(Math.min(200, 10 * 2 ** Math.min(attempt, 4)));
      }
    }
    return null;
  }
  return { send, close: () => agent.destroy() };
}
