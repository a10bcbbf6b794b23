// Types of live-multi.js, for the tests that use it.
export const ADMIN_URL: string;
export function createDatabase(
  adminUrl?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export function cpuMs(pid: number): number;
export function peakRssMiB(pid: number): number;
export function clubName(n: number): string;

export interface MultiOutcome {
  processes: number;
  events: number;
  clubs: string[];
  tables: number;
  phones: number;
  /** Results the movements hold, all events together (from the core's movement, not the server). */
  expected: number;
  wallSeconds: number;
  requests: number;
  submissions: number;
  created: number;
  repeated: number;
  unanswered: number;
  refused: [string, number][];
  retries: number;
  p50: number;
  p99: number;
  clientCpuMs: number;
  serverCpuMs: number[];
  postgresCpuMs: number;
  peakRssMiB: number[];
  acks: number;
  kill: {
    process: number;
    done: boolean;
    exit: string | number | null;
    atAcks: number;
    ackedByVictim: number;
    failedOver: number;
    failedOverHeld: number;
  } | null;
  viewer: {
    process: number;
    sentTo: number[];
    updates: number;
    first: number | undefined;
    last: number | undefined;
    final: number;
    reached: boolean;
    neverBack: boolean;
    ackedOnProcess0: number;
    error: string | null;
  } | null;
  problems: string[];
  resent: { sent: number; reused: number; problems: string[] };
}

export function multiRun(options: {
  databaseUrl: string;
  databaseName?: string;
  processes: number;
  clubs: number;
  tables: number;
  rounds: number;
  boardsPerRound?: number;
  phones?: number;
  kill?: number | null;
  viewer?: boolean;
  connections?: number;
  seconds?: number;
  resend?: boolean;
  warmup?: number;
  log?: (line: string) => void;
}): Promise<MultiOutcome>;
