// Types of live-evening.js, for the tests that use it.
import type { PairsSetup } from '@bridge-score/desk';

export interface LiveTableCode {
  readonly table: number;
  readonly code: string;
}
export interface Ack {
  readonly table: number;
  readonly round: number;
  readonly board: number;
  readonly key: string;
  readonly line: string;
}
export interface EveningStats {
  submissions: number;
  created: number;
  repeated: number;
  refused: Map<string, number>;
  retries: number;
  latencies: number[];
  /** Each paced result's due time (`performance.now()`), beside its latency. */
  due: number[];
  acked: Ack[];
}
export function eveningSetup(
  tables: number,
  rounds: number,
  boardsPerRound?: number,
  name?: string,
): PairsSetup;
export function resultFor(
  table: number,
  board: number,
): { contract: string; declarer: string | null; lead: string | null; tricks: number | null };
export function expectedLines(setup: PairsSetup): Map<string, string>;
export function send(
  method: string,
  url: string,
  body: unknown,
  deadline: number,
  stats?: EveningStats,
  // biome-ignore lint/suspicious/noExplicitAny: the API's answers, read field by field.
): Promise<{ status: number; body: any; ms: number } | null>;
export function startEvening(
  url: string,
  setup: PairsSetup,
  deadline?: number,
  /** The live session's settings (`LiveSettings`), over the defaults. */
  settings?: Record<string, unknown>,
): Promise<{ id: string; tables: LiveTableCode[] }>;
export function playEvening(
  url: string,
  tables: readonly LiveTableCode[],
  options?: {
    phonesPerTable?: number;
    deadline?: number;
    onAck?: (ack: Ack) => void;
    pace?: () => Promise<number>;
    opened?: (page: Promise<unknown>) => void;
    ready?: Promise<unknown>;
  },
): Promise<EveningStats>;
export function quantile(xs: readonly number[], q: number): number;
export function checkLines(
  setup: PairsSetup,
  lines: readonly { readonly board: number; readonly text: string }[],
): string[];
