/**
 * `#/desk/new/pairs` and `#/desk/new/teams`: a new event. Every choice is the
 * core's vocabulary (movements, methods, convention sets, scales, factorings)
 * or the desk's (team forms and scorings); the server checks the movement.
 * A teams event at VPs takes any VP scale the core has: the WBF 2013 scale
 * for the match's boards or another number, or a scale file read by the
 * formats' `parseVpScale` (its error, with line and column, shown here).
 */
import {
  ADJUSTED_RULES,
  type AdjustedRule,
  CONVENTIONS,
  CONVENTIONS_NAMES,
  type ConventionsName,
  CROSS_IMP_DIVISORS,
  type CrossImpDivisor,
  DATUM_ROUNDINGS,
  type DatumRounding,
  FACTORINGS,
  type Factoring,
  formatButlerDrop,
  MATCHPOINT_SCALE_NAMES,
  type MatchpointScaleName,
  type Movement,
  mitchellRounds,
  parseButlerDrop,
  SCORING_METHODS,
  type Scope,
  type ScoringMethod,
} from '@bridge-score/core';
import {
  type PairsSetup,
  parsePairNames,
  roundRobinMatches,
  type SectionSetup,
  type SetupError,
  TEAM_FORMS,
  TEAM_SCORINGS,
  type TeamForm,
  type TeamScoring,
  type TeamsSetup,
  type VpScaleSetup,
} from '@bridge-score/desk';
import { parseVpScale } from '@bridge-score/formats';
import { errorMessage } from '@bridge-score/i18n';
import { useState } from 'preact/hooks';
import { useUi } from '../ui';
import { uuid } from '../uuid';
import { createEvent } from './api';
import { deskMessage, useDesk } from './words';

const today = () => new Date().toISOString().slice(0, 10);
const fullRounds = (movement: Movement, tables: number) =>
  movement === 'mitchell' ? mitchellRounds(tables) : 2 * tables - 1;

