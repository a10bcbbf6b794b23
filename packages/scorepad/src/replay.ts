/**
 * Replays an evening's changes through the core's reducers: `start` makes the
 * first rubber or chukker, each deal, undo, correction, end and new sheet is
 * the core's `applySheetLine`. A change that the core refuses is refused here
 * with the core's error and the field it concerns, and the evening stays as
 * it was. The page and the server run this same code, so the server refuses
 * exactly what the page would.
 *
 * @example
 * const r = replay([
 *   { id: a, at, op: { kind: 'start', settings: defaultSettings('rubber') } },
 *   { id: b, at, op: { kind: 'deal', deal: { contract: contractOf(4, 'S'), declarer: 'S', tricks: 11 } } },
 * ]);
 * // r.ok && r.value.evening.sheets[0].totals: { NS: 150, EW: 0 }
 */
import {
  applySheetLine,
  CHICAGO_DEFAULTS,
  type ChicagoSettings,
  contractOf,
  type DealError,
  type Evening,
  err,
  isChicagoVulnerability,
  isDoubling,
  isHonours,
  isLevel,
  isRounding,
  isSeat,
  isSide,
  isStrain,
  type NotationError,
  newChukker,
  newRubber,
  ok,
  PASS,
  type Result,
  type RuleSet,
  type RulesError,
  ruleSetByName,
  type SheetDeal,
  type SheetDealError,
  type SheetLine,
  startEvening,
  validateRuleSet,
} from '@bridge-score/core';
import {
  type Change,
  type EveningSettings,
  isScorepadForm,
  MAX_CHANGES,
  MAX_NAME_LENGTH,
  type Op,
  PLAYER_COUNTS,
} from './change.js';

/** Errors of the change list itself, beside the core's. */
export type ScorepadError =
  | { readonly code: 'evening-not-started' }
  | { readonly code: 'evening-started' }
  | { readonly code: 'evening-too-long'; readonly max: number }
  | { readonly code: 'players-count'; readonly players: number }
  | { readonly code: 'names-count'; readonly expected: number; readonly got: number }
  | { readonly code: 'name-length'; readonly max: number }
  | { readonly code: 'chicago-settings'; readonly form: string }
  | { readonly code: 'stake-invalid' }
  | { readonly code: 'settings-invalid'; readonly field: string };
export type ScorepadErrorCode = ScorepadError['code'];

/** Everything a change can be refused for. */
export type ChangeError = SheetDealError | RulesError | ScorepadError;

/** The evening after some changes: its settings, the names in use and the core's evening. */
export interface EveningState {
  readonly settings: EveningSettings;
  readonly rules: RuleSet;
  readonly names: readonly string[];
  readonly evening: Evening;
}

/** A refused change: its place in the list, the error and the field of the change it concerns. */
export interface ReplayError {
  readonly index: number;
  readonly error: ChangeError;
  /** Path within the change's `op`, e.g. `deal.contract.level`, `entry.tricks`, `settings.rules`. */
  readonly field: string;
}

/** The settings of a new evening of this form: the current rules, four unnamed players, We = NS. */
export function defaultSettings(form: EveningSettings['form']): EveningSettings {
  return {
    form,
    rules: { name: form },
    chicago: form === 'chicago' ? CHICAGO_DEFAULTS : null,
    players: 4,
    names: ['', '', '', ''],
    we: 'NS',
    rounding: 'half-down',
    stake: null,
  };
}

/** The rule set the settings name: a built-in one or the house rule set, checked. */
export function rulesOf(settings: EveningSettings): Result<RuleSet, RulesError> {
  const choice = settings.rules as unknown;
  if (typeof choice === 'object' && choice !== null) {
    if ('name' in choice && typeof choice.name === 'string') return ruleSetByName(choice.name);
    if ('house' in choice) return validateRuleSet(choice.house);
  }
  return err({ code: 'rules-invalid', path: '$', expected: 'a rule set name or a house rule set' });
}

function checkNames(names: unknown, players: number): ScorepadError | null {
  if (!Array.isArray(names)) return { code: 'names-count', expected: players, got: 0 };
  if (names.length !== players) return { code: 'names-count', expected: players, got: names.length };
  for (const name of names) {
    if (typeof name !== 'string' || [...name].length > MAX_NAME_LENGTH) {
      return { code: 'name-length', max: MAX_NAME_LENGTH };
    }
  }
  return null;
}

function checkChicago(c: unknown): c is ChicagoSettings {
  if (typeof c !== 'object' || c === null) return false;
  const s = c as Record<string, unknown>;
  return (
    isChicagoVulnerability(s.vulnerability) &&
    typeof s.honours === 'boolean' &&
    typeof s.duplicateStyle === 'boolean' &&
    Number.isSafeInteger(s.fourthDealPartScore) &&
    (s.fourthDealPartScore as number) >= 0 &&
    (s.fourthDealPartScore as number) <= 100_000 &&
    isSeat(s.firstDealer)
  );
}

