/**
 * The core is grouped by the parts of the game, and imports run only
 * downward: common → deal → home, teams → pairs. The root's `errors.ts`
 * gathers every part's errors and `index.ts` is the public API; no part
 * imports either. Checked on the sources, so a new upward import fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

/** What each part may import, besides itself. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  common: [],
  deal: ['common'],
  home: ['common', 'deal'],
  teams: ['common', 'deal'],
  pairs: ['common', 'deal', 'teams'],
};

/** The imports of one part's files that break the order (or name a package: the core has none). */
function violations(part: string, files: readonly { name: string; text: string }[]): string[] {
  const allowed = new Set([part, ...(MAY_IMPORT[part] ?? [])]);
  const wrong: string[] = [];
  for (const { name, text } of files) {
    // Examples in comments import the package; only code counts.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = m[1] as string;
      const target = spec.startsWith('./') ? part : spec.startsWith('../') ? spec.split('/')[1] : undefined;
      // `../x.js` is the root (errors.ts, index.ts): above every part.
      if (target === undefined || !allowed.has(target) || /^\.\.\/[^/]+\.js$/.test(spec)) {
        wrong.push(`${part}/${name} imports ${spec}`);
      }
    }
  }
  return wrong;
}

const filesOf = (part: string) =>
  readdirSync(join(SRC, part))
    .filter((f) => f.endsWith('.ts'))
    .map((name) => ({ name, text: readFileSync(join(SRC, part, name), 'utf8') }));

describe('the parts of the core', () => {
  const parts = readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  it('are the parts a bridge player would name, each with an index', () => {
    expect(parts.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
    for (const part of parts) expect(readdirSync(join(SRC, part))).toContain('index.ts');
  });

  it.each(Object.keys(MAY_IMPORT))('%s imports only itself and the parts below it', (part) => {
    expect(violations(part, filesOf(part))).toEqual([]);
  });

  it('an upward import, an import of the root or of a package is caught', () => {
    const file = (text: string) => [{ name: 'x.ts', text }];
    expect(violations('teams', file("import { m } from '../pairs/matchpoints.js';"))).toHaveLength(1);
    expect(violations('deal', file("import type { E } from '../errors.js';"))).toHaveLength(1);
    expect(violations('deal', file("import { readFileSync } from 'node:fs';"))).toHaveLength(1);
    expect(violations('pairs', file("import { imps } from '../teams/imps.js';"))).toEqual([]);
    expect(violations('home', file("import { s } from './sheet.js';"))).toEqual([]);
    expect(violations('home', file("/** import { x } from '@bridge-score/core'; */"))).toEqual([]);
  });
});
