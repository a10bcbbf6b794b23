import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFrom } from '../src/config.js';
import { langOf } from '../src/errors.js';
import { get, post, start, uuid } from './helpers.js';
import { BIN, startProcess } from './process.js';

const dir = mkdtempSync(join(tmpdir(), 'bridge-score-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it('prints its URL, keeps data in DATA_DIR, and shuts down gracefully on SIGTERM and SIGINT', async () => {
    const data = join(dir, 'data');
    const first = await startProcess({ PORT: '0', DATA_DIR: data });
    expect(first.output()).toMatch(/bridge-score is running at http:\/\/127\.0\.0\.1:\d+\//);
    expect(existsSync(join(data, 'bridge-score.db'))).toBe(true);
    const id = uuid();
    expect(
      (await post(`${first.url}/api/evenings/${id}/changes`, { base: 0, changes: [start()] })).status,
    ).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toMatch(/SIGTERM, closing/);

    // Started again on the same data: the evening is there.
    const second = await startProcess({ PORT: '0', DATA_DIR: data });
    expect((await get(`${second.url}/api/evenings/${id}`)).body.version).toBe(1);
    expect(await second.stop('SIGINT')).toBe(0);
  });

  it('refuses a bad PORT with the variable’s name', () => {
    const r = spawnSync(process.execPath, [BIN], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/PORT must be a port number/);
  });
});

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080 and ./data, and takes PORT, HOST, DATA_DIR', () => {
    const d = configFrom({}, '/web');
    expect(d.ok && d.value).toMatchObject({ port: 8080, host: '127.0.0.1', webRoot: '/web' });
    expect(d.ok && d.value.dataDir).toBe(join(process.cwd(), 'data'));
    const o = configFrom({ PORT: '3000', HOST: '0.0.0.0', DATA_DIR: '/srv/bridge' }, '/web');
    expect(o.ok && o.value).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: '/srv/bridge' });
    expect(configFrom({ PORT: '70000' }, '/web').ok).toBe(false);
    expect(configFrom({ HOST: 'example' }, '/web').ok).toBe(false);
  });

  it('reads the language from Accept-Language by weight', () => {
    expect(langOf(undefined)).toBe('en');
    expect(langOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(langOf('de-DE,zh-CN;q=0.5,en;q=0.4')).toBe('zh');
    expect(langOf('fr')).toBe('en');
    expect(langOf('ru;q=0,zh')).toBe('zh');
  });
});