/** Starts an evening: the settings checked, the first rubber or chukker made by the core. */
export function startState(settings: EveningSettings): Result<EveningState, ChangeError> {
  const s = settings as unknown as Record<string, unknown>;
  if (!isScorepadForm(s.form)) return err({ code: 'settings-invalid', field: 'form' });
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(s.players)) {
    return err({ code: 'players-count', players: Number(s.players) });
  }
  const names = checkNames(s.names, settings.players);
  if (names) return err(names);
  if (!isSide(s.we)) return err({ code: 'settings-invalid', field: 'we' });
  if (!isRounding(s.rounding)) return err({ code: 'settings-invalid', field: 'rounding' });
  const stake = s.stake as Record<string, unknown> | null;
  if (stake !== null) {
    const per100 = stake?.per100;
    const currency = stake?.currency;
    if (
      typeof per100 !== 'number' ||
      !Number.isFinite(per100) ||
      per100 < 0 ||
      per100 > 1_000_000 ||
      !(currency === null || (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)))
    ) {
      return err({ code: 'stake-invalid' });
    }
  }
  const rules = rulesOf(settings);
  if (!rules.ok) return rules;
  let first: Result<Evening['sheets'][number], ChangeError>;
  if (settings.form === 'rubber') {
    if (settings.chicago !== null) return err({ code: 'chicago-settings', form: settings.form });
    first = newRubber(rules.value);
  } else {
    if (!checkChicago(settings.chicago)) return err({ code: 'chicago-settings', form: settings.form });
    first = newChukker(rules.value, settings.chicago);
  }
  if (!first.ok) return first;
  return ok({ settings, rules: rules.value, names: settings.names, evening: startEvening(first.value) });
}

/**
 * A deal from JSON, checked field by field and rebuilt from the core's own values
 * (contracts interned by `contractOf`): anything else is refused with the core's code.
 */
export function sheetDealOf(json: unknown): Result<SheetDeal, NotationError | DealError> {
  if (typeof json !== 'object' || json === null) return err({ code: 'contract-empty' });
  const d = json as Record<string, unknown>;
  if (d.contract === PASS) return ok({ contract: PASS });
  const c = d.contract as Record<string, unknown> | null | undefined;
  if (typeof c !== 'object' || c === null) return err({ code: 'contract-empty' });
  if (!isLevel(c.level)) {
    const level = Number(c.level);
    if (Number.isInteger(level) && level > 7) return err({ code: 'level-too-high', level });
    if (level === 0) return err({ code: 'level-zero' });
    return err({ code: 'level-missing', text: String(c.level) });
  }
  if (!isStrain(c.strain)) return err({ code: 'strain-unknown', text: String(c.strain) });
  if (!isDoubling(c.doubling)) return err({ code: 'doubling-unknown', text: String(c.doubling) });
  if (!isSeat(d.declarer)) {
    return d.declarer === undefined
      ? err({ code: 'declarer-missing' })
      : err({ code: 'declarer-unknown', text: String(d.declarer) });
  }
  const tricks = d.tricks;
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    return err({ code: 'tricks-range', tricks: Number(tricks) });
  }
  const contract = contractOf(c.level, c.strain, c.doubling);
  if (d.honours === undefined || d.honours === null) return ok({ contract, declarer: d.declarer, tricks });
  const h = d.honours as Record<string, unknown>;
  if (typeof h !== 'object' || !isHonours(h.kind)) {
    return err({ code: 'honours-unknown', text: JSON.stringify(d.honours) ?? '' });
  }
  if (!isSide(h.holder)) return err({ code: 'honours-holder', text: String(h.holder) });
  return ok({ contract, declarer: d.declarer, tricks, honours: { kind: h.kind, holder: h.holder } });
}

/** The core's sheet line for an op other than `start` and `names`. */
function sheetLineOf(op: Op, sheets: number): Result<SheetLine, ChangeError> {
  switch (op.kind) {
    case 'deal': {
      const deal = sheetDealOf(op.deal);
      return deal.ok ? ok({ kind: 'deal', deal: deal.value }) : deal;
    }
    case 'fix': {
      const entry = sheetDealOf(op.entry);
      if (!entry.ok) return entry;
      if (!Number.isSafeInteger(op.sheet))
        return err({ code: 'sheet-index', sheet: op.sheet, count: sheets });
      return ok({ kind: 'fix', sheet: op.sheet, deal: op.deal, entry: entry.value });
    }
    case 'undo':
    case 'end':
    case 'new':
      return ok({ kind: op.kind });
    case 'start':
    case 'names':
      throw new Error(`not a sheet line: ${op.kind}`);
  }
}

