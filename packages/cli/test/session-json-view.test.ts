/**
 * The JSON of `session` takes the conventions line and the warnings' messages from `jsonView`,
 * not from the whole session view (whose rankings it does not need): the two must word them
 * alike, in every language, for files whose writer's conventions are named and whose
 * sessions have warnings.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONVENTIONS, conventionSettings, scoreSession } from '@bridge-score/core';
import { readResultsFile } from '@bridge-score/formats';
import { LANGS } from '@bridge-score/i18n';
import { sessionView } from '@bridge-score/view';
import { describe, expect, test } from 'vitest';
import { conventionsChosen, conventionsNote, jsonView } from '../src/session-output.js';

const golden = (name: string) => fileURLToPath(new URL(`../../formats/test/golden/${name}`, import.meta.url));

describe('the JSON’s view of a session', () => {
  for (const name of ['club.xml', 'foreign-compscore-butler.xml', 'mitchell.pbn', 'messy.pbn']) {
    test(`${name}: the conventions line and the warnings as the session view words them`, () => {
      const read = readResultsFile(new Uint8Array(readFileSync(golden(name))), { file: name });
      if (!read.ok) throw new Error(name);
      const { event } = read.value;
      const chosen = conventionsChosen(
        name === 'mitchell.pbn' ? CONVENTIONS.compscore : undefined,
        read.value,
      );
      const score = scoreSession(event, {
        ...conventionSettings(chosen.used),
        ...(read.value.settings.method === undefined ? {} : { method: read.value.settings.method }),
      });
      const note = conventionsNote(chosen);
      for (const lang of LANGS) {
        const whole = sessionView({ event, score, lang, conventions: note, title: name });
        expect(jsonView(event, score, lang, note)).toEqual({
          conventions: whole.conventions,
          warnings: whole.warnings,
        });
      }
    });
  }

  test('a session with warnings and conventions chosen: worded alike, and there is something to compare', () => {
    // Board 1 played at six tables, board 2 at one: board 2 is incomplete (a warning).
    const rows = ['board,ns,ew,contract,declarer,tricks'];
    for (let t = 1; t <= 6; t++) rows.push(`1,${t},${t},2S,N,8`);
    rows.push('2,1,1,3NT,S,9');
    const read = readResultsFile(new TextEncoder().encode(`${rows.join('\n')}\n`), { file: 'w.csv' });
    if (!read.ok) throw new Error('w.csv');
    const { event } = read.value;
    const chosen = conventionsChosen(CONVENTIONS.compscore, read.value);
    const score = scoreSession(event, conventionSettings(chosen.used));
    const note = conventionsNote(chosen);
    for (const lang of LANGS) {
      const view = jsonView(event, score, lang, note);
      expect(view.conventions).not.toBeNull();
      expect(view.warnings.map((w) => w.warning.code)).toContain('board-incomplete');
      const whole = sessionView({ event, score, lang, conventions: note, title: null });
      expect(view).toEqual({ conventions: whole.conventions, warnings: whole.warnings });
    }
  });
});
