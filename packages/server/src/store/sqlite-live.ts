import type BetterSqlite3 from 'better-sqlite3';
import { BOARD_TEXTS_SQL } from './board-lines.js';
import type { LiveSessionsTable, LiveTablesTable } from './database.js';
import {
  canonicalJson,
  contentOf,
  type ResultRow,
  sessionOf,
  toLiveTable,
  toResult,
  triageSubmission,
} from './kysely-store.js';
import type {
  LiveNextOutcome,
  LiveResultRecord,
  LiveRounds,
  LiveSubmission,
  LiveSubmitOutcome,
  LiveTable,
  LiveTableContext,
} from './live.js';

/** A table with its session and event, read in one statement. */
type TableRow = LiveTablesTable &
  Omit<LiveSessionsTable, 'event_id'> & { version: number; name: string; setup: string };

const RESULT_COLUMNS = `r.event_id, r.line_id, r.section, r.round, r.table_no, r.board, r.content,
  r.confirmed, l.text`;

export class SqliteLive {
  private readonly tableByCode: BetterSqlite3.Statement<[string], TableRow>;
  private readonly requestByKey: BetterSqlite3.Statement<
    [string],
    { code: string; content: string; response: string }
  >;
  private readonly resultAt: BetterSqlite3.Statement<[string, string, number, number, number], ResultRow>;
  private readonly resultsOfRound: BetterSqlite3.Statement<[string, string, number, number], ResultRow>;
  private readonly boardsOfRound: BetterSqlite3.Statement<
    [string, string, number, number],
    { board: number }
  >;
  private readonly lastLineSeq: BetterSqlite3.Statement<[string], { seq: number }>;
  private readonly lastAuditSeq: BetterSqlite3.Statement<[string], { seq: number }>;
  private readonly insertLine: BetterSqlite3.Statement<
    [string, string, number, string, number, string, string]
  >;
  private readonly raiseVersion: BetterSqlite3.Statement<[string, string], { version: number }>;
  private readonly insertResult: BetterSqlite3.Statement<
    [string, string, string, number, number, number, string, string | null, number, string]
  >;
  private readonly insertRequest: BetterSqlite3.Statement<[string, string, string, string, string, string]>;
  private readonly insertAudit: BetterSqlite3.Statement<
    [string, number, string, string, string, number, string, string]
  >;
  private readonly moveTable: BetterSqlite3.Statement<[number, number, string]>;
  private readonly textsOfBoard: BetterSqlite3.Statement<[string, string, number, string], string>;
  private readonly readTable: (code: string) => LiveTableContext | undefined;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly now: () => Date,
  ) {
    this.tableByCode = sqlite.prepare(
      `select t.code, t.event_id, t.section, t.table_no, t.round, t.finished,
         s.club, s.settings, s.state, s.started_at, s.closed_at, e.version, e.name, e.setup
       from live_tables t
       join live_sessions s on s.event_id = t.event_id
       join desk_events e on e.id = t.event_id
       where t.code = ?`,
    );
    this.requestByKey = sqlite.prepare('select code, content, response from live_requests where key = ?');
    this.resultAt = sqlite.prepare(
      `select ${RESULT_COLUMNS} from live_results r join desk_lines l on l.id = r.line_id
       where r.event_id = ? and r.section = ? and r.table_no = ? and r.round = ? and r.board = ?`,
    );
    this.resultsOfRound = sqlite.prepare(
      `select ${RESULT_COLUMNS} from live_results r join desk_lines l on l.id = r.line_id
       where r.event_id = ? and r.section = ? and r.table_no = ? and r.round = ? order by r.board`,
    );
    this.boardsOfRound = sqlite.prepare(
      'select board from live_results where event_id = ? and section = ? and table_no = ? and round = ?',
    );
    this.lastLineSeq = sqlite.prepare(
      'select coalesce(max(seq), 0) as seq from desk_lines where event_id = ?',
    );
    this.lastAuditSeq = sqlite.prepare(
      'select coalesce(max(seq), 0) as seq from live_audit where event_id = ?',
    );
    this.insertLine = sqlite.prepare(
      `insert into desk_lines (id, event_id, seq, section, board, text, reason, updated_at)
       values (?, ?, ?, ?, ?, ?, null, ?)`,
    );
    this.raiseVersion = sqlite.prepare(
      'update desk_events set version = version + 1, updated_at = ? where id = ? returning version',
    );
    this.insertResult = sqlite.prepare(
      `insert into live_results
         (line_id, event_id, section, round, table_no, board, content, lead, confirmed, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertRequest = sqlite.prepare(
      `insert into live_requests (key, event_id, code, content, response, created_at)
       values (?, ?, ?, ?, ?, ?)`,
    );
    this.insertAudit = sqlite.prepare(
      `insert into live_audit (event_id, seq, at, actor, action, section, board, line_id, old, new, reason)
       values (?, ?, ?, ?, 'enter', ?, ?, ?, null, ?, null)`,
    );
    this.moveTable = sqlite.prepare('update live_tables set round = ?, finished = ? where code = ?');
    this.textsOfBoard = sqlite.prepare<[string, string, number, string], string>(BOARD_TEXTS_SQL).pluck();
    this.readTable = sqlite.transaction((code: string): LiveTableContext | undefined => {
      const row = this.tableByCode.get(code);
      if (!row) return undefined;
      const table = toLiveTable(row);
      return {
        table,
        session: sessionOf(row, Number(row.version), this.now()),
        event: { id: row.event_id, name: row.name, setup: row.setup },
        results: this.resultsOfRound.all(row.event_id, row.section, table.table, table.round).map(toResult),
      };
    });
  }

  /** A table's result (see `Store.submitLiveResult`); in the caller's transaction. */
  submit(submission: LiveSubmission): LiveSubmitOutcome {
    const { code, key, round, board } = submission;
    const row = this.tableByCode.get(code);
    if (!row) return { kind: 'not-found' };
    const table = toLiveTable(row);
    const now = this.now();
    const session = sessionOf(row, 0, now);

    const asked = this.requestByKey.get(key);
    const asPrepared = submission.prepare({
      table,
      club: session.club,
      setup: row.setup,
      settings: session.settings,
    });
    const triage = triageSubmission(asked, asPrepared, code, round, board, table);
    if (triage.kind !== 'go') return triage;
    const { content, request, prepared } = triage;
    const heldRow = this.resultAt.get(table.eventId, table.section, table.table, round, board);
    const held = heldRow && toResult(heldRow);
    if (held && canonicalJson(contentOf(held)) === content) return { kind: 'repeat', record: held };

    if (session.state === 'closed') return { kind: 'closed' };
    if (session.state === 'frozen') return { kind: 'frozen' };
    if (table.finished || table.round !== round) return { kind: 'wrong-round', current: table.round };
    if (held) return { kind: 'conflict', held, sent: prepared.text };

    const at = now.toISOString();
    const eventId = table.eventId;
    const seq = (this.lastLineSeq.get(eventId)?.seq ?? 0) + 1;
    this.insertLine.run(submission.lineId, eventId, seq, table.section, board, prepared.text, at);
    const raised = this.raiseVersion.get(at, eventId);
    if (!raised) throw new Error(`the event ${eventId} went missing in the transaction`);
    this.insertResult.run(
      submission.lineId,
      eventId,
      table.section,
      round,
      table.table,
      board,
      content,
      prepared.content.lead,
      prepared.confirmed ? 1 : 0,
      at,
    );
    const record: LiveResultRecord = {
      ...prepared.content,
      eventId,
      lineId: submission.lineId,
      section: table.section,
      round,
      table: table.table,
      board,
      line: prepared.text,
      confirmed: prepared.confirmed,
    };
    this.insertRequest.run(key, eventId, code, request, JSON.stringify(submission.answer(record)), at);
    submission.written?.(() => this.textsOfBoard.all(eventId, table.section, board, session.club));
    const auditSeq = (this.lastAuditSeq.get(eventId)?.seq ?? 0) + 1;
    this.insertAudit.run(
      eventId,
      auditSeq,
      at,
      submission.actor(table),
      table.section,
      board,
      submission.lineId,
      prepared.text,
    );
    return { kind: 'stored', record, version: Number(raised.version) };
  }

  /**
   * A table moved to its next round (see `Store.nextLiveRound`); in the caller's transaction. It
   * reads the table (with its session and event) once, the boards it holds in its round, and the
   * results of the round it is then at for its page.
   */
  next(
    code: string,
    from: number | null,
    movement: (table: LiveTable, setup: string) => LiveRounds | null,
  ): LiveNextOutcome {
    const row = this.tableByCode.get(code);
    if (!row) return { kind: 'not-found' };
    const table = toLiveTable(row);
    const plan = movement(table, row.setup);
    if (!plan) return { kind: 'not-found' };
    const session = sessionOf(row, Number(row.version), this.now());
    const pageAt = (at: LiveTable): LiveTableContext => ({
      table: at,
      session,
      event: { id: row.event_id, name: row.name, setup: row.setup },
      results: this.resultsOfRound.all(at.eventId, at.section, at.table, at.round).map(toResult),
    });
    if (table.finished || (from !== null && table.round > from)) {
      return { kind: 'already', table, page: pageAt(table) };
    }
    if (session.state === 'closed') return { kind: 'closed' };
    if (session.state === 'frozen') return { kind: 'frozen' };
    const have = new Set(
      this.boardsOfRound
        .all(table.eventId, table.section, table.table, table.round)
        .map((h) => Number(h.board)),
    );
    const missing = plan.boardsOf(table.round).filter((b) => !have.has(b));
    if (missing.length > 0) return { kind: 'unfinished', boards: missing };
    const finished = table.round >= plan.rounds;
    const next = finished ? table.round : table.round + 1;
    this.moveTable.run(next, finished ? 1 : 0, code);
    const moved: LiveTable = { ...table, round: next, finished };
    return { kind: 'moved', table: moved, page: pageAt(moved) };
  }

  /** A table's page as stored (see `Store.liveTable`); in a read transaction of its own. */
  table(code: string): LiveTableContext | undefined {
    return this.readTable(code);
  }

  /** The texts of a board's desk lines in a section of the club's event, in order. */
  boardTexts(club: string, eventId: string, section: string, board: number): string[] {
    return this.textsOfBoard.all(eventId, section, board, club);
  }
}