/**
 * Applies one change to the evening (null before `start`). Never throws on any input.
 *
 * @example
 * applyOp(state, { kind: 'undo' }); // the evening without its last deal
 */
export function applyOp(state: EveningState | null, op: Op): Result<EveningState, ChangeError> {
  const kind = (op as { kind?: unknown } | null)?.kind;
  if (state === null) {
    return kind === 'start'
      ? startState((op as { settings: EveningSettings }).settings)
      : err({ code: 'evening-not-started' });
  }
  switch (kind) {
    case 'start':
      return err({ code: 'evening-started' });
    case 'names': {
      const names = (op as { names?: unknown }).names;
      const bad = checkNames(names, state.settings.players);
      return bad ? err(bad) : ok({ ...state, names: names as string[] });
    }
    case 'deal':
    case 'fix':
    case 'undo':
    case 'end':
    case 'new': {
      const line = sheetLineOf(op, state.evening.sheets.length);
      if (!line.ok) return line;
      const next = applySheetLine(state.evening, line.value);
      return next.ok ? ok({ ...state, evening: next.value }) : next;
    }
    default:
      return err({ code: 'settings-invalid', field: 'kind' });
  }
}

/**
 * The field of a change's `op` an error concerns, for a message placed beside it.
 * `deal.` for a deal, `entry.` for a correction.
 */
export function fieldOf(error: ChangeError, op: Op): string {
  const kind = (op as { kind?: unknown } | null | undefined)?.kind;
  const deal = kind === 'fix' ? 'entry' : 'deal';
  switch (error.code) {
    case 'contract-empty':
    case 'contract-invalid':
      return `${deal}.contract`;
    case 'level-missing':
    case 'level-zero':
    case 'level-too-high':
      return `${deal}.contract.level`;
    case 'strain-unknown':
      return `${deal}.contract.strain`;
    case 'doubling-unknown':
      return `${deal}.contract.doubling`;
    case 'result-syntax':
    case 'tricks-range':
    case 'result-range':
    case 'result-missing':
    case 'result-conflict':
    case 'result-for-pass':
      return `${deal}.tricks`;
    case 'declarer-unknown':
    case 'declarer-missing':
      return `${deal}.declarer`;
    case 'vulnerability-unknown':
    case 'board-number':
    case 'score-tens':
    case 'score-range':
      return deal;
    case 'honours-unknown':
    case 'honours-not-scored':
    case 'honours-strain':
    case 'honours-holder':
    case 'honours-off':
      return `${deal}.honours`;
    case 'deal-index':
      return 'deal';
    case 'sheet-index':
      return 'sheet';
    case 'correction-conflict':
    case 'correction-unfinished':
      return 'entry';
    case 'rubber-over':
    case 'chukker-over':
    case 'nothing-to-undo':
    case 'sheet-not-over':
    case 'sheet-line-empty':
    case 'sheet-line-syntax':
    case 'evening-not-started':
    case 'evening-started':
    case 'evening-too-long':
      return 'kind';
    case 'sheet-rules-form':
    case 'rubber-values-missing':
    case 'rules-unknown':
    case 'rules-year':
    case 'rules-invalid':
    case 'rules-json':
      return 'settings.rules';
    case 'players-count':
      return 'settings.players';
    case 'names-count':
    case 'name-length':
      return kind === 'names' ? 'names' : 'settings.names';
    case 'chicago-settings':
      return 'settings.chicago';
    case 'stake-invalid':
      return 'settings.stake';
    case 'settings-invalid':
      return error.field === 'kind' ? 'kind' : `settings.${error.field}`;
  }
}

/**
 * Applies a list of changes from an evening already replayed (or from nothing).
 * Stops at the first change refused, naming it by its place in `changes`.
 */
export function replayFrom(
  state: EveningState | null,
  changes: readonly Pick<Change, 'op'>[],
  offset = 0,
): Result<EveningState, ReplayError> {
  let s = state;
  for (const [i, change] of changes.entries()) {
    if (offset + i >= MAX_CHANGES) {
      return err({ index: i, error: { code: 'evening-too-long', max: MAX_CHANGES }, field: 'kind' });
    }
    const next = applyOp(s, change.op);
    if (!next.ok) return err({ index: i, error: next.error, field: fieldOf(next.error, change.op) });
    s = next.value;
  }
  if (s === null) return err({ index: 0, error: { code: 'evening-not-started' }, field: 'kind' });
  return ok(s);
}

/** Replays a whole evening from its first change. */
export function replay(changes: readonly Pick<Change, 'op'>[]): Result<EveningState, ReplayError> {
  return replayFrom(null, changes);
}
