/**
 * `--engine CMD` and `--protocol P` as `xn analyse`, `xn match` and `xn engine serve` read them: the command line
 * of an engine (split into words as a shell splits them, `'…'` and `"…"` quoted, no shell run), and the protocol
 * it speaks — given, or guessed from its words (`-xboard` XBoard, `-usi` USI, `-ucci` UCCI, else UCI).
 */
import { UsageError } from '../failure.js';

/** The protocols `@x/engine` speaks. */
export const PROTOCOLS = ['uci', 'usi', 'ucci', 'xboard'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** An engine to start: its program, arguments and protocol, and the name it is shown with. */
export interface EngineSpec {
  /** Its place among the command's `--engine`s, from 0. */
  readonly index: number;
  readonly command: string;
  readonly args: readonly string[];
  readonly protocol: Protocol;
  /** The program's file name (the engine's own name replaces it once it said one). */
  readonly label: string;
}

/** The words of a command line (a usage error for an unclosed quote or an empty line). */
export function commandWords(text: string, command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const c of text) {
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (quote !== undefined) throw new UsageError(`--engine '${text}': a quote is not closed`, command);
  if (word !== undefined) words.push(word);
  if (words.length === 0) throw new UsageError('--engine takes a command line', command);
  return words;
}

/**
 * The engines of `--engine` values with the `--protocol` values: `N:P` for the N-th engine (1-based), a plain `P`
 * given once for every engine (or once per engine, in order); else guessed from each engine's arguments.
 */
export function engineSpecs(
  engines: readonly string[],
  protocols: readonly string[],
  command: string,
): EngineSpec[] {
  const plain: string[] = [];
  const numbered = new Map<number, string>();
  for (const text of protocols) {
    const m = /^(\d{1,4}):(.*)$/.exec(text);
    const p = m === null ? text : m[2]!;
    if (!(PROTOCOLS as readonly string[]).includes(p))
      throw new UsageError(
        `--protocol takes [N:]P, P one of ${PROTOCOLS.join(', ')} (got '${text}')`,
        command,
      );
    if (m === null) plain.push(p);
    else if (Number(m[1]) < 1 || Number(m[1]) > engines.length)
      throw new UsageError(
        `--protocol ${text}: N is the engine's place, from 1 to ${engines.length}`,
        command,
      );
    else numbered.set(Number(m[1]) - 1, p);
  }
  if (plain.length > 1 && plain.length !== engines.length)
    throw new UsageError('give a plain --protocol once, or once per --engine (or N:P for the N-th)', command);
  return engines.map((text, i) => {
    const [program, ...args] = commandWords(text, command);
    const given = (numbered.get(i) ?? (plain.length === 1 ? plain[0] : plain[i])) as Protocol | undefined;
    return {
      index: i,
      command: program!,
      args,
      protocol: given ?? guessProtocol(args),
      label: program!.split('/').at(-1)!,
    };
  });
}

/** The protocol an engine's arguments ask for (SjaakII's and Fairy-Stockfish's switches). */
function guessProtocol(args: readonly string[]): Protocol {
  for (const arg of args) {
    const word = arg.replace(/^-+/, '');
    if (word === 'xboard' || word === 'usi' || word === 'ucci') return word;
  }
  return 'uci';
}

/**
 * Distinct names for engines: a name given twice gets ` (2)`, ` (3)` …, passing over a number another engine's own
 * name holds (an engine may call itself `Fake (2)`): the tables and the ratings tell engines apart by these names.
 */
export function distinctNames(names: readonly string[]): string[] {
  const given = new Set(names);
  const taken = new Set<string>();
  return names.map((name) => {
    let distinct = name;
    for (let n = 2; taken.has(distinct) || (distinct !== name && given.has(distinct)); n++)
      distinct = `${name} (${n})`;
    taken.add(distinct);
    return distinct;
  });
}
