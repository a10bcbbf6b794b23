/**
 * `#/desk/<id>`: traveller entry at keyboard speed. The director picks the
 * board (section or match, board number, Enter), then types each line as
 * players say it and presses Enter; an empty line and Enter go to the next
 * board. The score shows as the line is typed; a line that cannot be read is
 * refused beside the field with the reason, and nothing is sent. Every line
 * taken is sent to the server at once, and the rankings are recomputed in the
 * page by the core (`@bridge-score/desk`) as lines change. The core's entry
 * checks (an impossible score, a lone outlier, a pair twice on a board) and
 * the lines the movement still expects show beside the traveller.
 */
import { boardVulnerability, type Outcome, outcomeNsScore } from '@bridge-score/core';
import {
  type DeskLine,
  type DeskSetup,
  type ExpectedPlay,
  expectedPlay,
  type LineError,
  type MissingLine,
  meetsOnBoard,
  namesPairs,
  nextSwissMatches,
  type PairsSetup,
  pairsView,
  parsePairNames,
  parsePairsLine,
  parseTableLine,
  plans,
  readDeskLine,
  scheduleOf,
  scorePairsDesk,
  scoreTeamsDesk,
  sectionBoards,
  type TeamLineError,
  type TeamsSetup,
  teamsView,
  withPairs,
} from '@bridge-score/desk';
import { warningMessage } from '@bridge-score/i18n';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LivePanel } from '../live/panel';
import { useUi } from '../ui';
import { uuid } from '../uuid';
import { type DeskEvent, deleteLine, exportUrl, getEvent, putLine, saveSetup } from './api';
import { deskSessionView, deskTeamEventView, PairsRankings, TeamsRankings } from './rankings';
import { deskMessage, useDesk } from './words';

/** The boards of a section (its movement's) or of a match (1 … boards a match); an imported section: the boards it has. */
export function boardsOf(setup: DeskSetup, section: string, lines: readonly DeskLine[]): number[] {
  if (setup.kind === 'teams') return Array.from({ length: setup.boardsPerMatch }, (_, i) => i + 1);
  const planned = plans(setup);
  const plan = planned.ok ? planned.value.get(section) : undefined;
  if (plan) return sectionBoards(plan);
  // No movement (an imported section, or one typed as it comes): the boards it has, and the next one.
  const held = [...new Set(lines.filter((l) => l.section === section).map((l) => l.board))].sort(
    (a, b) => a - b,
  );
  return [...held, (held[held.length - 1] ?? 0) + 1];
}

/**
 * Whether a board's lines are all in: both tables of a match, or every table its movement has it
 * played at (a pair of each of its plays on a line); never for a section with no movement.
 */
function boardComplete(setup: DeskSetup, section: string, board: number, here: readonly DeskLine[]): boolean {
  if (setup.kind === 'teams') {
    const tables = new Set(
      here.map((l) => parseTableLine(l.text)).flatMap((r) => (r.ok ? [r.value.table] : [])),
    );
    return tables.has(1) && tables.has(2);
  }
  const planned = plans(setup);
  const plan = planned.ok ? planned.value.get(section) : undefined;
  if (!plan) return false;
  const played = new Set(
    here.map((l) => parsePairsLine(l.text)).flatMap((r) => (r.ok ? [`${r.value.ns} ${r.value.ew}`] : [])),
  );
  return scheduleOf(plan, board).every((p) => played.has(`${p.ns.number} ${p.ew.number}`));
}

/** The files an event exports: a pairs event's results files; a teams event's match file and VP scale. */
function exportsOf(setup: DeskSetup): ('pbn' | 'usebio' | 'csv' | 'json' | 'vp-scale')[] {
  if (setup.kind === 'pairs') return ['pbn', 'usebio', 'csv', 'json'];
  return setup.scoring === 'vp' ? ['csv', 'vp-scale'] : ['csv'];
}

export function sectionsOf(setup: DeskSetup): string[] {
  return setup.kind === 'pairs'
    ? setup.sections.map((s) => s.name)
    : setup.matches.map((_, i) => String(i + 1));
}

