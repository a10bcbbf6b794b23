/**
 * Whether the server serves the room, which decides who may use the home
 * scorepad's routes (`/api/evenings…`, docs/live.md, "Who may do what"). On a
 * server that listens on this machine only (`HOST` 127.0.0.1, ::1 or
 * localhost, `npm start`'s default) they are open, as before: only this
 * machine reaches them. On a server that serves the room (`HOST=0.0.0.0` or
 * another address) they are a director's, as the desk's routes are: a
 * signed-in director, or this machine while no account exists (`routeNeed`
 * in auth.ts applies it).
 *
 * @example
 * servesNetwork('0.0.0.0'); // true
 * servesNetwork('127.0.0.1'); // false
 */
import { isLoopback } from './auth.js';

/** Whether a server listening on `host` is reached from other machines (not loopback only). */
export const servesNetwork = (host: string): boolean => !isLoopback(host) && host !== 'localhost';
