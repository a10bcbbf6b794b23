/**
 * Entering a deal in a few taps: level, strain, doubling, declarer, result
 * (= / +n / −n), honours where they count; or typed in the sheet notation
 * (`4SX S -2`). What the deal would score is shown as soon as it is complete,
 * and anything the scoring core refuses is said beside the field it concerns,
 * before and after Enter. Nothing typed is lost when a deal is refused.
 */
import {
  BOOK,
  contractOf,
  DOUBLINGS,
  type Doubling,
  eveningTotals,
  type HonoursClaim,
  LEVELS,
  type Level,
  otherSide,
  PASS,
  parseSheetDeal,
  SEATS,
  type Seat,
  type SheetDeal,
  type Side,
  STRAINS,
  type Strain,
} from '@bridge-score/core';
import { type AnyError, errorMessage } from '@bridge-score/i18n';
import type { ChangeError, EveningState, Op } from '@bridge-score/scorepad';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type ChangeRefusal, tryOp } from './evenings';
import { ContractText, seatShort } from './show';
import type { Ui } from './ui';

export interface Correcting {
  /** From 1. */
  readonly sheet: number;
  readonly deal: number;
}

type Group = 'level' | 'strain' | 'doubling' | 'declarer' | 'result' | 'honours' | 'form';

interface Draft {
  level: Level | null;
  strain: Strain | null;
  doubling: Doubling;
  declarer: Seat | null;
  /** Relative to the contract: 0 made exactly, +1 one overtrick, −2 two down. */
  result: number | null;
  honours: 0 | 100 | 150;
  holder: Side | null;
}

const EMPTY: Draft = {
  level: null,
  strain: null,
  doubling: '',
  declarer: null,
  result: null,
  honours: 0,
  holder: null,
};

function draftOf(deal: SheetDeal | undefined): Draft {
  if (!deal || deal.contract === PASS) return EMPTY;
  const { level, strain, doubling } = deal.contract;
  const honours = deal.honours;
  return {
    level,
    strain,
    doubling,
    declarer: deal.declarer,
    result: deal.tricks - level - BOOK,
    honours: honours ? (honours.kind === 'four-trumps' ? 100 : 150) : 0,
    holder: honours ? honours.holder : null,
  };
}

/** The honours claim the draft makes: 100 is four trump honours; 150 five, or four aces at notrump. */
function claimOf(d: Draft): HonoursClaim | undefined {
  if (d.honours === 0 || d.holder === null) return undefined;
  if (d.honours === 100) return { kind: 'four-trumps', holder: d.holder };
  return { kind: d.strain === 'NT' ? 'four-aces' : 'five-trumps', holder: d.holder };
}

/** Which group of the form a field of the change concerns. */
function groupOf(field: string): Group {
  if (field.endsWith('contract.level')) return 'level';
  if (field.endsWith('contract.strain')) return 'strain';
  if (field.endsWith('contract.doubling')) return 'doubling';
  if (field.endsWith('declarer')) return 'declarer';
  if (field.endsWith('tricks')) return 'result';
  if (field.endsWith('honours')) return 'honours';
  return 'form';
}