/** Why a line cannot be taken, or null (the same check the server makes). */
export function lineRefusal(setup: DeskSetup, line: DeskLine): LineError | TeamLineError | null {
  if (setup.kind === 'teams') return scoreTeamsDesk(setup, [line]).errors.get(line.id) ?? null;
  const planned = plans(setup);
  const read = readDeskLine(planned.ok ? planned.value.get(line.section) : undefined, line);
  return read.ok ? null : read.error;
}

/**
 * The play a pairs board expects next by its section's movement (its pairs go in front of the
 * outcome typed); null for a teams event, a section with no movement, or a board with every line.
 */
function expectedOf(
  setup: DeskSetup | null,
  section: string,
  board: number,
  here: readonly DeskLine[],
): ExpectedPlay | null {
  if (setup?.kind !== 'pairs') return null;
  const planned = plans(setup);
  const plan = planned.ok ? planned.value.get(section) : undefined;
  return plan ? expectedPlay(plan, board, here) : null;
}

/** Whether a line typed with its own pairs names two pairs that do not meet on this board in the movement. */
function offMovement(
  setup: DeskSetup,
  section: string,
  board: number,
  text: string,
): [number, number] | null {
  if (setup.kind !== 'pairs' || !namesPairs(text)) return null;
  const planned = plans(setup);
  const plan = planned.ok ? planned.value.get(section) : undefined;
  const read = parsePairsLine(text);
  if (!plan || !read.ok) return null;
  return meetsOnBoard(plan, board, read.value.ns, read.value.ew) ? null : [read.value.ns, read.value.ew];
}

/** What a line as typed so far scores, in words; or its error. `text` is the line as it will be stored. */
function usePreview(setup: DeskSetup, section: string, board: number, text: string) {
  const { f, c } = useUi();
  const d = useDesk();
  if (text.trim() === '') return null;
  const read = setup.kind === 'teams' ? parseTableLine(text) : parsePairsLine(text);
  if (!read.ok) return { error: read.error };
  const off = offMovement(setup, section, board, text);
  const note = off ? ` (${d.entry.notInMovement(off[0], off[1], board)})` : '';
  const o: Outcome = read.value.outcome;
  switch (o.kind) {
    case 'played':
    case 'score': {
      const ns = outcomeNsScore(o, boardVulnerability(board));
      return { text: `${d.results.ns} ${f.signed(ns)}${note}`, score: ns };
    }
    case 'adjusted':
      return { text: d.entry.adjusted };
    case 'weighted':
      return { text: d.entry.weighted };
    case 'not-played':
      return { text: d.entry.notPlayed };
  }
  return { text: c.session.vulnerability[boardVulnerability(board)] };
}

