/**
 * Live scoring's words (`live-en.ts`, `live-ru.ts`, `live-zh.ts`): the table's
 * phone page, the director's Live panel, the sign-in page and the public
 * results page. The server's own errors arrive worded in the request's
 * language; these are the page's words, and what the page says when the server
 * cannot be reached at all.
 */

/** The settings of a live session, as the director's panel names them. */
export type LiveSettingName = 'confirmation' | 'showTraveller' | 'correctionMinutes' | 'public';
export type LiveState = 'open' | 'closed' | 'frozen';
export type AuditAction = 'enter' | 'correct' | 'delete' | 'adjust';

export interface LiveWords {
  readonly table: {
    /** "Table 3" or "Section B, table 3". */
    readonly heading: (section: string | null, table: number) => string;
    readonly round: (round: number, rounds: number) => string;
    /** "NS 3: Ann & Bob". */
    readonly pair: (side: string, number: number, names: string) => string;
    readonly switched: string;
    readonly boards: string;
    readonly board: (board: number) => string;
    readonly dealer: (seat: string) => string;
    readonly vulnerable: (vul: string) => string;
    readonly notEntered: string;
    readonly enter: string;
    readonly waiting: string;
    readonly noBoards: string;
    readonly finished: string;
    readonly nextRound: (round: number) => string;
    readonly finishTable: string;
    readonly pending: string;
    readonly moving: string;
    readonly unknownCode: string;
    readonly loading: string;
    readonly closed: string;
    readonly frozen: string;
    readonly reload: string;
  };
  readonly entry: {
    readonly heading: (board: number) => string;
    readonly contract: string;
    readonly level: string;
    readonly strain: string;
    readonly pass: string;
    readonly doubling: string;
    readonly undoubled: string;
    readonly declarer: string;
    readonly lead: string;
    readonly leadSuit: string;
    readonly leadRank: string;
    readonly noLead: string;
    readonly tricks: string;
    /** The accessible name of a result button: "made exactly", "1 overtrick", "2 down". */
    readonly made: string;
    readonly over: (n: number) => string;
    readonly under: (n: number) => string;
    readonly nsScore: (score: string) => string;
    readonly tricksTaken: (n: number) => string;
    readonly incomplete: string;
    readonly toConfirm: string;
    readonly send: string;
    readonly cancel: string;
  };
  readonly confirm: {
    readonly heading: string;
    readonly ask: string;
    readonly confirm: string;
    readonly change: string;
  };
  readonly send: {
    readonly sending: string;
    readonly stored: (board: number) => string;
    /** Kept on the phone: the server cannot be reached; retried by itself. */
    readonly kept: (n: number) => string;
    readonly retryIn: (seconds: number) => string;
    readonly retryNow: string;
    readonly unreachable: string;
    readonly conflict: (board: number) => string;
    readonly held: string;
    readonly sent: string;
    readonly callDirector: string;
    readonly refused: (board: number, message: string) => string;
    readonly discard: string;
    readonly edit: string;
  };
  readonly traveller: {
    readonly heading: (board: number) => string;
    readonly pairs: string;
    readonly line: string;
    readonly nsScore: string;
    readonly nsPoints: string;
    readonly ewPoints: string;
    readonly close: string;
  };
  readonly panel: {
    readonly heading: string;
    readonly intro: string;
    readonly start: string;
    readonly settings: string;
    readonly setting: { readonly [S in LiveSettingName]: string };
    readonly saveSettings: string;
    readonly state: { readonly [S in LiveState]: string };
    readonly frozenAt: (when: string) => string;
    readonly tables: string;
    readonly section: string;
    readonly table: string;
    readonly code: string;
    readonly round: string;
    readonly progress: string;
    readonly progressText: (entered: number, expected: number) => string;
    readonly finished: string;
    readonly link: string;
    readonly qr: (table: string) => string;
    readonly setRound: (table: string) => string;
    readonly publicPage: string;
    readonly origin: string;
    readonly originHelp: string;
    readonly cancel: string;
    readonly close: string;
    readonly closeConfirm: (minutes: number) => string;
    readonly audit: string;
    readonly auditEmpty: string;
    readonly exportCsv: string;
    readonly seq: string;
    readonly at: string;
    readonly actor: string;
    readonly actorDirector: string;
    readonly actorTable: (table: string) => string;
    /** The reason of the entries a re-import of a results file wrote. */
    readonly reasonImport: (file: string) => string;
    readonly action: string;
    readonly actions: { readonly [A in AuditAction]: string };
    readonly board: string;
    readonly old: string;
    readonly new: string;
    readonly reason: string;
    readonly correctionReason: string;
    readonly correctionHelp: string;
    readonly connected: string;
    readonly reconnecting: string;
    readonly failed: (message: string) => string;
    readonly noMovement: string;
  };
  readonly signin: {
    readonly heading: string;
    readonly username: string;
    readonly password: string;
    readonly signIn: string;
    readonly signedIn: string;
    /** A scorer's account: may enter and correct results, not set events up. */
    readonly signedInScorer: string;
    readonly signOut: string;
    readonly wrong: string;
    readonly setupHeading: string;
    readonly setupIntro: string;
    readonly newPassword: string;
    readonly repeat: string;
    readonly mismatch: string;
    readonly tooShort: string;
    readonly setPassword: string;
    readonly notLocal: string;
    readonly open: string;
    readonly failed: (message: string) => string;
  };
  readonly public: {
    readonly heading: (name: string) => string;
    readonly updated: (when: string) => string;
    readonly live: string;
    readonly reconnecting: string;
    readonly notFound: string;
    readonly closed: string;
  };
  /** The server could not be reached at all (no answer), in words. */
  readonly network: string;
}
