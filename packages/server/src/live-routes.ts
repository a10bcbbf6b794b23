/**
 * Live scoring's routes (docs/live.md): the director's control of a live
 * session, the tables' phones (by table code), the audit log, the public
 * results and the live streams. The movement (the desk's `plans`, the core's
 * `seating`) says what a table plays; the store checks, in the transaction
 * that writes, what may have changed since (the table's round, the
 * session's state, a result already held).
 *
 * @example
 * registerLive(app, { store, bus, feed, tableRateLimit: { max: 300, timeWindowMs: 60_000 } });
 */
import { randomInt } from 'node:crypto';
import {
  boardDealer,
  boardVulnerability,
  formatContract,
  type MovementPlan,
  outcomeNsScore,
  PASS,
  parseContract,
  seating,
  travellerSeats,
} from '@bridge-score/core';
import { type PairsSetup, parsePairsLine, readDeskLine } from '@bridge-score/desk';
import type { Lang } from '@bridge-score/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopeOf } from './auth.js';
import { deskErrorMessage } from './desk-routes.js';
import { apiError, langOf } from './errors.js';
import { eventTopic, type LiveBus } from './live-bus.js';
import { type LiveFeed, rankingsOf } from './live-feed.js';
import {
  auditRoute,
  liveCloseRoute,
  liveGetRoute,
  liveRoundRoute,
  liveSettingsRoute,
  liveStartRoute,
  publicEventRoute,
  SMALL_BODY,
  streamRoute,
  tableNextRoute,
  tablePageRoute,
  tableResultRoute,
} from './live-schemas.js';
import { boardTraveller, planned, type Traveller, type TravellerSource } from './live-traveller.js';
import {
  type AuditEntry,
  DEFAULT_LIVE_SETTINGS,
  type LiveContent,
  type LivePrepared,
  type LiveResultRecord,
  type LiveSession,
  type LiveSettings,
  type LiveTableContext,
  type Scope,
  type Store,
} from './store/store.js';
import { timeOrderedId } from './time-ordered-id.js';

/** Table codes' characters: no I, L, O, 0 or 1, which are read for one another. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface LiveOptions {
  readonly store: Store;
  readonly bus: LiveBus;
  readonly feed: LiveFeed;
  /** Requests one table code may make in the window; false for none. */
  readonly tableRateLimit: { readonly max: number; readonly timeWindowMs: number } | false;
  /** Unknown table codes one client address may ask for a minute (60). */
  readonly unknownCodes?: number;
  /** Check the table routes' answers against their schemas (default true; see `AppOptions`). */
  readonly checkAnswers?: boolean;
  /** Where boards' travellers are scored (a worker thread); none: on this thread. */
  readonly travellers?: TravellerSource;
}

/** Requests to table routes a code may make a minute. */
export const TABLE_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 } as const;

const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

/** The boards a table plays in a round: none where no one sits or the phantom does. */
function boardsAt(plan: MovementPlan, round: number, table: number): readonly number[] {
  const s = seating(plan, round, table);
  return s && !s.idle ? s.boards : [];
}

function expectedAt(plan: MovementPlan, table: number): number {
  let n = 0;
  for (let round = 1; round <= plan.rounds; round++) n += boardsAt(plan, round, table).length;
  return n;
}

function sessionView(session: LiveSession, setupText: string) {
  const { plans: byName } = planned(setupText);
  return {
    eventId: session.eventId,
    state: session.state,
    settings: session.settings,
    startedAt: session.startedAt,
    closedAt: session.closedAt,
    frozenAt: session.frozenAt,
    version: session.version,
    tables: session.tables.map((t) => {
      const plan = byName.get(t.section);
      return {
        section: t.section,
        table: t.table,
        code: t.code,
        round: t.round,
        rounds: plan?.rounds ?? 0,
        finished: t.finished,
        entered: t.entered,
        expected: plan ? expectedAt(plan, t.table) : 0,
      };
    }),
  };
}

