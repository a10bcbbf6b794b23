/**
 * A board's desk lines in a section of a club's event, in order, as SQLite reads them: the one
 * statement the store's hot path (`sqlite-live.ts`) and the traveller worker (`traveller-worker.ts`,
 * on a connection of its own) both prepare. Its parameters: event id, section, board, club.
 */
export const BOARD_LINES_SQL =
  // The board's index, not the event's (which gives the order but reads every line of the event).
  `select * from desk_lines indexed by desk_lines_by_board
   where event_id = ? and section = ? and board = ?
     and exists (select 1 from desk_events e where e.id = desk_lines.event_id and e.club = ?)
   order by seq`;
