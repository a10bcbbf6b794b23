/**
 * The texts of a board's desk lines in a section of a club's event, in order, as SQLite reads
 * them (the store's hot path, `sqlite-live.ts`, for a live table's traveller). Its parameters:
 * event id, section, board, club. The board's index holds the lines' order and texts
 * (migration 0005), so the rows are read from the index alone, already in order.
 */
export const BOARD_TEXTS_SQL = `select text from desk_lines indexed by desk_lines_by_board
   where event_id = ? and section = ? and board = ?
     and exists (select 1 from desk_events e where e.id = desk_lines.event_id and e.club = ?)
   order by seq`;
