/**
 * The director's desk's API, under `/api/desk`: events (pairs or teams) with
 * their typed traveller lines, each change in one transaction of the store;
 * the rankings the core computes from them; import and export of results
 * files through the formats package (`desk-files.ts`).
 *
 * A line is stored as typed once it reads (`@bridge-score/desk`); a line that
 * does not is refused with a 400 naming the field, the characters and why,
 * in the request's language. Entry checks (an impossible score, a lone
 * outlier, a pair twice on a board) never refuse a line: they come with the
 * rankings, beside the line they concern.
 */
import { randomUUID } from 'node:crypto';
import type { Finding } from '@bridge-score/core';
import {
  checkSetup,
  type DeskLine,
  type DeskSetup,
  type LineError,
  type PairsOverrides,
  pairsView,
  plans,
  readDeskLine,
  scorePairsDesk,
  scoreTeamsDesk,
  type TeamLineError,
  teamsView,
} from '@bridge-score/desk';
import type { AnyError, Lang } from '@bridge-score/i18n';
import { catalog, deskWords, errorMessage, problemText, warningMessage } from '@bridge-score/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, scopeOf } from './auth.js';
import {
  type DeskExport,
  type DeskFileFormat,
  deskEventOfFile,
  exportEvent,
  exportTeamsEvent,
  formatOfFile,
  keepMovement,
  type ReadResultsFile,
  readEventJson,
  readResultsFile,
  readTeamsFile,
  sha256,
} from './desk-files.js';
import {
  deskCreateRoute,
  deskDeleteLineRoute,
  deskExportRoute,
  deskGetRoute,
  deskImportRoute,
  deskLineRoute,
  deskListRoute,
  deskRankingsRoute,
  deskSetupRoute,
} from './desk-schemas.js';
import { apiError, langOf } from './errors.js';
import { adjustedTest, importAudit } from './import-audit.js';
import type { DeskWrite, Store } from './store/store.js';

const lang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

/** Who changed a line, for the audit log: the account's username, or `director` (no account yet). */
const actorOf = (req: FastifyRequest): string => accessFor(req).account?.username ?? 'director';

type DeskErrorLike = LineError['error'] | TeamLineError['error'] | { code: string };

/** A desk error (a typed line's, a setup's) or the core's, in words. */
export function deskErrorMessage(error: DeskErrorLike, l: Lang): string {
  const own = deskWords(l).errors as Record<string, ((e: unknown) => string) | undefined>;
  const words = own[error.code];
  return words ? words(error) : errorMessage(error as AnyError, l);
}

const notFound = (reply: FastifyReply, l: Lang) =>
  reply.code(404).send(apiError({ code: 'desk-not-found' }, l));

function answerWrite(reply: FastifyReply, out: DeskWrite, l: Lang, status = 200) {
  switch (out.kind) {
    case 'saved':
      return reply.code(status).send({ version: out.version });
    case 'not-found':
      return notFound(reply, l);
    case 'id-conflict':
      return reply.code(409).send(apiError({ code: 'id-conflict', id: out.id }, l));
    case 'frozen':
      return reply.code(409).send(apiError({ code: 'live-frozen' }, l));
    case 'reason-required':
      return reply.code(400).send(apiError({ code: 'live-reason-required' }, l, { field: 'reason' }));
  }
}

/** Why a line cannot be taken into this event, or null. */
function lineProblem(setup: DeskSetup, line: Omit<DeskLine, 'id'>): TeamLineError | LineError | null {
  const whole = { start: 0, end: line.text.length };
  if (setup.kind === 'teams') {
    const desk = scoreTeamsDesk(setup, [{ ...line, id: 'line' }]);
    return desk.errors.get('line') ?? null;
  }
  const planned = plans(setup);
  if (!setup.sections.some((s) => s.name === line.section)) {
    return { field: 'line', error: { code: 'desk-line-section', section: line.section }, ...whole };
  }
  const read = readDeskLine(planned.ok ? planned.value.get(line.section) : undefined, line);
  return read.ok ? null : read.error;
}

function lineErrorBody(e: TeamLineError | LineError, l: Lang) {
  return {
    error: {
      code: e.error.code,
      message: deskErrorMessage(e.error, l),
      field: e.field,
      start: e.start,
      end: e.end,
    },
  };
}