/** A result as the table's page shows it; its score read from the desk line as it now stands. */
function resultView(r: LiveResultRecord) {
  // The line was read against the movement when it was stored (by a table or the director).
  const read = parsePairsLine(r.line);
  let nsScore: number | null = null;
  if (read.ok) {
    const o = read.value.outcome;
    if (o.kind === 'played' || o.kind === 'score') nsScore = outcomeNsScore(o, boardVulnerability(r.board));
  }
  return {
    board: r.board,
    round: r.round,
    line: r.line,
    contract: r.contract,
    declarer: r.declarer,
    lead: r.lead,
    tricks: r.tricks,
    nsScore,
    confirmed: r.confirmed,
  };
}

function namesOf(setup: PairsSetup, section: string, number: number, direction: 'NS' | 'EW' | null) {
  const p = setup.pairs.find(
    (x) => x.section === section && x.number === number && x.direction === direction,
  );
  return p ? p.names.filter((n) => n !== '') : [];
}

function tablePage(ctx: LiveTableContext) {
  const { setup, plans: byName } = planned(ctx.event.setup);
  const plan = byName.get(ctx.table.section);
  const round = ctx.table.round;
  const s = plan && !ctx.table.finished ? seating(plan, round, ctx.table.table) : undefined;
  const pair = (p: { number: number; direction: 'NS' | 'EW' | null }) => ({
    number: p.number,
    names: namesOf(setup, ctx.table.section, p.number, p.direction),
  });
  const boards = s && !s.idle ? s.boards : [];
  return {
    event: { id: ctx.event.id, name: ctx.event.name },
    state: ctx.session.state,
    section: ctx.table.section,
    table: ctx.table.table,
    round,
    rounds: plan?.rounds ?? 0,
    finished: ctx.table.finished,
    settings: ctx.session.settings,
    ns: s ? pair(s.ns) : null,
    ew: s ? pair(s.ew) : null,
    switched: s?.switched ?? false,
    sharedWith: s ? [...s.sharedWith] : [],
    boards: boards.map((board) => {
      const r = ctx.results.find((x) => x.round === round && x.board === board);
      return {
        board,
        dealer: boardDealer(board),
        vulnerability: boardVulnerability(board),
        result: r ? resultView(r) : null,
      };
    }),
  };
}

/** The body a table sends with a result. */
interface ResultBody {
  key: string;
  round: number;
  board: number;
  contract: string;
  declarer?: 'N' | 'E' | 'S' | 'W' | 'n' | 'e' | 's' | 'w' | null;
  lead?: string | null;
  tricks?: number | null;
  confirmed: boolean;
}

/** A lead as stored: upper case, the ten as T. */
const normalLead = (lead: string | null | undefined): string | null =>
  lead ? lead.toUpperCase().replace('10', 'T') : null;

/** Why a table's result is refused before anything is written. */
type Refusal =
  | { readonly kind: 'not-your-board'; readonly board: number; readonly round: number }
  | { readonly kind: 'unconfirmed' }
  | { readonly kind: 'unread'; readonly field: string; readonly error: { readonly code: string } }
  | { readonly kind: 'no-movement' };

/** Reads a table's result against the movement and the settings: the line to write, or a refusal. */
function prepareResult(
  plan: MovementPlan | undefined,
  table: number,
  settings: LiveSettings,
  body: ResultBody,
): LivePrepared {
  const refuse = (reason: Refusal): LivePrepared => ({ kind: 'refuse', reason });
  if (!plan) return refuse({ kind: 'no-movement' });
  const { board, round } = body;
  const seats = travellerSeats(plan, round, table);
  if (!seats || !boardsAt(plan, round, table).includes(board)) {
    return refuse({ kind: 'not-your-board', board, round });
  }
  if (settings.confirmation && !body.confirmed) return refuse({ kind: 'unconfirmed' });
  const contract = parseContract(body.contract.trim());
  if (!contract.ok) return refuse({ kind: 'unread', field: 'contract', error: contract.error });
  const pass = contract.value === PASS;
  const content: LiveContent = {
    contract: pass ? 'PASS' : formatContract(contract.value),
    declarer: pass || !body.declarer ? null : (body.declarer.toUpperCase() as LiveContent['declarer']),
    lead: pass ? null : normalLead(body.lead),
    tricks: pass ? null : (body.tricks ?? null),
  };
  const words = [seats.ns, seats.ew, content.contract, content.declarer, content.tricks].filter(
    (w) => w !== null,
  );
  const text = `${words.join(' ')}${seats.switched ? ' ~' : ''}`;
  const read = readDeskLine(plan, { board, text });
  if (!read.ok) return refuse({ kind: 'unread', field: read.error.field, error: read.error.error });
  return { kind: 'line', content, confirmed: body.confirmed, text };
}

