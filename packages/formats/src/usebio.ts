/**
 * USEBIO 1.2 / 1.3, the English Bridge Union's XML for club results, read and
 * written. A document holds the club, the event (its type: MP_PAIRS,
 * BUTLER_PAIRS, CROSS_IMP, teams …), the participants (pairs or teams with
 * their players' names and numbers, totals, percentages, places), the boards
 * with one traveller line per table (pairs, contract, played by, lead, tricks,
 * score, NS/EW match points) and the hand records (HANDSET).
 *
 * An artificial score is written as a code: `A60A40` (NS 60 %, EW 40 %), the
 * short `A5050`, `A+A-`. It is read from SCORE (or from CONTRACT, where some
 * programs put it) and written back as the file spelled it.
 *
 * Pair numbers are read with or without their direction (`1NS`, `1EW`, as
 * Compscore writes a Mitchell's), and each line's IMPs from
 * NS_/EW_CROSS_IMP_POINTS or NS_/EW_BUTLER_POINTS (Compscore's names); a
 * Butler board's datum from BOARD_AVERAGE. An element this reader does not
 * read is kept and written back in place; one that programs write and that
 * means nothing for scoring (master points, contacts, charges …) is read
 * without a word, any other is a warning, once per name, at the first place
 * it is found.
 *
 * A teams event's MATCH elements (the two teams, their IMPs, the boards
 * with a traveller line per table) are kept as matches of their section;
 * `usebio-teams.ts` maps them to and from the core's team match.
 *
 * The modules: the document's types and shared rules (`usebio-model.ts`),
 * the reader, which reads the XML as a stream of saxes events and never
 * builds an element tree, so a file of a million traveller lines is read in
 * bounded memory (`usebio-read.ts`), and the writer (`usebio-write.ts`).
 * Every value is checked with the core's parsers and a value that cannot be
 * read is a problem at its element's line and column, the rest of the line
 * kept; an XML error is a problem at its place, and reading resumes after it.
 * The writer is deterministic: a document we wrote reads back to the same
 * document and writes again to the same bytes.
 *
 * @example
 * const r = readUsebio(xmlText, { file: 'club.xml' });
 * if (r.ok) r.value.value.events[0]?.sections[0]?.boards[0]?.lines[0]?.contract;
 */
export * from './usebio-model.js';
export * from './usebio-read.js';
export * from './usebio-write.js';
