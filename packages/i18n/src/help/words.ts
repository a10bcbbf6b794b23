/**
 * The shape of the command line's help in one language: each command's
 * summary, description, arguments and options (looked up by the command's
 * name, an argument's name and an option's long flag), the text after its
 * options, and the argument parser's own words (titles, its errors).
 *
 * A command, argument or option with no entry keeps the words it was
 * registered with (English): a new command shows its help at once, and the
 * CLI's tests name every entry still missing in a language.
 */

/** The help of one command. */
export interface CommandHelp {
  /** One line in the list of commands. */
  readonly summary?: string;
  /** The line under "Usage:". */
  readonly description?: string;
  /** By argument name (`contract`, `file`). */
  readonly arguments?: { readonly [name: string]: string };
  /** By long flag (`--by`, `--no-honours`). */
  readonly options?: { readonly [flag: string]: string };
  /** Shown after the options: notation, examples, the JSON shape. */
  readonly after?: string;
}

/** The argument parser's words: section titles and its errors. */
export interface ParserWords {
  readonly titles: {
    readonly 'Usage:': string;
    readonly 'Arguments:': string;
    readonly 'Options:': string;
    readonly 'Commands:': string;
    readonly 'Global Options:': string;
  };
  /** The placeholders of a usage line: `[options]`, `[command]`. */
  readonly usage: { readonly options: string; readonly command: string };
  /** `-h, --help` and the `help [command]` command. */
  readonly help: string;
  /** `-V, --version`. */
  readonly version: string;
  /** "(default: …)" after an option, given the value as the parser shows it. */
  readonly default: (value: string) => string;
  readonly errors: {
    readonly unknownOption: (flag: string) => string;
    readonly unknownCommand: (name: string) => string;
    readonly missingArgument: (name: string) => string;
    readonly optionMissingArgument: (flags: string) => string;
    readonly excessArguments: (command: string, expected: number, got: number) => string;
    readonly invalidArgument: (detail: string) => string;
    /** "(Did you mean --board?)", given the suggestions. */
    readonly didYouMean: (names: readonly string[]) => string;
  };
}

export interface HelpWords {
  /** The program itself (`bridge-score --help`). */
  readonly program: CommandHelp;
  /** Options many commands share (`--lang`, `--json` …): used where a command words none of its own. */
  readonly common: { readonly [flag: string]: string };
  readonly commands: { readonly [command: string]: CommandHelp };
  readonly parser: ParserWords;
}