export function Choice<T extends string | number>(props: {
  name: string;
  legend: string;
  options: readonly { value: T; label: preact.ComponentChildren; title?: string }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  wide?: boolean;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset
      class={`choice${props.wide ? ' wide' : ''}`}
      aria-invalid={props.error ? 'true' : undefined}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend>{props.legend}</legend>
      <div class="chips">
        {props.options.map((o) => (
          <label class="chip" key={String(o.value)}>
            <input
              type="radio"
              name={props.name}
              value={String(o.value)}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p class="field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

const SUIT = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

export interface EntryProps {
  readonly state: EveningState;
  readonly ui: Ui;
  readonly correcting: Correcting | null;
  /** Makes the change; returns why it was not made, or null. */
  readonly onOp: (op: Op) => ChangeRefusal | null;
  readonly onCancel: () => void;
}

export function Entry({ state, ui, correcting, onOp, onCancel }: EntryProps) {
  const { w } = ui;
  const sheetIndex = correcting ? correcting.sheet - 1 : state.evening.sheets.length - 1;
  const sheet = state.evening.sheets[sheetIndex];
  const editing = correcting ? sheet?.records[correcting.deal - 1]?.deal : undefined;
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<Group, string>>>({});
  const [line, setLine] = useState('');
  const [lineError, setLineError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setDraft(draftOf(editing));
    setErrors({});
    if (correcting) heading.current?.focus();
    // A new correction (or the end of one) starts the form again.
  }, [correcting?.sheet, correcting?.deal]);

  const we = state.settings.we;
  const honoursCount =
    state.rules.honours !== null &&
    (state.settings.form === 'rubber' || state.settings.chicago?.honours === true);
  const say = (e: ChangeError) => errorMessageOf(e, ui);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => {
      const next = { ...d, ...patch };
      // A result that the new level cannot have is cleared rather than kept wrong.
      if (next.level !== null && next.result !== null) {
        const tricks = next.level + BOOK + next.result;
        if (tricks < 0 || tricks > 13) next.result = null;
      }
      return next;
    });
    setErrors({});
  };

  const dealOf = (d: Draft): SheetDeal | null => {
    if (d.level === null || d.strain === null || d.declarer === null || d.result === null) return null;
    const honours = claimOf(d);
    const base = {
      contract: contractOf(d.level, d.strain, d.doubling),
      declarer: d.declarer,
      tricks: d.level + BOOK + d.result,
    };
    return honours ? { ...base, honours } : base;
  };

  const opOf = (deal: SheetDeal): Op =>
    correcting
      ? { kind: 'fix', sheet: correcting.sheet, deal: correcting.deal, entry: deal }
      : { kind: 'deal', deal };

  const complete = dealOf(draft);
  const trial = complete ? tryOp(state, opOf(complete)) : null;
  let preview: string | null = null;
  let liveError: { group: Group; text: string } | null = null;
  if (trial?.ok) {
    const before = eveningTotals(state.evening);
    const after = eveningTotals(trial.value.evening);
    const they = otherSide(we);
    preview = w.entry.preview(ui.f.signed(after[we] - before[we]), ui.f.signed(after[they] - before[they]));
  } else if (trial && !trial.ok && trial.error.kind === 'refused') {
    liveError = { group: groupOf(trial.error.field), text: say(trial.error.error) };
  }
  const errorFor = (g: Group) => errors[g] ?? (liveError?.group === g ? liveError.text : undefined);

  const submit = (e: Event) => {
    e.preventDefault();
    const deal = dealOf(draft);
    if (!deal) {
      const missing: Partial<Record<Group, string>> = {};
      if (draft.level === null) missing.level = w.entry.missing.level;
      if (draft.strain === null) missing.strain = w.entry.missing.strain;
      if (draft.declarer === null) missing.declarer = w.entry.missing.declarer;
      if (draft.result === null) missing.result = w.entry.missing.result;
      setErrors(missing);
      return;
    }
    send(opOf(deal), () => {
      setDraft(EMPTY);
      setErrors({});
    });
  };

  const send = (op: Op, done: () => void) => {
    const refusal = onOp(op);
    if (refusal === null) return done();
    if (refusal.kind === 'storage') return setErrors({ form: w.sync.storageFull });
    setErrors({ [groupOf(refusal.field)]: say(refusal.error) });
  };

  const passOut = () => send(opOf({ contract: PASS }), () => setDraft(EMPTY));

  const addLine = (e: Event) => {
    e.preventDefault();
    const parsed = parseSheetDeal(line);
    if (!parsed.ok) return setLineError(errorMessage(parsed.error as AnyError, ui.lang));
    const refusal = onOp(opOf(parsed.value));
    if (refusal === null) {
      setLine('');
      setLineError(null);
    } else {
      setLineError(refusal.kind === 'storage' ? w.sync.storageFull : say(refusal.error));
    }
  };

  const results: { value: number; label: string; title: string }[] = [];
  if (draft.level !== null) {
    for (let r = -(draft.level + BOOK); r <= 13 - draft.level - BOOK; r++) {
      results.push({
        value: r,
        label: r === 0 ? '=' : r > 0 ? `+${r}` : `\u2212${-r}`,
        title: r === 0 ? w.entry.made : r > 0 ? w.entry.over(r) : w.entry.under(-r),
      });
    }
  }
  const dealNumber = (sheet?.records.length ?? 0) + 1;
  const sheetTitle = sheet ? ui.c.sheet.title(sheet.form, sheetIndex + 1, sheet.rules.name) : '';

  return (
    <section class="entry" aria-labelledby="entry-heading">
      <h2 id="entry-heading" tabIndex={-1} ref={heading}>
        {correcting ? w.entry.correcting(sheetTitle, correcting.deal) : w.entry.heading(dealNumber)}
      </h2>
      <form class="deal-form" onSubmit={submit} noValidate>
        <Choice
          name="level"
          legend={w.entry.level}
          options={LEVELS.map((l) => ({ value: l, label: String(l) }))}
          value={draft.level}
          onChange={(level) => set({ level })}
          error={errorFor('level')}
        />
        <Choice
          name="strain"
          legend={w.entry.strain}
          options={STRAINS.map((s) => ({
            value: s,
            label:
              s === 'NT' ? (
                w.notrumpShort
              ) : (
                <span class={`suit suit-${s}`}>
                  <span aria-hidden="true">{SUIT[s]}</span>
                  <span class="sr-only">{w.strains[s]}</span>
                </span>
              ),
          }))}
          value={draft.strain}
          onChange={(strain) => set({ strain })}
          error={errorFor('strain')}
        />
        <Choice
          name="doubling"
          legend={w.entry.doubling}
          options={DOUBLINGS.map((d) => ({
            value: d,
            label:
              d === ''
                ? w.entry.doublings.undoubled
                : d === 'X'
                  ? `X ${w.entry.doublings.doubled}`
                  : `XX ${w.entry.doublings.redoubled}`,
          }))}
          value={draft.doubling}
          onChange={(doubling) => set({ doubling })}
          error={errorFor('doubling')}
        />
        <Choice
          name="declarer"
          legend={w.entry.declarer}
          options={SEATS.map((s) => ({ value: s, label: seatShort(state, sheetIndex, s, ui) }))}
          value={draft.declarer}
          onChange={(declarer) => set({ declarer })}
          error={errorFor('declarer')}
          wide
        />
        <Choice
          name="result"
          legend={w.entry.result}
          options={results.map((r) => ({
            value: r.value,
            label: (
              <>
                <span aria-hidden="true">{r.label}</span>
                <span class="sr-only">{r.title}</span>
              </>
            ),
          }))}
          value={draft.result}
          onChange={(result) => set({ result })}
          error={errorFor('result')}
          wide
        />
        {honoursCount ? (
          <div class="honours">
            <Choice
              name="honours"
              legend={w.entry.honours}
              options={[
                { value: 0 as const, label: w.entry.noHonours },
                { value: 100 as const, label: w.entry.honoursPoints(100) },
                { value: 150 as const, label: w.entry.honoursPoints(150) },
              ]}
              value={draft.honours}
              onChange={(honours) => set({ honours, holder: honours === 0 ? null : (draft.holder ?? we) })}
              error={errorFor('honours')}
            />
            {draft.honours !== 0 ? (
              <Choice
                name="holder"
                legend={w.entry.holder}
                options={[
                  { value: we, label: ui.c.sheet.we },
                  { value: otherSide(we), label: ui.c.sheet.they },
                ]}
                value={draft.holder}
                onChange={(holder) => set({ holder })}
              />
            ) : null}
          </div>
        ) : null}
        <p class="preview" aria-live="polite">
          {complete && draft.level !== null && draft.strain !== null ? (
            <>
              <ContractText contract={contractOf(draft.level, draft.strain, draft.doubling)} ui={ui} />{' '}
              {preview}
            </>
          ) : null}
        </p>
        {errors.form ? (
          <p class="field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {liveError?.group === 'form' ? (
          <p class="field-error" role="alert">
            {liveError.text}
          </p>
        ) : null}
        <div class="actions">
          <button type="submit" class="primary">
            {correcting ? w.entry.save : w.entry.enter}
          </button>
          <button type="button" onClick={passOut}>
            {w.entry.passedOut}
          </button>
          {correcting ? (
            <button type="button" onClick={onCancel}>
              {w.entry.cancel}
            </button>
          ) : null}
        </div>
      </form>
      <form class="line" onSubmit={addLine} noValidate>
        <label for="deal-line">{w.entry.line}</label>
        <div class="line-row">
          <input
            id="deal-line"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellcheck={false}
            value={line}
            onInput={(e) => setLine((e.target as HTMLInputElement).value)}
            aria-invalid={lineError ? 'true' : undefined}
            aria-describedby={lineError ? 'deal-line-error deal-line-hint' : 'deal-line-hint'}
          />
          <button type="submit">{w.entry.add}</button>
        </div>
        <p class="hint" id="deal-line-hint">
          {w.entry.lineHint}
        </p>
        {lineError ? (
          <p class="field-error" id="deal-line-error" role="alert">
            {lineError}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** A refusal in words: the scorepad's own codes in the page's words, the rest in the shared catalog's. */
export function errorMessageOf(e: ChangeError, ui: Ui): string {
  const own = ui.web.errors as Record<string, ((x: ChangeError) => string) | undefined>;
  return own[e.code]?.(e) ?? errorMessage(e as AnyError, ui.lang);
}
