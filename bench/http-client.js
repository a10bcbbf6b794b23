// A lean HTTP/1.1 client for the live bench: each phone's requests go one at a time (no
// pipelining) over kept-alive TCP connections (at most one a phone), each request written whole
// in one write and its answer read by its Content-Length (or chunks), with the same arguments,
// retries and answers as `send` of packages/server/scripts/live-evening.js. The bench's client
// runs on the same two cores as the server: Node's `fetch` costs several times the CPU of a
// request through node:http, and node:http (its agent, streams and parser) about twice what this
// does; the lighter the client, the more of the figure is the server's.
import net from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive connection: `request(head, timeoutMs)` writes a request and resolves with
 * `{ status, text, close }` (close: the server said it closes the connection), or rejects when the
 * connection fails or times out (and is then done: `dead`).
 */
class Connection {
  constructor(host, port) {
    this.dead = false;
    this.pending = null;
    this.buffer = null;
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.data(chunk));
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  request(payload, timeoutMs) {
    return new Promise((resolve, reject) => {
      this.pending = {
        resolve,
        reject,
        timer: setTimeout(() => this.fail(new Error('timed out')), timeoutMs),
      };
      this.buffer = null;
      this.socket.write(payload);
    });
  }

  fail(e) {
    this.dead = true;
    const p = this.pending;
    this.pending = null;
    if (p) {
      clearTimeout(p.timer);
      p.reject(e);
    }
    this.socket.destroy();
  }

  data(chunk) {
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    const p = this.pending;
    if (!p) return;
    const buf = this.buffer;
    const end = buf.indexOf(HEADER_END);
    if (end < 0) return;
    const head = buf.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const lower = head.toLowerCase();
    const close = /\r\nconnection: *close/.test(lower);
    let text;
    const length = /\r\ncontent-length: *(\d+)/.exec(lower);
    if (length) {
      const size = Number(length[1]);
      if (buf.length < end + 4 + size) return;
      text = buf.toString('utf8', end + 4, end + 4 + size);
    } else if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
      const parts = [];
      let at = end + 4;
      for (;;) {
        const line = buf.indexOf('\r\n', at);
        if (line < 0) return;
        const size = Number.parseInt(buf.toString('latin1', at, line), 16);
        if (buf.length < line + 2 + size + 2) return;
        if (size === 0) break;
        parts.push(buf.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
      text = Buffer.concat(parts).toString('utf8');
    } else if (status === 204 || status === 304) {
      text = '';
    } else {
      // A body to the end of the connection: not what the server sends; taken as a failure.
      this.fail(new Error('answer without a length'));
      return;
    }
    this.pending = null;
    this.buffer = null;
    clearTimeout(p.timer);
    if (close) this.fail(new Error('closed by the server'));
    p.resolve({ status, text });
  }
}

/**
 * A client for `connections` phones at once: `send(method, url, body, deadline, stats)` retried
 * while the server cannot answer (refused, reset, 5xx, 429) until `deadline`; `{ status, body, ms }`
 * or null past the deadline. `close()` ends its connections.
 */
export function httpClient(connections) {
  /** Idle connections by `host:port`; at most `connections` open. */
  const idle = new Map();
  const all = new Set();
  const waiting = [];

  function take(host, port) {
    const key = `${host}:${port}`;
    const free = idle.get(key);
    while (free && free.length > 0) {
      const c = free.pop();
      if (!c.dead) return Promise.resolve(c);
      all.delete(c);
    }
    for (const c of all) if (c.dead) all.delete(c);
    if (all.size < connections) {
      const c = new Connection(host, port);
      all.add(c);
      return Promise.resolve(c);
    }
    return new Promise((resolve) => waiting.push(() => resolve(take(host, port))));
  }

  function give(c, host, port) {
    if (c.dead) all.delete(c);
    else {
      const key = `${host}:${port}`;
      const free = idle.get(key) ?? [];
      free.push(c);
      idle.set(key, free);
    }
    waiting.shift()?.();
  }

  /** The parts of each URL asked for (a phone asks for the same few again and again). */
  const urls = new Map();
  const parts = (url) => {
    let held = urls.get(url);
    if (!held) {
      const { hostname, port, pathname, search } = new URL(url);
      held = { hostname, port, pathname, search };
      if (urls.size > 10_000) urls.clear();
      urls.set(url, held);
    }
    return held;
  };

  async function once(method, url, body, timeoutMs) {
    const { hostname, port, pathname, search } = parts(url);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const head =
      payload === undefined
        ? `${method} ${pathname}${search} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n\r\n`
        : `${method} ${pathname}${search} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n` +
          `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`;
    const c = await take(hostname, Number(port));
    try {
      return await c.request(head, timeoutMs);
    } finally {
      give(c, hostname, Number(port));
    }
  }

  async function send(method, url, body, deadline, stats) {
    for (let attempt = 0; Date.now() < deadline && attempt < 100_000; attempt++) {
      const t0 = performance.now();
      try {
        const res = await once(method, url, body, Math.max(1, Math.min(30_000, deadline - Date.now())));
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

  return {
    send,
    close: () => {
      for (const c of all) c.fail(new Error('client closed'));
      all.clear();
      idle.clear();
    },
  };
}
