/**
 * `#/desk/new/pairs` and `#/desk/new/teams`: a new event. Every choice is the
 * core's vocabulary (movements, methods, convention sets, scales, factorings)
 * or the desk's (team forms and scorings); the server checks the movement.
 */
import {
  ADJUSTED_RULES,
  type AdjustedRule,
  CONVENTIONS,
  CONVENTIONS_NAMES,
  type ConventionsName,
  FACTORINGS,
  type Factoring,
  MATCHPOINT_SCALE_NAMES,
  type MatchpointScaleName,
  type Movement,
  mitchellRounds,
  SCORING_METHODS,
  type Scope,
  type ScoringMethod,
} from '@bridge-score/core';
import {
  type PairNames,
  type PairsSetup,
  roundRobinMatches,
  type SectionSetup,
  TEAM_FORMS,
  TEAM_SCORINGS,
  type TeamForm,
  type TeamScoring,
  type TeamsSetup,
} from '@bridge-score/desk';
import { useState } from 'preact/hooks';
import { useUi } from '../ui';
import { uuid } from '../uuid';
import { createEvent } from './api';
import { useDesk } from './words';

const today = () => new Date().toISOString().slice(0, 10);
const fullRounds = (movement: Movement, tables: number) =>
  movement === 'mitchell' ? mitchellRounds(tables) : 2 * tables - 1;

/**
 * Pair names, one pair a line: `NS 1 Ann & Bob`, `EW 3 Cid & Dan` (Mitchell) or `4 Eve & Fay` (Howell);
 * `B: NS 1 …` for a section other than the first.
 */
export function parsePairNames(text: string, sections: readonly SectionSetup[]): PairNames[] {
  const out: PairNames[] = [];
  for (const raw of text.split('\n')) {
    const m = /^\s*(?:([^:\s]+)\s*:\s*)?(?:(NS|EW)\s*)?(\d{1,3})\s+(.+?)\s*$/i.exec(raw);
    if (!m) continue;
    const section = sections.find((s) => s.name === m[1]) ?? sections[0];
    if (!section) continue;
    const direction = section.movement === 'mitchell' ? ((m[2]?.toUpperCase() ?? 'NS') as 'NS' | 'EW') : null;
    const names = (m[4] ?? '').split(/\s*(?:&|,| - )\s*/).filter((n) => n !== '');
    out.push({ section: section.name, number: Number(m[3]), direction, names });
  }
  return out;
}

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onInput: (n: number) => void;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value}
        onInput={(e) => props.onInput(Number((e.target as HTMLInputElement).value))}
      />
    </label>
  );
}

function Refusal(props: { message: string | null }) {
  return (
    <p role="alert" class={props.message ? 'error' : 'sr-only'}>
      {props.message ?? ''}
    </p>
  );
}

