/**
 * What every part of the game shares: typed results instead of exceptions,
 * exact fractions for totals, and places with ties. Imports nothing else.
 */
export * from './fraction.js';
export * from './ranking.js';
export * from './result.js';
