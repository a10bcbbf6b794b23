/**
 * The help and the argument parser's messages in the chosen language.
 *
 * Commands register their options with English words, as commander wants
 * them; `wordHelp` then words every command, argument and option from the
 * help catalogue of `@bridge-score/i18n/help` — a command by its name, an
 * argument by its name, an option by its long flag, an option many commands
 * share from the catalogue's `common` — keeping the registered words where
 * the catalogue has none. `WordedCommand` words commander's own errors
 * (unknown option or command, missing argument) by their codes.
 *
 * @example
 * const program = new WordedCommand('bridge-score', helpWords('ru'));
 * registerDeal(program, io, setStatus);
 * wordHelp(program, helpWords('ru'));
 */
import { type CommandHelp, type HelpWords, helpWords, type ParserWords } from '@bridge-score/i18n/help';
import { Command, Help, type Option } from 'commander';

const ENGLISH = helpWords('en');

/** A command whose parser errors and help titles are in the words given; its subcommands too. */
export class WordedCommand extends Command {
  constructor(
    name: string | undefined,
    readonly words: HelpWords,
  ) {
    super(name);
    const parser = words.parser;
    this.configureHelp({
      styleTitle: (title: string) => parser.titles[title as keyof ParserWords['titles']] ?? title,
      optionDescription: (option: Option) => withDefault(option, parser),
      subcommandTerm: (command: Command) =>
        Help.prototype.subcommandTerm.call(new Help(), command).replace('[options]', parser.usage.options),
    });
  }

  override createCommand(name?: string): Command {
    return new WordedCommand(name, this.words);
  }

  override error(message: string, options?: { code?: string; exitCode?: number }): never {
    return super.error(parserError(message, options?.code, this.words.parser), options);
  }
}

/** An option's description with its default, worded ("(default: "duplicate")"). */
function withDefault(option: Option, parser: ParserWords): string {
  const english = Help.prototype.optionDescription.call(new Help(), option);
  const shown = option.defaultValueDescription ?? JSON.stringify(option.defaultValue);
  const suffix = ` (default: ${shown})`;
  return english.endsWith(suffix) ? `${english.slice(0, -suffix.length)} ${parser.default(shown)}` : english;
}

/** The quoted names in one of commander's messages: `'--bogus'`, then the suggestion's. */
const quoted = (message: string) => [...message.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');

/**
 * One of commander's messages in the chosen words, found by its code; a
 * message of a code not known, or not of the expected form, is left as it is.
 */
export function parserError(message: string, code: string | undefined, words: ParserWords): string {
  const [first = ''] = quoted(message);
  const suggestion = /\(Did you mean (?:one of )?(.*)\?\)/.exec(message)?.[1];
  const didYouMean = suggestion === undefined ? '' : `\n${words.errors.didYouMean(suggestion.split(', '))}`;
  switch (code) {
    case 'commander.unknownOption':
      return `${words.errors.unknownOption(first)}${didYouMean}`;
    case 'commander.unknownCommand':
      return `${words.errors.unknownCommand(first)}${didYouMean}`;
    case 'commander.missingArgument':
      return words.errors.missingArgument(first);
    case 'commander.optionMissingArgument':
      return words.errors.optionMissingArgument(first);
    case 'commander.excessArguments': {
      const counts = /Expected (\d+) arguments? but got (\d+)/.exec(message);
      return counts ? words.errors.excessArguments(first, Number(counts[1]), Number(counts[2])) : message;
    }
    case 'commander.invalidArgument':
      return words.errors.invalidArgument(message.replace(/^error: /, ''));
    default:
      return message;
  }
}

/** Words a command's help, then each of its subcommands' by their names. */
export function wordHelp(program: Command, words: HelpWords): void {
  wordCommand(program, words.program, words);
  program.helpOption('-h, --help', words.parser.help);
  program.helpCommand('help [command]', words.parser.help);
  for (const command of program.commands) {
    wordCommand(command, words.commands[command.name()], words);
    command.helpOption('-h, --help', words.parser.help);
  }
}

function wordCommand(command: Command, help: CommandHelp | undefined, words: HelpWords): void {
  const english = command.parent ? ENGLISH.commands[command.name()] : ENGLISH.program;
  const summary = help?.summary ?? english?.summary;
  if (summary !== undefined) command.summary(summary);
  const description = help?.description ?? english?.description;
  if (description !== undefined) command.description(description);
  for (const argument of command.registeredArguments) {
    const text = help?.arguments?.[argument.name()] ?? english?.arguments?.[argument.name()];
    if (text !== undefined) argument.description = text;
  }
  for (const option of command.options) {
    const flag = option.long ?? option.short ?? '';
    if (flag === '--version') {
      option.description = words.parser.version;
      continue;
    }
    const text =
      help?.options?.[flag] ?? words.common[flag] ?? english?.options?.[flag] ?? ENGLISH.common[flag];
    if (text !== undefined) option.description = text;
  }
  const usage = words.parser.usage;
  command.usage(command.usage().replace('[options]', usage.options).replace('[command]', usage.command));
  const after = help?.after ?? english?.after;
  if (after !== undefined) command.addHelpText('after', after);
}

/** Whether a command has the words of a language for everything it shows (for tests). */
export function missingWords(command: Command, help: CommandHelp | undefined, words: HelpWords): string[] {
  const missing: string[] = [];
  const name = command.name();
  if (help === undefined) return [name];
  if (command.parent && help.summary === undefined) missing.push(`${name} summary`);
  if (help.description === undefined) missing.push(`${name} description`);
  for (const argument of command.registeredArguments) {
    if (help.arguments?.[argument.name()] === undefined) missing.push(`${name} ${argument.name()}`);
  }
  for (const option of command.options) {
    const flag = option.long ?? '';
    if (flag === '--version' || flag === '--help') continue;
    if (help.options?.[flag] === undefined && words.common[flag] === undefined)
      missing.push(`${name} ${flag}`);
  }
  return missing;
}