function sendRefusal(reply: FastifyReply, l: Lang, r: Refusal) {
  switch (r.kind) {
    case 'not-your-board':
      return reply
        .code(403)
        .send(apiError({ code: 'live-not-your-board', board: r.board, round: r.round }, l));
    case 'unconfirmed':
      return reply.code(422).send(apiError({ code: 'live-unconfirmed' }, l, { field: 'confirmed' }));
    case 'unread':
      return reply.code(400).send({
        error: { code: r.error.code, message: deskErrorMessage(r.error as never, l), field: r.field },
      });
    case 'no-movement':
      return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
  }
}

const AUDIT_CSV_COLUMNS = [
  'seq',
  'at',
  'actor',
  'action',
  'section',
  'board',
  'lineId',
  'old',
  'new',
  'reason',
] as const;

/** The audit log as CSV (RFC 4180: fields with a comma, quote or line break are quoted). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const field = (v: string | number | null) => {
    const t = v === null ? '' : String(v);
    return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const rows = entries.map((e) => AUDIT_CSV_COLUMNS.map((c) => field(e[c])).join(','));
  return `${[AUDIT_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Counts unknown table codes per client address, to slow guessing. */
class Misses {
  private readonly byClient = new Map<string, { count: number; since: number }>();
  constructor(private readonly max: number) {}
  /** Whether the client may ask for one more unknown code this minute (and counts it). */
  miss(client: string): boolean {
    const now = Date.now();
    const held = this.byClient.get(client);
    const fresh = !held || now - held.since > 60_000;
    const entry = fresh ? { count: 0, since: now } : held;
    entry.count += 1;
    this.byClient.set(client, entry);
    if (this.byClient.size > 10_000) {
      const oldest = this.byClient.keys().next().value;
      if (oldest !== undefined) this.byClient.delete(oldest);
    }
    return entry.count <= this.max;
  }
  blocked(client: string): boolean {
    const held = this.byClient.get(client);
    return held !== undefined && Date.now() - held.since <= 60_000 && held.count > this.max;
  }
}