/** A choice among a vocabulary's words; `empty` adds a first choice meaning "not chosen" (the value ''). */
function ChoiceField<T extends string>(props: {
  label: string;
  value: T | '';
  choices: readonly T[];
  word: (choice: T) => string;
  onChange: (choice: T) => void;
  empty?: string;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as T)}
      >
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.word(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Creates the event on the server and opens it; a refusal is shown beside the form. */
async function createAndOpen(
  setup: PairsSetup | TeamsSetup,
  refuse: (message: string) => void,
): Promise<void> {
  const id = uuid();
  const r = await createEvent(id, setup);
  if (r.status === 201) location.hash = `#/desk/${id}`;
  else refuse(r.body.error?.message ?? String(r.status));
}

/** An event's name and date, the first two fields of either form. */
function NameAndDate(props: {
  name: string;
  date: string;
  setName: (name: string) => void;
  setDate: (date: string) => void;
}) {
  const d = useDesk();
  return (
    <>
      <label class="field">
        <span>{d.form.name}</span>
        <input
          value={props.name}
          maxLength={80}
          onInput={(e) => props.setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <label class="field">
        <span>{d.form.date}</span>
        <input
          type="date"
          value={props.date}
          onInput={(e) => props.setDate((e.target as HTMLInputElement).value)}
        />
      </label>
    </>
  );
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
  const { c, lang } = useUi();
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
  const [crossDivide, setCrossDivide] = useState<CrossImpDivisor | ''>('');
  const [butlerDrop, setButlerDrop] = useState('');
  const [butlerRound, setButlerRound] = useState<DatumRounding | ''>('');
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
    const read = parsePairNames(names, sections);
    if (read.unread.length > 0) {
      setRefusal(d.form.pairNamesUnread(read.unread));
      return;
    }
    const drop = method === 'butler' ? butlerDrop.trim() : '';
    if (drop !== '' && parseButlerDrop(drop) === null) {
      const error: SetupError = { code: 'desk-butler-drop', field: d.form.butlerDrop, text: drop };
      setRefusal(deskMessage(error, lang));
      return;
    }
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
        // The method's own choices only: a cross-IMP divisor means nothing at Butler.
        ...(method === 'cross-imps' && crossDivide ? { crossDivide } : {}),
        ...(drop !== '' ? { butlerDrop: drop } : {}),
        ...(method === 'butler' && butlerRound ? { butlerRound } : {}),
      },
      pairs: read.pairs,
    };
    await createAndOpen(setup, setRefusal);
  };

  return (
    <form class="desk-form" onSubmit={submit}>
      <h1>{d.form.pairsHeading}</h1>
      <NameAndDate name={name} date={date} setName={setName} setDate={setDate} />
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
          <ChoiceField
            label={d.form.movement}
            value={s.movement}
            choices={['mitchell', 'howell'] as const}
            word={(m) => d.form.movements[m]}
            onChange={(movement) => change(i, { movement })}
          />
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
      <ChoiceField
        label={d.form.method}
        value={method}
        choices={SCORING_METHODS}
        word={(m) => d.form.methods[m]}
        onChange={setMethod}
      />
      <ChoiceField
        label={d.form.conventions}
        value={conventions}
        choices={CONVENTIONS_NAMES}
        word={(name) => CONVENTIONS[name].program}
        onChange={setConventions}
      />
      <ChoiceField
        label={d.form.scale}
        value={scale}
        choices={MATCHPOINT_SCALE_NAMES}
        word={(name) => c.session.scale[name]}
        onChange={setScale}
        empty={d.form.asConventions}
      />
      <ChoiceField
        label={d.form.factoring}
        value={factoring}
        choices={FACTORINGS}
        word={(f) => c.session.factoring[f]}
        onChange={setFactoring}
        empty={d.form.asConventions}
      />
      <ChoiceField
        label={d.form.adjusted}
        value={adjusted}
        choices={ADJUSTED_RULES}
        word={(rule) => c.session.adjusted[rule]}
        onChange={setAdjusted}
        empty={d.form.asConventions}
      />
      {method === 'cross-imps' ? (
        <ChoiceField
          label={d.form.crossDivide}
          value={crossDivide}
          choices={CROSS_IMP_DIVISORS}
          word={(x) => c.session.crossDivide[x]}
          onChange={setCrossDivide}
          empty={`${d.form.asConventions}: ${c.session.crossDivide[CONVENTIONS[conventions].crossDivide]}`}
        />
      ) : null}
      {method === 'butler' ? (
        <>
          <label class="field">
            <span>{d.form.butlerDrop}</span>
            <input
              name="butler-drop"
              value={butlerDrop}
              maxLength={60}
              placeholder={formatButlerDrop(CONVENTIONS[conventions].butlerDrop)}
              aria-describedby="butler-drop-help"
              onInput={(e) => setButlerDrop((e.target as HTMLInputElement).value)}
            />
            <span id="butler-drop-help" class="muted small">
              {d.form.butlerDropHelp(formatButlerDrop(CONVENTIONS[conventions].butlerDrop))}
            </span>
          </label>
          <ChoiceField
            label={d.form.butlerRound}
            value={butlerRound}
            choices={DATUM_ROUNDINGS}
            word={(r) => d.form.butlerRounds[r]}
            onChange={setButlerRound}
            empty={`${d.form.asConventions}: ${d.form.butlerRounds[CONVENTIONS[conventions].butlerRound]}`}
          />
        </>
      ) : null}
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

/** The form's choices of VP scale: the WBF scale for the match's boards or for another number, or a file. */
const VP_SCALE_CHOICES = ['wbf', 'wbf-boards', 'table'] as const;
type VpScaleChoice = (typeof VP_SCALE_CHOICES)[number];

export function NewTeamsView() {
  const d = useDesk();
  const { w } = useUi();
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [teams, setTeams] = useState('');
  const [form, setForm] = useState<TeamForm>('match');
  const [scoring, setScoring] = useState<TeamScoring>('vp');
  const [boards, setBoards] = useState(16);
  const [scaleKind, setScaleKind] = useState<VpScaleChoice>('wbf');
  const [vpBoards, setVpBoards] = useState(16);
  const [scaleText, setScaleText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { lang } = useUi();

  const submit = async (e: Event) => {
    e.preventDefault();
    const list = teams
      .split('\n')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    const [a = '', b = ''] = list;
    const matches =
      form === 'match' ? [{ round: 1, a, b }] : form === 'round-robin' ? roundRobinMatches(list) : [];
    let vpScale: VpScaleSetup | undefined;
    if (scoring === 'vp') {
      switch (scaleKind) {
        case 'wbf':
          vpScale = { kind: 'wbf', boards: null };
          break;
        case 'wbf-boards':
          vpScale = { kind: 'wbf', boards: vpBoards };
          break;
        case 'table': {
          const read = parseVpScale(scaleText, d.form.vpScales.table);
          if (!read.ok) {
            setRefusal(`${d.form.vpScale}: ${errorMessage(read.error, lang)}`);
            return;
          }
          const { name: scaleName, between, rows } = read.value;
          vpScale = { kind: 'table', name: scaleName.slice(0, 80), between, rows };
          break;
        }
      }
    }
    const setup: TeamsSetup = {
      kind: 'teams',
      name: name.trim() || d.form.teamsHeading,
      date,
      form,
      scoring,
      teams: list,
      boardsPerMatch: boards,
      matches,
      ...(vpScale ? { vpScale } : {}),
    };
    await createAndOpen(setup, setRefusal);
  };
  return (
    <form class="desk-form" onSubmit={submit}>
      <h1>{d.form.teamsHeading}</h1>
      <NameAndDate name={name} date={date} setName={setName} setDate={setDate} />
      <label class="field wide">
        <span>
          {d.form.teams}
          {w.colon}
          {d.form.teamsHelp}
        </span>
        <textarea rows={4} value={teams} onInput={(e) => setTeams((e.target as HTMLTextAreaElement).value)} />
      </label>
      <ChoiceField
        label={d.form.teamForm}
        value={form}
        choices={TEAM_FORMS}
        word={(f) => d.form.teamForms[f]}
        onChange={setForm}
      />
      <ChoiceField
        label={d.form.scoring}
        value={scoring}
        choices={TEAM_SCORINGS}
        word={(f) => d.form.scorings[f]}
        onChange={setScoring}
      />
      <NumberField label={d.form.boardsPerMatch} value={boards} min={1} max={64} onInput={setBoards} />
      {scoring === 'vp' ? (
        <ChoiceField
          label={d.form.vpScale}
          value={scaleKind}
          choices={VP_SCALE_CHOICES}
          word={(k) => d.form.vpScales[k]}
          onChange={setScaleKind}
        />
      ) : null}
      {scoring === 'vp' && scaleKind === 'wbf-boards' ? (
        <NumberField label={d.form.vpBoards} value={vpBoards} min={1} max={64} onInput={setVpBoards} />
      ) : null}
      {scoring === 'vp' && scaleKind === 'table' ? (
        <label class="field wide">
          <span>{d.form.vpTable}</span>
          <textarea
            name="vp-scale"
            rows={8}
            value={scaleText}
            spellcheck={false}
            placeholder={'name,Club 30-VP\n0,15,15\n1-2,16,14\n…\n56+,30,0'}
            onInput={(e) => setScaleText((e.target as HTMLTextAreaElement).value)}
          />
        </label>
      ) : null}
      <Refusal message={refusal} />
      <button type="submit" class="primary">
        {d.form.create}
      </button>
    </form>
  );
}
