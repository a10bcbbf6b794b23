/**
 * A new evening: rubber or Chicago, every rule set the command line offers
 * (the current Laws, the historical codes by name or by year, a house rule set
 * in JSON), the Chicago variants, four or five players with optional names,
 * which side is "We", the settlement's rounding and the stake per 100.
 */
import {
  CHICAGO_DEFAULTS,
  CHICAGO_VULNERABILITIES,
  type ChicagoSettings,
  type ChicagoVulnerability,
  parseRuleSet,
  ROUNDINGS,
  type Rounding,
  RULE_SET_NAMES,
  RULE_SETS,
  SEATS,
  type Seat,
  SIDES,
  type Side,
} from '@bridge-score/core';
import { type AnyError, errorMessage } from '@bridge-score/i18n';
import type { EveningSettings, PlayerCount, RulesChoice, ScorepadForm } from '@bridge-score/scorepad';
import { MAX_NAME_LENGTH, SCOREPAD_FORMS } from '@bridge-score/scorepad';
import { useState } from 'preact/hooks';
import { errorMessageOf } from './entry';
import { makeOp } from './evenings';
import { useUi } from './ui';
import { uuid } from './uuid';

type RulesMode = string; // a rule set's name, or 'year', or 'house'

function Field(props: {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string;
  children: preact.ComponentChildren;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint ? (
        <p class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p class="field-error" id={`${props.id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: unknown, hint = false) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function SetupView() {
  const ui = useUi();
  const { w } = ui;
  const [form, setForm] = useState<ScorepadForm>('rubber');
  const [rulesMode, setRulesMode] = useState<RulesMode>('rubber');
  const [year, setYear] = useState('');
  const [house, setHouse] = useState('');
  const [chicago, setChicago] = useState<ChicagoSettings>(CHICAGO_DEFAULTS);
  const [bonus, setBonus] = useState(String(CHICAGO_DEFAULTS.fourthDealPartScore));
  const [players, setPlayers] = useState<PlayerCount>(4);
  const [names, setNames] = useState<string[]>(['', '', '', '', '']);
  const [we, setWe] = useState<Side>('NS');
  const [rounding, setRounding] = useState<Rounding>('half-down');
  const [stake, setStake] = useState('');
  const [currency, setCurrency] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const named = RULE_SET_NAMES.filter((n) => RULE_SETS[n].form === form);
  const chooseForm = (f: ScorepadForm) => {
    setForm(f);
    setRulesMode(f);
    setErrors({});
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    let rules: RulesChoice = { name: rulesMode };
    if (rulesMode === 'year') {
      if (!/^\d{4}$/.test(year.trim())) found.year = w.setup.yearError;
      rules = { name: `${form}@${year.trim()}` };
    } else if (rulesMode === 'house') {
      const parsed = parseRuleSet(house);
      if (parsed.ok) rules = { house: parsed.value };
      else found.house = errorMessage(parsed.error as AnyError, ui.lang);
    }
    const fourth = /^\d{1,6}$/.test(bonus.trim()) ? Number(bonus.trim()) : Number.NaN;
    if (form === 'chicago' && !Number.isSafeInteger(fourth))
      found.bonus = ui.web.errors['chicago-settings']({ code: 'chicago-settings', form });
    const per100 = stake.trim() === '' ? null : Number(stake.trim().replace(',', '.'));
    if (per100 !== null && !(Number.isFinite(per100) && per100 >= 0 && per100 <= 1_000_000))
      found.stake = w.setup.stakeError;
    const code = currency.trim().toUpperCase();
    if (code !== '' && !/^[A-Z]{3}$/.test(code)) found.currency = w.setup.currencyError;
    if (Object.keys(found).length > 0) return setErrors(found);

    const settings: EveningSettings = {
      form,
      rules,
      chicago: form === 'chicago' ? { ...chicago, fourthDealPartScore: fourth } : null,
      players,
      names: names.slice(0, players).map((n) => n.trim()),
      we,
      rounding,
      stake: per100 === null ? null : { per100, currency: code === '' ? null : code },
    };
    const id = uuid();
    const made = makeOp(id, { kind: 'start', settings });
    if (made.ok) {
      location.hash = `#/e/${id}`;
      return;
    }
    if (made.error.kind === 'storage') return setErrors({ form: w.sync.storageFull });
    const message = errorMessageOf(made.error.error, ui);
    const field = made.error.field;
    setErrors({
      [field.startsWith('settings.rules')
        ? rulesMode === 'year'
          ? 'year'
          : rulesMode === 'house'
            ? 'house'
            : 'rules'
        : 'form']: message,
    });
  };

  const loadFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) setHouse(await file.text());
  };

  return (
    <form class="setup" onSubmit={submit} noValidate>
      <h1>{w.setup.heading}</h1>
      <fieldset class="choice">
        <legend>{w.setup.form}</legend>
        <div class="chips">
          {SCOREPAD_FORMS.map((f) => (
            <label class="chip" key={f}>
              <input type="radio" name="form" value={f} checked={form === f} onChange={() => chooseForm(f)} />
              <span>{w.forms[f]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Field id="rules" label={w.setup.rules} error={errors.rules}>
        <select
          id="rules"
          value={rulesMode}
          onChange={(e) => setRulesMode((e.target as HTMLSelectElement).value)}
          aria-describedby={describedBy('rules', errors.rules)}
        >
          {named.map((n) => {
            const r = RULE_SETS[n];
            return (
              <option key={n} value={n}>
                {w.setup.ruleSet(n, r.inForce.from, 'to' in r.inForce ? (r.inForce.to ?? null) : null)}
              </option>
            );
          })}
          {form === 'rubber' ? <option value="year">{w.setup.byYear}</option> : null}
          <option value="house">{w.setup.house}</option>
        </select>
      </Field>
      {rulesMode === 'year' ? (
        <Field id="year" label={w.setup.year} error={errors.year}>
          <input
            id="year"
            inputMode="numeric"
            value={year}
            onInput={(e) => setYear((e.target as HTMLInputElement).value)}
            aria-invalid={errors.year ? 'true' : undefined}
            aria-describedby={describedBy('year', errors.year)}
          />
        </Field>
      ) : null}
      {rulesMode === 'house' ? (
        <>
          <Field id="house" label={w.setup.houseText} error={errors.house} hint={w.setup.houseHint}>
            <textarea
              id="house"
              rows={6}
              spellcheck={false}
              value={house}
              onInput={(e) => setHouse((e.target as HTMLTextAreaElement).value)}
              aria-invalid={errors.house ? 'true' : undefined}
              aria-describedby={describedBy('house', errors.house, true)}
            />
          </Field>
          <Field id="house-file" label={w.setup.houseFile}>
            <input id="house-file" type="file" accept=".json,application/json" onChange={loadFile} />
          </Field>
        </>
      ) : null}

      {form === 'chicago' ? (
        <fieldset class="group">
          <legend>{w.setup.chicago}</legend>
          <Field id="vulnerability" label={w.setup.vulnerability}>
            <select
              id="vulnerability"
              value={chicago.vulnerability}
              onChange={(e) =>
                setChicago({
                  ...chicago,
                  vulnerability: (e.target as HTMLSelectElement).value as ChicagoVulnerability,
                })
              }
            >
              {CHICAGO_VULNERABILITIES.map((v) => (
                <option key={v} value={v}>
                  {w.setup.vulnerabilities[v]}
                </option>
              ))}
            </select>
          </Field>
          <div class="check">
            <input
              id="honours"
              type="checkbox"
              checked={chicago.honours}
              onChange={(e) => setChicago({ ...chicago, honours: (e.target as HTMLInputElement).checked })}
            />
            <label for="honours">{w.setup.honours}</label>
          </div>
          <div class="check">
            <input
              id="duplicate-style"
              type="checkbox"
              checked={chicago.duplicateStyle}
              onChange={(e) =>
                setChicago({ ...chicago, duplicateStyle: (e.target as HTMLInputElement).checked })
              }
            />
            <label for="duplicate-style">{w.setup.duplicateStyle}</label>
          </div>
          <Field id="bonus" label={w.setup.fourthDeal} error={errors.bonus}>
            <input
              id="bonus"
              inputMode="numeric"
              value={bonus}
              onInput={(e) => setBonus((e.target as HTMLInputElement).value)}
              aria-invalid={errors.bonus ? 'true' : undefined}
              aria-describedby={describedBy('bonus', errors.bonus)}
            />
          </Field>
          <Field id="first-dealer" label={w.setup.firstDealer}>
            <select
              id="first-dealer"
              value={chicago.firstDealer}
              onChange={(e) =>
                setChicago({ ...chicago, firstDealer: (e.target as HTMLSelectElement).value as Seat })
              }
            >
              {SEATS.map((s) => (
                <option key={s} value={s}>
                  {w.seats[s]}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
      ) : null}

      <fieldset class="group">
        <legend>{w.setup.players}</legend>
        <div class="chips">
          {([4, 5] as const).map((n) => (
            <label class="chip" key={n}>
              <input
                type="radio"
                name="players"
                value={n}
                checked={players === n}
                onChange={() => setPlayers(n)}
              />
              <span>{n === 4 ? w.setup.four : w.setup.five}</span>
            </label>
          ))}
        </div>
        <p class="hint">{w.setup.namesHint}</p>
        {Array.from({ length: players }, (_, i) => {
          const seat = SEATS[i];
          const label = players === 4 && seat ? w.seats[seat] : w.setup.playerN(i + 1);
          return (
            <Field key={`${players}-${i}`} id={`name-${i}`} label={label}>
              <input
                id={`name-${i}`}
                name={`name-${i}`}
                autoComplete="off"
                maxLength={MAX_NAME_LENGTH}
                value={names[i] ?? ''}
                onInput={(e) => {
                  const next = [...names];
                  next[i] = (e.target as HTMLInputElement).value;
                  setNames(next);
                }}
              />
            </Field>
          );
        })}
      </fieldset>

      <Field id="we" label={w.setup.we}>
        <select id="we" value={we} onChange={(e) => setWe((e.target as HTMLSelectElement).value as Side)}>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {w.sides[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="rounding" label={w.setup.rounding}>
        <select
          id="rounding"
          value={rounding}
          onChange={(e) => setRounding((e.target as HTMLSelectElement).value as Rounding)}
        >
          {ROUNDINGS.map((r) => (
            <option key={r} value={r}>
              {w.setup.roundings[r]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="stake" label={w.setup.stake} error={errors.stake} hint={w.setup.stakeHint}>
        <input
          id="stake"
          inputMode="decimal"
          value={stake}
          onInput={(e) => setStake((e.target as HTMLInputElement).value)}
          aria-invalid={errors.stake ? 'true' : undefined}
          aria-describedby={describedBy('stake', errors.stake, true)}
        />
      </Field>
      <Field id="currency" label={w.setup.currency} error={errors.currency}>
        <input
          id="currency"
          maxLength={3}
          autoCapitalize="characters"
          value={currency}
          onInput={(e) => setCurrency((e.target as HTMLInputElement).value)}
          aria-invalid={errors.currency ? 'true' : undefined}
          aria-describedby={describedBy('currency', errors.currency)}
        />
      </Field>
      {errors.form ? (
        <p class="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" class="primary">
        {w.setup.start}
      </button>
    </form>
  );
}