export function registerLive(app: FastifyInstance, options: LiveOptions): void {
  const { store, bus, feed } = options;
  const misses = new Misses(options.unknownCodes ?? 60);

  const publish = (eventId: string, version: number) =>
    bus.publish(eventTopic(eventId), JSON.stringify({ version })).catch((e: unknown) => {
      app.log.error(e);
    });

  // @fastify/response-validation reads `responseValidation` from the route's options.
  const checked = options.checkAnswers === false ? { responseValidation: false } : {};
  const tableConfig =
    options.tableRateLimit === false
      ? {}
      : {
          rateLimit: {
            max: options.tableRateLimit.max,
            timeWindow: options.tableRateLimit.timeWindowMs,
            keyGenerator: (req: FastifyRequest) =>
              `table:${String((req.params as { code?: string }).code ?? '').toUpperCase()}`,
          },
        };

  /** An unknown table code: 404, counted against the client (429 past the limit). */
  function notFound(reply: FastifyReply, l: Lang, client: string) {
    return misses.miss(client)
      ? reply.code(404).send(apiError({ code: 'live-not-found' }, l))
      : reply.code(429).send(apiError({ code: 'rate-limited', seconds: 60 }, l));
  }

  /** The table of the request's code, or the answer already sent (404, or 429 for a guesser). */
  async function tableOf(req: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) {
    const client = req.ip;
    const l = lang(req);
    if (misses.blocked(client)) {
      await reply.code(429).send(apiError({ code: 'rate-limited', seconds: 60 }, l));
      return null;
    }
    const ctx = await store.liveTable(req.params.code.toUpperCase());
    if (!ctx) {
      const status = misses.miss(client) ? 404 : 429;
      await reply
        .code(status)
        .send(
          status === 404
            ? apiError({ code: 'live-not-found' }, l)
            : apiError({ code: 'rate-limited', seconds: 60 }, l),
        );
      return null;
    }
    return ctx;
  }

  // --- The director's control ------------------------------------------------

  async function answerSession(reply: FastifyReply, l: Lang, scope: Scope, eventId: string, status = 200) {
    const session = await store.liveSession(scope, eventId);
    const event = session && (await store.getDeskEvent(scope, eventId));
    if (!session || !event) return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
    return reply.code(status).send(sessionView(session, JSON.stringify(event.setup)));
  }

  app.post<{ Params: { id: string }; Body: { settings?: Partial<LiveSettings> } | null }>(
    '/api/desk/events/:id/live',
    { schema: liveStartRoute },
    async (req, reply) => {
      const l = lang(req);
      const id = req.params.id;
      const scope = scopeOf(req);
      const event = await store.getDeskEvent(scope, id);
      if (!event) return reply.code(404).send(apiError({ code: 'desk-not-found' }, l));
      if (event.setup.kind !== 'pairs')
        return reply.code(409).send(apiError({ code: 'live-no-movement' }, l));
      const byName = planned(JSON.stringify(event.setup)).plans;
      if (byName.size === 0) return reply.code(409).send(apiError({ code: 'live-no-movement' }, l));
      const settings: LiveSettings = { ...DEFAULT_LIVE_SETTINGS, ...(req.body?.settings ?? {}) };
      // A random code may, rarely, be another table's: draw again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const tables = [...byName].flatMap(([section, plan]) =>
          Array.from({ length: plan.tables }, (_, i) => ({ section, table: i + 1, code: randomCode() })),
        );
        const out = await store.startLiveSession(scope, id, settings, tables);
        switch (out.kind) {
          case 'started':
            return answerSession(reply, l, scope, id, 201);
          case 'exists':
            return answerSession(reply, l, scope, id, 200);
          case 'not-found':
            return reply.code(404).send(apiError({ code: 'desk-not-found' }, l));
          case 'code-taken':
            continue;
        }
      }
      throw new Error('no free table codes after 5 draws');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/desk/events/:id/live',
    { schema: liveGetRoute },
    async (req, reply) => answerSession(reply, lang(req), scopeOf(req), req.params.id),
  );

  app.put<{ Params: { id: string }; Body: Partial<LiveSettings> }>(
    '/api/desk/events/:id/live/settings',
    { schema: liveSettingsRoute },
    async (req, reply) => {
      const l = lang(req);
      const scope = scopeOf(req);
      const held = await store.liveSession(scope, req.params.id);
      if (!held) return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
      const out = await store.saveLiveSettings(scope, req.params.id, { ...held.settings, ...req.body });
      if (out.kind === 'frozen') return reply.code(409).send(apiError({ code: 'live-frozen' }, l));
      if (out.kind === 'not-found') return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
      return answerSession(reply, l, scope, req.params.id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/desk/events/:id/live/close',
    { schema: liveCloseRoute },
    async (req, reply) => {
      const l = lang(req);
      const scope = scopeOf(req);
      const out = await store.closeLiveSession(scope, req.params.id);
      if (out.kind !== 'saved') return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
      return answerSession(reply, l, scope, req.params.id);
    },
  );

  app.post<{ Params: { id: string; section: string; table: string }; Body: { round: number } }>(
    '/api/desk/events/:id/live/tables/:section/:table/round',
    { schema: liveRoundRoute },
    async (req, reply) => {
      const l = lang(req);
      const { id, section } = req.params;
      const table = Number(req.params.table);
      const scope = scopeOf(req);
      const event = await store.getDeskEvent(scope, id);
      const plan = event && planned(JSON.stringify(event.setup)).plans.get(section);
      if (!plan || table > plan.tables) return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
      if (req.body.round > plan.rounds) {
        return reply
          .code(400)
          .send(apiError({ code: 'live-round-range', rounds: plan.rounds }, l, { field: 'round' }));
      }
      const out = await store.setLiveRound(scope, id, section, table, req.body.round);
      switch (out.kind) {
        case 'saved':
          return answerSession(reply, l, scope, id);
        case 'frozen':
          return reply.code(409).send(apiError({ code: 'live-frozen' }, l));
        case 'not-found':
          return reply.code(404).send(apiError({ code: 'live-not-found' }, l));
      }
    },
  );

  app.get<{ Params: { id: string }; Querystring: { format?: 'json' | 'csv' } }>(
    '/api/desk/events/:id/audit',
    { schema: auditRoute },
    async (req, reply) => {
      const entries = await store.auditLog(scopeOf(req), req.params.id);
      if (!entries) return reply.code(404).send(apiError({ code: 'desk-not-found' }, lang(req)));
      if (req.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${req.params.id}.csv"`)
          .serializer((x: unknown) => String(x))
          .send(auditCsv(entries));
      }
      return { entries };
    },
  );

  // --- The tables' phones ----------------------------------------------------

  app.get<{ Params: { code: string } }>(
    '/api/table/:code',
    { schema: tablePageRoute, config: tableConfig, ...checked },
    async (req, reply) => {
      const ctx = await tableOf(req, reply);
      return ctx && tablePage(ctx);
    },
  );

  app.post<{ Params: { code: string }; Body: ResultBody }>(
    '/api/table/:code/results',
    { schema: tableResultRoute, bodyLimit: SMALL_BODY, config: tableConfig, ...checked },
    async (req, reply) => {
      const l = lang(req);
      const client = req.ip;
      if (misses.blocked(client))
        return reply.code(429).send(apiError({ code: 'rate-limited', seconds: 60 }, l));
      const body = req.body;
      const board = body.board;
      let plan: MovementPlan | undefined;
      let setupText = '';
      let club = '';
      let showTraveller = false;
      let tableSection = '';
      // The stored result's view, made once: kept as the key's answer and sent.
      let stored: ReturnType<typeof resultView> | undefined;
      // The board's traveller, asked in the transaction that wrote the result (SQLite): scored
      // while the commit goes to disk. Null if the worker failed (then scored here, from `texts`).
      let early: { texts: readonly string[]; traveller: Promise<Traveller | null> } | undefined;
      const out = await store.submitLiveResult({
        code: req.params.code.toUpperCase(),
        key: body.key,
        round: body.round,
        board,
        // Time-ordered: the results of a group commit sit side by side in the lines' indexes.
        lineId: timeOrderedId(),
        actor: (t) => `table ${t.section}${t.table}`,
        prepare: (ctx) => {
          setupText = ctx.setup;
          club = ctx.club;
          showTraveller = ctx.settings.showTraveller;
          tableSection = ctx.table.section;
          plan = planned(ctx.setup).plans.get(ctx.table.section);
          return prepareResult(plan, ctx.table.table, ctx.settings, body);
        },
        answer: (record) => {
          stored = resultView(record);
          return stored;
        },
        written: (boardTexts) => {
          if (!showTraveller) return;
          const texts = boardTexts();
          const asked = options.travellers?.board({ setupText, section: tableSection, board, texts });
          early = {
            texts,
            traveller: (asked ?? Promise.resolve(null)).catch((e: unknown) => {
              app.log.error(e);
              return null;
            }),
          };
        },
      });
      // `fresh`: the result was stored by this request (the traveller asked as it was written is its).
      const traveller = async (eventId: string, section: string, fresh = false) => {
        if (!showTraveller) return {};
        if (fresh && early) {
          const scored = await early.traveller;
          return { traveller: scored ?? boardTraveller(setupText, section, board, early.texts) };
        }
        return { traveller: await travellerOf({ club }, eventId, setupText, section, board) };
      };
      switch (out.kind) {
        case 'stored':
          await publish(out.record.eventId, out.version);
          return reply.code(201).send({
            result: stored ?? resultView(out.record),
            ...(await traveller(out.record.eventId, out.record.section, true)),
          });
        case 'repeat-key':
          return reply
            .code(200)
            .send({ result: out.answer, ...(await traveller(out.table.eventId, out.table.section)) });
        case 'repeat':
          return reply.code(200).send({
            result: resultView(out.record),
            ...(await traveller(out.record.eventId, out.record.section)),
          });
        case 'conflict':
          return reply.code(409).send({
            ...apiError({ code: 'live-conflict', board, held: out.held.line, sent: out.sent }, l),
            held: resultView(out.held),
            sent: body,
          });
        case 'refused':
          return sendRefusal(reply, l, out.reason as Refusal);
        case 'key-reused':
          return reply.code(409).send(apiError({ code: 'live-key-reused' }, l, { field: 'key' }));
        case 'wrong-round':
          return reply.code(403).send({
            ...apiError({ code: 'live-wrong-round', round: body.round, current: out.current }, l),
            round: out.current,
          });
        case 'closed':
          return reply.code(403).send(apiError({ code: 'live-closed' }, l));
        case 'frozen':
          return reply.code(403).send(apiError({ code: 'live-frozen' }, l));
        case 'not-found':
          return notFound(reply, l, client);
      }
    },
  );

  /** The board's traveller so far, as the desk scores it (on the worker when there is one). */
  async function travellerOf(
    scope: Scope,
    eventId: string,
    setupText: string,
    section: string,
    board: number,
  ) {
    const texts = await store.deskBoardTexts(scope, eventId, section, board);
    const off = options.travellers?.board({ setupText, section, board, texts });
    if (off) {
      try {
        return await off;
      } catch (e) {
        // Scored here instead.
        app.log.error(e);
      }
    }
    return boardTraveller(setupText, section, board, texts);
  }

  app.post<{ Params: { code: string }; Body: { round?: number } | null }>(
    '/api/table/:code/next',
    { schema: tableNextRoute, bodyLimit: SMALL_BODY, config: tableConfig, ...checked },
    async (req, reply) => {
      const l = lang(req);
      const client = req.socket.remoteAddress ?? 'unknown';
      if (misses.blocked(client))
        return reply.code(429).send(apiError({ code: 'rate-limited', seconds: 60 }, l));
      // One transaction reads the table, moves it and reads its new page.
      const out = await store.nextLiveRound(
        req.params.code.toUpperCase(),
        req.body?.round ?? null,
        (table, setup) => {
          const plan = planned(setup).plans.get(table.section);
          return plan
            ? { rounds: plan.rounds, boardsOf: (round) => boardsAt(plan, round, table.table) }
            : null;
        },
      );
      switch (out.kind) {
        case 'moved':
        case 'already':
          return tablePage(out.page);
        case 'unfinished':
          return reply.code(409).send({
            ...apiError({ code: 'live-round-unfinished', boards: out.boards }, l),
            boards: out.boards,
          });
        case 'closed':
          return reply.code(403).send(apiError({ code: 'live-closed' }, l));
        case 'frozen':
          return reply.code(403).send(apiError({ code: 'live-frozen' }, l));
        case 'not-found':
          return notFound(reply, l, client);
      }
    },
  );

  // --- Public results and the streams ------------------------------------------

  /** The event when its live session is public, else null (whichever club's it is: the page is public). */
  async function publicEvent(id: string) {
    const scope = await store.deskEventClub(id);
    const session = scope && (await store.liveSession(scope, id));
    if (!scope || !session?.settings.public) return null;
    const event = await store.getDeskEvent(scope, id);
    return event ? { session, event, scope } : null;
  }

  app.get<{ Params: { id: string }; Querystring: { lang?: Lang } }>(
    '/api/public/events/:id',
    { schema: publicEventRoute },
    async (req, reply) => {
      const found = await publicEvent(req.params.id);
      if (!found) return reply.code(404).send(apiError({ code: 'live-not-found' }, lang(req)));
      const { event, session } = found;
      return {
        name: event.name,
        date: event.date,
        state: session.state,
        ...rankingsOf(event, req.query.lang ?? lang(req)),
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { lang?: Lang } }>(
    '/api/public/events/:id/stream',
    { schema: streamRoute },
    async (req, reply) => {
      const found = await publicEvent(req.params.id);
      if (!found) return reply.code(404).send(apiError({ code: 'live-not-found' }, lang(req)));
      reply.hijack();
      feed.attach(found.scope, req.params.id, reply.raw, req.query.lang ?? lang(req));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { lang?: Lang } }>(
    '/api/desk/events/:id/stream',
    { schema: streamRoute },
    async (req, reply) => {
      const scope = scopeOf(req);
      if (!(await store.getDeskEvent(scope, req.params.id))) {
        return reply.code(404).send(apiError({ code: 'desk-not-found' }, lang(req)));
      }
      reply.hijack();
      feed.attach(scope, req.params.id, reply.raw, req.query.lang ?? lang(req));
    },
  );
}
