// Types of live-fault.js, for the tests that use it.
export interface FaultOutcome {
  kills: number;
  acked: number;
  created: number;
  retries: number;
  keys: number;
  lines: number;
  integrity: string;
  missingAcks: string[];
  problems: string[];
  refused: [string, number][];
}
export function freePort(): Promise<number>;
export function faultRun(options: {
  dataDir: string;
  tables?: number;
  rounds?: number;
  kills?: number;
  phonesPerTable?: number;
  deadlineMs?: number;
  log?: (line: string) => void;
}): Promise<FaultOutcome>;