/** The event scored, with every message in the request's language. */
function scored(setup: DeskSetup, lines: readonly DeskLine[], l: Lang) {
  const errorsOf = (errors: ReadonlyMap<string, TeamLineError | LineError>) =>
    [...errors].map(([id, e]) => ({ id, ...lineErrorBody(e, l).error }));
  if (setup.kind === 'teams') {
    const desk = scoreTeamsDesk(setup, lines);
    return {
      ...teamsView(desk),
      errors: errorsOf(desk.errors),
      eventError: desk.eventError ? deskErrorMessage(desk.eventError, l) : null,
    };
  }
  const desk = scorePairsDesk(setup, lines);
  return {
    ...pairsView(desk),
    errors: errorsOf(desk.errors),
    warnings: [...desk.warnings].flatMap(([id, ws]) =>
      ws.map((w) => ({ id, code: w.code, message: warningMessage(w, l) })),
    ),
    boardWarnings: desk.boardWarnings.map((w) => ({
      section: w.section,
      board: 'board' in w ? w.board : null,
      code: w.code,
      message: warningMessage(w, l),
    })),
    missing: desk.missing,
  };
}

/**
 * The desk's routes. `changed` is told of every change to an event's lines or setup (the live
 * viewers are updated from it).
 */
export function registerDesk(
  app: FastifyInstance,
  store: Store,
  changed: (eventId: string, version: number) => void = () => undefined,
): void {
  const saved = (id: string, out: DeskWrite) => {
    if (out.kind === 'saved') changed(id, out.version);
    return out;
  };
  app.get('/api/desk/events', { schema: deskListRoute }, async (req) => ({
    events: await store.listDeskEvents(scopeOf(req), 500),
  }));

  app.post<{ Body: { id: string; setup: DeskSetup } }>(
    '/api/desk/events',
    { schema: deskCreateRoute },
    async (req, reply) => {
      const l = lang(req);
      const checked = checkSetup(req.body.setup);
      if (!checked.ok) {
        const e = checked.error;
        return reply
          .code(400)
          .send({ error: { code: e.code, message: deskErrorMessage(e, l), field: `setup.${e.field}` } });
      }
      const out = await store.createDeskEvent(scopeOf(req), {
        id: req.body.id,
        setup: req.body.setup,
        lines: [],
      });
      return answerWrite(reply, out, l, 201);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/desk/events/:id',
    { schema: deskGetRoute },
    async (req, reply) => {
      const event = await store.getDeskEvent(scopeOf(req), req.params.id);
      return event ?? notFound(reply, lang(req));
    },
  );

  app.put<{ Params: { id: string }; Body: { setup: DeskSetup } }>(
    '/api/desk/events/:id/setup',
    { schema: deskSetupRoute },
    async (req, reply) => {
      const l = lang(req);
      const checked = checkSetup(req.body.setup);
      if (!checked.ok) {
        const e = checked.error;
        return reply
          .code(400)
          .send({ error: { code: e.code, message: deskErrorMessage(e, l), field: `setup.${e.field}` } });
      }
      const out = saved(
        req.params.id,
        await store.saveDeskSetup(scopeOf(req), req.params.id, req.body.setup),
      );
      return answerWrite(reply, out, l);
    },
  );

  app.put<{ Params: { id: string; line: string }; Body: Omit<DeskLine, 'id'> & { correction?: string } }>(
    '/api/desk/events/:id/lines/:line',
    { schema: deskLineRoute },
    async (req, reply) => {
      const l = lang(req);
      // The setup alone: a line is checked against it, the other lines are not needed.
      const setup = await store.getDeskSetup(scopeOf(req), req.params.id);
      if (!setup) return notFound(reply, l);
      const { correction, ...line } = req.body;
      const problem = lineProblem(setup, line);
      if (problem) return reply.code(400).send(lineErrorBody(problem, l));
      const why = correction?.trim() || line.reason?.trim() || null;
      const out = await store.putDeskLine(
        scopeOf(req),
        req.params.id,
        { id: req.params.line, ...line },
        { actor: actorOf(req), reason: why, adjusted: adjustedTest(setup)(line) },
      );
      return answerWrite(reply, saved(req.params.id, out), l);
    },
  );

  app.delete<{ Params: { id: string; line: string }; Querystring: { reason?: string } }>(
    '/api/desk/events/:id/lines/:line',
    { schema: deskDeleteLineRoute },
    async (req, reply) => {
      const out = await store.deleteDeskLine(scopeOf(req), req.params.id, req.params.line, {
        actor: actorOf(req),
        reason: req.query.reason?.trim() || null,
      });
      return answerWrite(reply, saved(req.params.id, out), lang(req));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/desk/events/:id/rankings',
    { schema: deskRankingsRoute },
    async (req, reply) => {
      const l = lang(req);
      const event = await store.getDeskEvent(scopeOf(req), req.params.id);
      if (!event) return notFound(reply, l);
      return scored(event.setup, event.deskLines, l);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { format: DeskExport } }>(
    '/api/desk/events/:id/export',
    { schema: deskExportRoute },
    async (req, reply) => {
      const l = lang(req);
      const event = await store.getDeskEvent(scopeOf(req), req.params.id);
      if (!event) return notFound(reply, l);
      const setup = event.setup;
      const file =
        setup.kind === 'pairs'
          ? exportEvent(scorePairsDesk(setup, event.deskLines), setup, req.query.format)
          : exportTeamsEvent(scoreTeamsDesk(setup, event.deskLines), req.query.format);
      if (!file) return notFound(reply, l);
      const base = setup.name.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 60) || 'event';
      return reply
        .header('content-type', `${file.type}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(base)}.${file.ext}"`)
        .send(file.text);
    },
  );

  app.post<{
    Body: {
      id: string;
      name: string;
      content: string;
      format?: DeskFileFormat;
      replace?: string;
      asNew?: boolean;
    };
  }>(
    '/api/desk/import',
    { schema: deskImportRoute, bodyLimit: deskImportRoute.bodyLimit },
    async (req, reply) => {
      const l = lang(req);
      const { id, name, content, replace, asNew } = req.body;
      const bytes = new Uint8Array(Buffer.from(content, 'base64'));
      // No results format: the core's JSON event file (the desk's own export), or nothing known.
      const format = req.body.format ?? formatOfFile(name, bytes.subarray(0, 4096)) ?? 'json';
      const hash = sha256(bytes);
      if (replace === undefined && !asNew) {
        const existing = await store.findDeskSource(scopeOf(req), hash);
        if (existing) {
          return reply
            .code(409)
            .send({ ...apiError({ code: 'same-file', name: existing.name, id: existing.id }, l), existing });
        }
      }
      // A teams file (USEBIO MATCHes, PBN games with Room tags) opens as a teams event: its matches,
      // each board's two tables.
      const teams = format === 'usebio' || format === 'pbn' ? readTeamsFile(bytes, name) : null;
      if (teams) {
        const input = {
          id: replace ?? id,
          setup: teams.setup,
          lines: teams.lines.map((line) => ({ ...line, id: randomUUID() })),
          source: { name, hash },
        };
        const out =
          replace === undefined
            ? await store.createDeskEvent(scopeOf(req), input)
            : saved(
                input.id,
                await store.replaceDeskEvent(
                  scopeOf(req),
                  input,
                  importAudit(input.setup, name, actorOf(req)),
                ),
              );
        if (out.kind !== 'saved') return answerWrite(reply, out, l);
        return reply.code(replace === undefined ? 201 : 200).send({
          id: input.id,
          version: out.version,
          lines: input.lines.length,
          updated: replace !== undefined,
          problems: teams.problems.map((p) => ({ ...where(p), message: problemText(p, l) })),
          // A teams file's own figures are not checked here (`bridge-score verify` reads pairs files).
          verify: { consistent: true, checked: { lines: 0, datums: 0, pairs: 0 }, findings: [] },
        });
      }
      let file: ReadResultsFile & { readonly overrides?: PairsOverrides };
      if (format === 'json') {
        const json = readEventJson(bytes);
        if (!json.ok) {
          const message = deskErrorMessage(json.error, l);
          return reply
            .code(400)
            .send({ error: { code: json.error.code, message, field: 'content' }, problems: [] });
        }
        file = json.value;
      } else {
        const read = readResultsFile(bytes, name, format);
        if (!read.ok) {
          return reply.code(400).send({
            error: { code: read.error.error.code, message: problemText(read.error, l), field: 'content' },
            problems: [{ ...where(read.error), message: problemText(read.error, l) }],
          });
        }
        file = read.value;
      }
      const problems = file.problems.map((p) => ({ ...where(p), message: problemText(p, l) }));
      const read = deskEventOfFile(file, { name, hash }, replace ?? id, randomUUID);
      // An update keeps the movement the event is played with (the file has none of its own).
      const held = replace === undefined ? undefined : await store.getDeskEvent(scopeOf(req), replace);
      const input = held ? { ...read, setup: keepMovement(held.setup, read.setup) } : read;
      const out =
        replace === undefined
          ? await store.createDeskEvent(scopeOf(req), input)
          : saved(
              input.id,
              await store.replaceDeskEvent(scopeOf(req), input, importAudit(input.setup, name, actorOf(req))),
            );
      if (out.kind !== 'saved') return answerWrite(reply, out, l);
      const { findings, checked } = file.check;
      const words = catalog(l).verify.finding as { [K in Finding['kind']]: (f: Finding) => string };
      return reply.code(replace === undefined ? 201 : 200).send({
        id: input.id,
        version: out.version,
        lines: input.lines.length,
        updated: replace !== undefined,
        problems,
        // The file's own figures against the scoring (`bridge-score verify`): each with its board, to go to.
        verify: {
          consistent: findings.length === 0,
          checked,
          findings: findings.map((f) => ({
            kind: f.kind,
            section: f.section,
            board: 'board' in f ? f.board : null,
            message: words[f.kind](f),
          })),
        },
      });
    },
  );
}

function where(p: { line: number; column: number; severity: string; error: { code: string } }) {
  return { line: p.line, column: p.column, severity: p.severity, code: p.error.code };
}