export function NewPairsView() {
  const d = useDesk();
  const { c } = useUi();
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [sections, setSections] = useState<SectionSetup[]>([
    { name: 'A', movement: 'mitchell', tables: 7, boardsPerRound: 3, rounds: 7 },
  ]);
  const [method, setMethod] = useState<ScoringMethod>('mp');
  const [conventions, setConventions] = useState<ConventionsName>('bridge-score');
  const [scale, setScale] = useState<MatchpointScaleName | ''>('');
  const [factoring, setFactoring] = useState<Factoring | ''>('');
  const [adjusted, setAdjusted] = useState<AdjustedRule | ''>('');
  const [across, setAcross] = useState<Scope | ''>('');
  const [names, setNames] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (i: number, patch: Partial<SectionSetup>) =>
    setSections((all) =>
      all.map((s, k) => {
        if (k !== i) return s;
        const next = { ...s, ...patch };
        // The full movement unless the director chose fewer rounds.
        return 'rounds' in patch ? next : { ...next, rounds: fullRounds(next.movement, next.tables) };
      }),
    );

  const submit = async (e: Event) => {
    e.preventDefault();
    const setup: PairsSetup = {
      kind: 'pairs',
      name: name.trim() || d.form.pairsHeading,
      date,
      sections,
      method,
      conventions,
      overrides: {
        ...(scale ? { scale } : {}),
        ...(factoring ? { factoring } : {}),
        ...(adjusted ? { adjusted } : {}),
        ...(across ? { across } : {}),
      },
      pairs: parsePairNames(names, sections),
    };
    const id = uuid();
    const r = await createEvent(id, setup);
    if (r.status === 201) location.hash = `#/desk/${id}`;
    else setRefusal(r.body.error?.message ?? String(r.status));
  };

  return (
    <form class="desk-form" onSubmit={submit}>
      <h1>{d.form.pairsHeading}</h1>
      <label class="field">
        <span>{d.form.name}</span>
        <input value={name} maxLength={80} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label class="field">
        <span>{d.form.date}</span>
        <input type="date" value={date} onInput={(e) => setDate((e.target as HTMLInputElement).value)} />
      </label>
      {sections.map((s, i) => (
        <fieldset key={i}>
          <legend>{d.form.section(i + 1)}</legend>
          <label class="field">
            <span>{d.form.sectionName}</span>
            <input
              value={s.name}
              maxLength={20}
              onInput={(e) => change(i, { name: (e.target as HTMLInputElement).value })}
            />
          </label>
          <label class="field">
            <span>{d.form.movement}</span>
            <select
              value={s.movement}
              onChange={(e) => change(i, { movement: (e.target as HTMLSelectElement).value as Movement })}
            >
              <option value="mitchell">{d.form.movements.mitchell}</option>
              <option value="howell">{d.form.movements.howell}</option>
            </select>
          </label>
          <NumberField
            label={d.form.tables}
            value={s.tables}
            min={1}
            max={60}
            onInput={(n) => change(i, { tables: n })}
          />
          <NumberField
            label={d.form.boardsPerRound}
            value={s.boardsPerRound}
            min={1}
            max={8}
            onInput={(n) => change(i, { boardsPerRound: n })}
          />
          <NumberField
            label={d.form.rounds}
            value={s.rounds}
            min={1}
            max={60}
            onInput={(n) => change(i, { rounds: n })}
          />
          {sections.length > 1 ? (
            <button type="button" onClick={() => setSections((all) => all.filter((_, k) => k !== i))}>
              {d.form.removeSection}
            </button>
          ) : null}
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          onClick={() =>
            setSections((all) => [
              ...all,
              { ...(all[all.length - 1] as SectionSetup), name: String.fromCharCode(65 + all.length) },
            ])
          }
        >
          {d.form.addSection}
        </button>
      </p>
      <label class="field">
        <span>{d.form.method}</span>
        <select
          value={method}
          onChange={(e) => setMethod((e.target as HTMLSelectElement).value as ScoringMethod)}
        >
          {SCORING_METHODS.map((m) => (
            <option key={m} value={m}>
              {d.form.methods[m]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{d.form.conventions}</span>
        <select
          value={conventions}
          onChange={(e) => setConventions((e.target as HTMLSelectElement).value as ConventionsName)}
        >
          {CONVENTIONS_NAMES.map((c) => (
            <option key={c} value={c}>
              {CONVENTIONS[c].program}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{d.form.scale}</span>
        <select
          value={scale}
          onChange={(e) => setScale((e.target as HTMLSelectElement).value as MatchpointScaleName)}
        >
          <option value="">{d.form.asConventions}</option>
          {MATCHPOINT_SCALE_NAMES.map((s) => (
            <option key={s} value={s}>
              {c.session.scale[s]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{d.form.factoring}</span>
        <select
          value={factoring}
          onChange={(e) => setFactoring((e.target as HTMLSelectElement).value as Factoring)}
        >
          <option value="">{d.form.asConventions}</option>
          {FACTORINGS.map((s) => (
            <option key={s} value={s}>
              {c.session.factoring[s]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{d.form.adjusted}</span>
        <select
          value={adjusted}
          onChange={(e) => setAdjusted((e.target as HTMLSelectElement).value as AdjustedRule)}
        >
          <option value="">{d.form.asConventions}</option>
          {ADJUSTED_RULES.map((s) => (
            <option key={s} value={s}>
              {c.session.adjusted[s]}
            </option>
          ))}
        </select>
      </label>
      {sections.length > 1 ? (
        <label class="field">
          <span>{d.form.across}</span>
          <select value={across} onChange={(e) => setAcross((e.target as HTMLSelectElement).value as Scope)}>
            <option value="">{d.form.acrossSection}</option>
            <option value="field">{d.form.acrossField}</option>
          </select>
        </label>
      ) : null}
      <label class="field wide">
        <span>{d.form.pairNames}</span>
        <textarea
          rows={4}
          value={names}
          placeholder="NS 1 Ann & Bob"
          onInput={(e) => setNames((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      <Refusal message={refusal} />
      <button type="submit" class="primary">
        {d.form.create}
      </button>
    </form>
  );
}

export function NewTeamsView() {
  const d = useDesk();
  const { w } = useUi();
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [teams, setTeams] = useState('');
  const [form, setForm] = useState<TeamForm>('match');
  const [scoring, setScoring] = useState<TeamScoring>('vp');
  const [boards, setBoards] = useState(16);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const list = teams
      .split('\n')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    const [a = '', b = ''] = list;
    const matches =
      form === 'match' ? [{ round: 1, a, b }] : form === 'round-robin' ? roundRobinMatches(list) : [];
    const setup: TeamsSetup = {
      kind: 'teams',
      name: name.trim() || d.form.teamsHeading,
      date,
      form,
      scoring,
      teams: list,
      boardsPerMatch: boards,
      matches,
    };
    const id = uuid();
    const r = await createEvent(id, setup);
    if (r.status === 201) location.hash = `#/desk/${id}`;
    else setRefusal(r.body.error?.message ?? String(r.status));
  };
  return (
    <form class="desk-form" onSubmit={submit}>
      <h1>{d.form.teamsHeading}</h1>
      <label class="field">
        <span>{d.form.name}</span>
        <input value={name} maxLength={80} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label class="field">
        <span>{d.form.date}</span>
        <input type="date" value={date} onInput={(e) => setDate((e.target as HTMLInputElement).value)} />
      </label>
      <label class="field wide">
        <span>
          {d.form.teams}
          {w.colon}
          {d.form.teamsHelp}
        </span>
        <textarea rows={4} value={teams} onInput={(e) => setTeams((e.target as HTMLTextAreaElement).value)} />
      </label>
      <label class="field">
        <span>{d.form.teamForm}</span>
        <select value={form} onChange={(e) => setForm((e.target as HTMLSelectElement).value as TeamForm)}>
          {TEAM_FORMS.map((f) => (
            <option key={f} value={f}>
              {d.form.teamForms[f]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{d.form.scoring}</span>
        <select
          value={scoring}
          onChange={(e) => setScoring((e.target as HTMLSelectElement).value as TeamScoring)}
        >
          {TEAM_SCORINGS.map((s) => (
            <option key={s} value={s}>
              {d.form.scorings[s]}
            </option>
          ))}
        </select>
      </label>
      <NumberField label={d.form.boardsPerMatch} value={boards} min={1} max={64} onInput={setBoards} />
      <Refusal message={refusal} />
      <button type="submit" class="primary">
        {d.form.create}
      </button>
    </form>
  );
}
