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
 * The engines of `--engine` values with the `--protocol` values: none, one for all, or one per engine in
 * order.
 */
export function engineSpecs(
  engines: readonly string[],
  protocols: readonly string[],
  command: string,
): EngineSpec[] {
  if (protocols.length > 1 && protocols.length !== engines.length)
    throw new UsageError('give --protocol once, or once per --engine', command);
  for (const p of protocols)
    if (!(PROTOCOLS as readonly string[]).includes(p))
      throw new UsageError(`--protocol takes one of ${PROTOCOLS.join(', ')} (got '${p}')`, command);
  return engines.map((text, i) => {
    const [program, ...args] = commandWords(text, command);
    const given = (protocols.length === 1 ? protocols[0] : protocols[i]) as Protocol | undefined;
    return {
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

/** Distinct names for engines: a name given twice gets ` (2)`, ` (3)` … */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