export function EntryView(props: {
  id: string;
  /** The board to open at, else the section's first. */
  at?: { readonly section: string | undefined; readonly board: number };
}) {
  const ui = useUi();
  const d = useDesk();
  const [event, setEvent] = useState<DeskEvent | null | 'missing'>(null);
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [section, setSection] = useState('');
  const [board, setBoard] = useState(1);
  const [boardText, setBoardText] = useState('1');
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('');
  const lineInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    getEvent(props.id).then(
      (r) => {
        if (r.status !== 200) return setEvent('missing');
        setEvent(r.body);
        setLines(r.body.deskLines);
        const sections = sectionsOf(r.body.setup);
        const first = sections.find((s) => s === props.at?.section) ?? sections[0] ?? 'A';
        setSection(first);
        const b = props.at?.board ?? boardsOf(r.body.setup, first, r.body.deskLines)[0] ?? 1;
        setBoard(b);
        setBoardText(String(b));
      },
      () => setEvent('missing'),
    );
  }, [props.id, props.at?.section, props.at?.board]);

  /** Lines stored elsewhere (a table's phone, another desk): taken as the server holds them now. */
  const reload = () =>
    getEvent(props.id).then(
      (r) => {
        if (r.status !== 200) return;
        setEvent((held) => (held && held !== 'missing' ? { ...held, ...r.body, setup: r.body.setup } : held));
        setLines(r.body.deskLines);
      },
      () => {},
    );

  const setup = event && event !== 'missing' ? event.setup : null;
  // The page opens ready for the first line: no key spent reaching the field.
  const loaded = setup !== null;
  useEffect(() => {
    if (loaded) lineInput.current?.focus();
  }, [loaded]);
  const scored = useMemo(() => {
    if (!setup) return null;
    return setup.kind === 'pairs'
      ? { kind: 'pairs' as const, desk: scorePairsDesk(setup, lines) }
      : { kind: 'teams' as const, desk: scoreTeamsDesk(setup, lines) };
  }, [setup, lines]);
  const view = useMemo(() => {
    if (!scored) return null;
    return scored.kind === 'pairs' ? pairsView(scored.desk) : teamsView(scored.desk);
  }, [scored]);
  const rankings = useMemo(
    () =>
      scored?.kind === 'pairs' && setup?.kind === 'pairs'
        ? (deskSessionView(scored.desk, setup, ui.lang)?.rankings ?? [])
        : [],
    [scored, setup, ui.lang],
  );
  const standings = useMemo(
    () =>
      scored?.kind === 'teams' && setup?.kind === 'teams'
        ? deskTeamEventView(scored.desk, setup, ui.lang)
        : null,
    [scored, setup, ui.lang],
  );
  // The same element while the lines are the same: a key typed redraws the field, not the rankings.
  const rankingsPanel = useMemo(
    () =>
      !view || !setup ? null : view.kind === 'pairs' ? (
        <PairsRankings rankings={rankings} />
      ) : (
        <TeamsRankings view={view} setup={setup as TeamsSetup} standings={standings} />
      ),
    [view, setup, rankings, standings],
  );
  const here = lines.filter((l) => l.section === section && l.board === board);
  // The pairs the movement has play this board next: the director types the outcome only.
  const expected = expectedOf(setup, section, board, here);
  const full = withPairs(text, expected);
  const preview = usePreview(setup ?? ({ kind: 'pairs' } as PairsSetup), section, board, full);

  if (event === 'missing')
    return <p role="alert">{ui.web.api['desk-not-found']({ code: 'desk-not-found' })}</p>;
  if (!event || !setup || !scored || !view) return <p>…</p>;

  const boards = boardsOf(setup, section, lines);

  const goBoard = (b: number) => {
    setBoard(b);
    setBoardText(String(b));
    setRefused(null);
  };
  const nextBoard = () => {
    const i = boards.indexOf(board);
    const next = boards[i + 1];
    if (next !== undefined) goBoard(next);
  };

  /**
   * Sends a line; when the server does not take it, the page takes it back (`undo`, on the lines
   * as they are then: lines typed meanwhile stay) and says why, so nothing is shown as saved that is not.
   */
  const send = async (line: DeskLine, undo: (held: DeskLine[]) => DeskLine[]) => {
    setStatus(d.entry.saving);
    let why: string | null = null;
    try {
      const r = await putLine(event.id, line);
      if (r.status !== 200) why = r.body.error?.message ?? String(r.status);
    } catch (e) {
      why = e instanceof Error ? e.message : String(e);
    }
    if (why === null) {
      setStatus(d.entry.saved);
      return;
    }
    setLines(undo);
    setStatus(d.entry.failed(why));
  };

  /**
   * Takes a line typed, or composed by the form; answers whether it was taken. A line typed that
   * completes its board (every table the movement has play it, both tables of a match) opens the
   * next board, so that no key is spent on it.
   */
  const take = (typed: string, advance = false): boolean => {
    const line: DeskLine = { id: uuid(), section, board, text: withPairs(typed, expected), reason: null };
    const refusal = lineRefusal(setup, line);
    if (refusal) {
      setRefused(deskMessage(refusal.error, ui.lang));
      return false;
    }
    setLines([...lines, line]);
    setRefused(null);
    if (advance && boardComplete(setup, section, board, [...here, line])) nextBoard();
    void send(line, (held) => {
      // The line typed goes back into the field, on its board, unless another is being typed.
      setText((now) => {
        if (now !== '') return now;
        setBoard(line.board);
        setBoardText(String(line.board));
        return line.text;
      });
      return held.filter((l) => l.id !== line.id);
    });
    return true;
  };

  const enter = (e: Event) => {
    e.preventDefault();
    if (text.trim() === '') {
      nextBoard();
      return;
    }
    if (take(text, true)) setText('');
  };

  const change = (line: DeskLine) => {
    if (lineRefusal(setup, line)) return false;
    const old = lines.find((l) => l.id === line.id);
    setLines(lines.map((l) => (l.id === line.id ? line : l)));
    void send(line, (held) => held.map((l) => (l.id === line.id && old ? old : l)));
    return true;
  };

  const remove = async (line: DeskLine) => {
    const at = lines.findIndex((l) => l.id === line.id);
    setLines(lines.filter((l) => l.id !== line.id));
    const r = await deleteLine(event.id, line.id).catch(() => null);
    if (r?.status !== 200) {
      // Not deleted on the server: the line comes back where it was.
      setLines((held) => [...held.slice(0, at), line, ...held.slice(at)]);
      setStatus(d.entry.failed(r?.body.error?.message ?? String(r?.status ?? '')));
    }
  };

  const onBoard = (e: Event) => {
    e.preventDefault();
    const b = Number(boardText);
    if (boards.includes(b)) {
      goBoard(b);
      lineInput.current?.focus();
    }
  };

  const missing: MissingLine[] =
    scored.kind === 'pairs'
      ? scored.desk.missing.filter((m) => m.section === section && m.board === board)
      : [];
  const teamsBoard =
    view.kind === 'teams'
      ? view.matches[Number(section) - 1]?.boards.find((b) => b.board === board)
      : undefined;

  return (
    <section class="desk desk-entry">
      <h1>{setup.name}</h1>
      <p class="actions no-print">
        <a href={`#/desk/${event.id}/results`}>{d.list.results}</a>
        {' · '}
        {d.files.export}
        {': '}
        {exportsOf(setup).map((fmt) => (
          <a key={fmt} href={exportUrl(event.id, fmt)} download>
            {' '}
            {fmt === 'vp-scale' ? d.form.vpScale : fmt.toUpperCase()}
          </a>
        ))}
      </p>
      <SetupTools
        event={event}
        onSetup={async (next) => {
          const r = await saveSetup(event.id, next);
          if (r.status !== 200) {
            setStatus(d.entry.failed(r.body.error?.message ?? String(r.status)));
            return;
          }
          setEvent({ ...event, setup: next });
          if (!section) setSection(sectionsOf(next)[0] ?? '');
          setStatus(d.entry.saved);
        }}
        next={() =>
          setup.kind === 'teams' && scored.kind === 'teams' ? nextSwissMatches(setup, scored.desk) : []
        }
      />
      {setup.kind === 'pairs' ? (
        <LivePanel eventId={event.id} setup={setup} onUpdate={() => void reload()} />
      ) : null}
      <div class="entry-grid">
        <div>
          <form class="board-pick" onSubmit={onBoard}>
            {sectionsOf(setup).length > 1 ? (
              <label class="field">
                <span>{setup.kind === 'pairs' ? d.entry.section : d.entry.match}</span>
                <select
                  value={section}
                  onChange={(e) => {
                    const s = (e.target as HTMLSelectElement).value;
                    setSection(s);
                    goBoard(boardsOf(setup, s, lines)[0] ?? 1);
                  }}
                >
                  {sectionsOf(setup).map((s, i) => (
                    <option key={s} value={s}>
                      {setup.kind === 'pairs' ? s : matchName(setup, i, d.rankings.match, d.rankings.bye)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label class="field">
              <span>{d.entry.board}</span>
              <input
                id="desk-board"
                type="number"
                inputMode="numeric"
                min={boards[0]}
                max={boards[boards.length - 1]}
                value={boardText}
                onInput={(e) => setBoardText((e.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit" class="small">
              {d.entry.enter}
            </button>
          </form>
          <form class="line-entry" onSubmit={enter}>
            <label class="field wide">
              <span>
                {d.entry.line} ({d.entry.board} {board})
              </span>
              {expected ? (
                <span id="desk-line-pairs" class="prefill">
                  {d.entry.expected(expected.table, expected.round, expected.ns, expected.ew)}
                </span>
              ) : null}
              <input
                id="desk-line"
                ref={lineInput}
                value={text}
                autoComplete="off"
                spellcheck={false}
                aria-invalid={refused !== null}
                aria-describedby={`${expected ? 'desk-line-pairs ' : ''}desk-line-help desk-line-check`}
                onInput={(e) => {
                  setText((e.target as HTMLInputElement).value);
                  setRefused(null);
                }}
              />
            </label>
            <p id="desk-line-help" class="muted small">
              {setup.kind === 'teams' ? d.entry.tableHelp : expected ? d.entry.outcomeHelp : d.entry.lineHelp}
            </p>
            <p
              id="desk-line-check"
              class={refused || preview?.error ? 'error' : 'preview'}
              aria-live="polite"
            >
              {refused ??
                (preview?.error ? deskMessage(preview.error.error, ui.lang) : (preview?.text ?? ''))}
            </p>
            {refused ? (
              <p role="alert" class="sr-only">
                {refused}
              </p>
            ) : null}
          </form>
          <LineForm teams={setup.kind === 'teams'} onLine={take} />
          <p class="muted small" role="status">
            {status}
          </p>
          <table class="traveller">
            <caption>{d.results.traveller(board)}</caption>
            <thead>
              <tr>
                <th scope="col">{d.entry.typed}</th>
                <th scope="col">{d.entry.score}</th>
                <th scope="col">{setup.kind === 'pairs' ? d.results.nsPoints : d.rankings.imps}</th>
                {setup.kind === 'pairs' ? <th scope="col">{d.results.ewPoints}</th> : null}
                <th scope="col">{d.entry.checks}</th>
                <th scope="col">{d.entry.reason}</th>
                <th scope="col">
                  <span class="sr-only">{d.entry.remove('')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {here.length === 0 ? (
                <tr>
                  <td colSpan={7}>{d.entry.noLines}</td>
                </tr>
              ) : null}
              {here.map((line) => {
                const row =
                  view.kind === 'pairs'
                    ? view.boards
                        .find((b) => b.board === board && (b.section ?? section) === section)
                        ?.rows.find((r) => r.id === line.id)
                    : undefined;
                const error = scored.desk.errors.get(line.id);
                const warnings = scored.kind === 'pairs' ? (scored.desk.warnings.get(line.id) ?? []) : [];
                const table = setup.kind === 'teams' ? (line.text.trim().startsWith('2') ? 2 : 1) : 0;
                const teamScore =
                  (table === 1 ? teamsBoard?.table1 : table === 2 ? teamsBoard?.table2 : undefined) ??
                  (table > 0 ? tableScore(line.text, board) : undefined);
                return (
                  <tr key={line.id} class={error ? 'refused' : warnings.length > 0 ? 'warned' : ''}>
                    <td>
                      <LineText line={line} onChange={change} label={d.entry.typed} />
                    </td>
                    <td class="num">
                      {row?.nsScore != null
                        ? ui.f.signed(row.nsScore)
                        : teamScore != null
                          ? ui.f.signed(teamScore)
                          : ''}
                    </td>
                    <td class="num">
                      {view.kind === 'pairs'
                        ? points(row?.nsPoints, ui.f.number)
                        : table === 1 && teamsBoard?.imps
                          ? ui.f.signed(teamsBoard.imps.a)
                          : ''}
                    </td>
                    {view.kind === 'pairs' ? <td class="num">{points(row?.ewPoints, ui.f.number)}</td> : null}
                    <td>
                      {error ? <span class="error">{deskMessage(error.error, ui.lang)}</span> : null}
                      {warnings.map((w) => (
                        <span key={w.code} class="warn">
                          {warningMessage(w, ui.lang)}
                        </span>
                      ))}
                    </td>
                    <td>
                      <input
                        class="reason"
                        aria-label={`${d.entry.reason}: ${line.text}`}
                        value={line.reason ?? ''}
                        maxLength={200}
                        onChange={(e) => {
                          const reason = (e.target as HTMLInputElement).value.trim();
                          change({ ...line, reason: reason === '' ? null : reason });
                        }}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        class="small"
                        aria-label={d.entry.remove(line.text)}
                        onClick={() => remove(line)}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {missing.length > 0 ? (
            <ul class="missing">
              {missing.map((m) => (
                <li key={`${m.round}-${m.table}`}>{d.entry.missing(m.table, m.round, m.ns, m.ew)}</li>
              ))}
            </ul>
          ) : null}
          <EventChecks
            items={eventChecks(scored, lines, ui.lang)}
            onGo={(sec, b) => {
              setSection(sec);
              goBoard(b);
              lineInput.current?.focus();
            }}
          />
        </div>
        <div class="rankings-panel" aria-live="off">
          {rankingsPanel}
        </div>
      </div>
    </section>
  );
}

function points(x: number | null | undefined, format: (n: number) => string): string {
  if (x === null || x === undefined) return '';
  return format(Math.round(x * 100) / 100);
}

export function matchName(
  setup: TeamsSetup,
  i: number,
  match: (a: string, b: string) => string,
  bye: (t: string) => string,
): string {
  const m = setup.matches[i];
  if (!m) return String(i + 1);
  return `${i + 1}. ${m.b === null ? bye(m.a) : match(m.a, m.b)}`;
}

/** A line's text, edited in place: taken on Enter or when leaving the field if it reads; else put back. */
function LineText(props: { line: DeskLine; onChange: (l: DeskLine) => boolean; label: string }) {
  const [value, setValue] = useState(props.line.text);
  useEffect(() => setValue(props.line.text), [props.line.text]);
  const commit = () => {
    const text = value.trim();
    if (text === props.line.text) return;
    if (!props.onChange({ ...props.line, text })) setValue(props.line.text);
  };
  return (
    <input
      class="line-text"
      aria-label={`${props.label}: ${props.line.text}`}
      value={value}
      spellcheck={false}
      onInput={(e) => setValue((e.target as HTMLInputElement).value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** The same line entered in a form, a field for each word: composed into the typed line and taken as it is. */
function LineForm(props: { teams: boolean; onLine: (text: string) => boolean }) {
  const d = useDesk();
  const empty = { a: '', b: '', contract: '', declarer: '', tricks: '', score: '' };
  const [f, setF] = useState(empty);
  const field = (key: keyof typeof empty, label: string, size = 4) => (
    <label class="field">
      <span>{label}</span>
      <input
        name={`form-${key}`}
        size={size}
        value={f[key]}
        onInput={(e) => setF({ ...f, [key]: (e.target as HTMLInputElement).value })}
      />
    </label>
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const words = [f.a, props.teams ? '' : f.b, f.contract, f.declarer, f.tricks, f.score].map((w) =>
      w.trim(),
    );
    if (props.onLine(words.filter((w) => w !== '').join(' '))) setF(empty);
  };
  return (
    <details class="line-form">
      <summary>{d.form.lineForm}</summary>
      <form onSubmit={submit} class="line-form-fields">
        {props.teams ? field('a', d.form.table) : field('a', d.results.ns)}
        {props.teams ? null : field('b', d.results.ew)}
        {field('contract', d.results.contract, 6)}
        {field('declarer', d.results.declarer, 2)}
        {field('tricks', d.form.tricksOrResult, 4)}
        {field('score', d.entry.score, 6)}
        <button type="submit">{d.entry.enter}</button>
      </form>
    </details>
  );
}

/** Pair names (a pairs event) and the next Swiss round (a Swiss teams event), saved as the setup. */
function SetupTools(props: {
  event: DeskEvent;
  onSetup: (setup: DeskSetup) => Promise<void>;
  next: () => TeamsSetup['matches'];
}) {
  const d = useDesk();
  const { setup } = props.event;
  const first = setup.kind === 'pairs' ? setup.sections[0]?.name : undefined;
  const [names, setNames] = useState(() =>
    setup.kind === 'pairs'
      ? setup.pairs
          .map(
            (p) =>
              `${p.section !== first ? `${p.section}: ` : ''}${p.direction ? `${p.direction} ` : ''}${p.number} ${p.names.join(' & ')}`,
          )
          .join('\n')
      : '',
  );
  const [unread, setUnread] = useState<string | null>(null);
  if (setup.kind === 'teams') {
    if (setup.form !== 'swiss') return null;
    return (
      <p class="no-print">
        <button
          type="button"
          onClick={() => props.onSetup({ ...setup, matches: [...setup.matches, ...props.next()] })}
        >
          {d.form.nextSwiss}
        </button>
      </p>
    );
  }
  return (
    <details class="no-print pair-names">
      <summary>{d.form.pairNames}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const read = parsePairNames(names, setup.sections);
          setUnread(read.unread.length > 0 ? d.form.pairNamesUnread(read.unread) : null);
          if (read.unread.length === 0) void props.onSetup({ ...setup, pairs: read.pairs });
        }}
      >
        <label class="field wide">
          <span>{d.form.namesHelp}</span>
          <textarea
            rows={6}
            value={names}
            onInput={(e) => setNames((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        <p role="alert" class={unread ? 'error' : 'sr-only'}>
          {unread ?? ''}
        </p>
        <button type="submit">{d.form.save}</button>
      </form>
    </details>
  );
}

interface CheckItem {
  readonly section: string;
  readonly board: number;
  readonly text: string;
  readonly kind: 'error' | 'warning';
}

/** Every refused line and every entry check of the event, board by board (missing lines are shown per board). */
function eventChecks(
  scored:
    | { kind: 'pairs'; desk: ReturnType<typeof scorePairsDesk> }
    | { kind: 'teams'; desk: ReturnType<typeof scoreTeamsDesk> },
  lines: readonly DeskLine[],
  lang: Parameters<typeof deskMessage>[1],
): CheckItem[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const out: CheckItem[] = [];
  for (const [id, e] of scored.desk.errors) {
    const l = byId.get(id);
    if (l)
      out.push({
        section: l.section,
        board: l.board,
        text: `${l.text}: ${deskMessage(e.error, lang)}`,
        kind: 'error',
      });
  }
  if (scored.kind === 'pairs') {
    const seen = new Set<string>();
    for (const [id, ws] of scored.desk.warnings) {
      const l = byId.get(id);
      if (!l) continue;
      for (const w of ws) {
        const text = warningMessage(w, lang);
        if (seen.has(text)) continue;
        seen.add(text);
        out.push({ section: l.section, board: l.board, text, kind: 'warning' });
      }
    }
  }
  return out.sort((a, b) => a.section.localeCompare(b.section) || a.board - b.board);
}

/** The event's checks as a list: each one a button that opens its board for entry. */
function EventChecks(props: { items: readonly CheckItem[]; onGo: (section: string, board: number) => void }) {
  const d = useDesk();
  if (props.items.length === 0) return null;
  return (
    <details class="event-checks" open>
      <summary>
        {d.entry.checks} ({props.items.length})
      </summary>
      <ul>
        {props.items.map((c) => (
          <li key={`${c.section} ${c.board} ${c.text}`} class={c.kind}>
            <button type="button" class="link" onClick={() => props.onGo(c.section, c.board)}>
              {d.entry.board} {c.board}
            </button>{' '}
            {c.text}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A team match line's North-South score, before the board's other table is in (the core's score of the outcome). */
function tableScore(text: string, board: number): number | undefined {
  const read = parseTableLine(text);
  if (!read.ok) return undefined;
  const o = read.value.outcome;
  return o.kind === 'played' || o.kind === 'score' ? outcomeNsScore(o, boardVulnerability(board)) : undefined;
}
