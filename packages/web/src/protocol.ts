/** The scorepad's log functions and the wire shape of a change the server holds. */
import type { Change } from '@bridge-score/scorepad';

export { accepted, type Change, type EveningLog, outgoing, received, unsent } from '@bridge-score/scorepad';

/** A change as the API returns it: the change and the server's number and time. */
export interface StoredChangeLike extends Change {
  readonly seq: number;
  readonly receivedAt: string;
}
