/**
 * Builds the page into `dist/`: `index.html`, the hashed scripts and styles
 * in `assets/`, the service worker as `sw.js` at the root (so that it may
 * serve the whole site), and the `public/` files (manifest, icons). The
 * service worker is given the list of files to keep for offline use and a
 * version made from them, so that a new build replaces the old cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Writes the offline file list and its version into `sw.js`, in place of its placeholder. */
function precache(): Plugin {
  return {
    name: 'bridge-score-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter(
        (f) => f !== 'sw.js' && !f.endsWith('.map') && f !== 'index.html',
      );
      const publicFiles = readdirSync(here('./public'));
      const urls = ['/', ...built.map((f) => `/${f}`), ...publicFiles.map((f) => `/${f}`)].sort();
      const hash = createHash('sha256');
      for (const [name, item] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        hash.update(name);
        hash.update(item.type === 'chunk' ? item.code : item.source);
      }
      const manifest = JSON.stringify({ version: hash.digest('hex').slice(0, 16), urls });
      const sw = bundle['sw.js'];
      if (sw?.type !== 'chunk') throw new Error('the service worker was not built');
      const placeholder = /(["'`])__BRIDGE_SCORE_PRECACHE__\1/;
      if (!placeholder.test(sw.code)) throw new Error('the service worker has no precache placeholder');
      sw.code = sw.code.replace(placeholder, JSON.stringify(manifest));
    },
  };
}

export default defineConfig({
  root: here('.'),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { main: here('./index.html'), sw: here('./src/sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  plugins: [precache()],
});
