/**
 * Exit statuses, the same for every command: 0 all good; 1 some input was
 * rejected (and the results of the rest were still written); 2 the command
 * was misused (an unknown or bad option, options that conflict) or its input
 * could not be read at all (a missing file, a file not of its format, no
 * record that could be used).
 */
export const EXIT = { ok: 0, input: 1, usage: 2, unreadable: 2 } as const;
