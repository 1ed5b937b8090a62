/**
 * The forms of the PGN files of the 1990s–2000s (issue #94), one game each: quotes inside tag values, `1/2` for the
 * draw, a result glued to the last move, commas between moves, `N. ..move`, a tag value without its closing quote.
 * What `@x/san`'s readers make of each (`packages/san/test/old-databases.test.ts`) and what `xn`'s scans do with
 * a file of them (`packages/cli/test/pgn/old-databases.test.ts`) are tested on this one list.
 */

/** One form: its game's text and what a lenient read of it gives. */
export interface OldPgnForm {
  readonly name: string;
  readonly text: string;
  /** The tag expected after the lenient read (name, value), or undefined. */
  readonly tag?: readonly [string, string];
  readonly moves: readonly string[];
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The text the warning starts at (its first occurrence), and text the strict error's span meets. */
  readonly warned: string;
  readonly refused: string;
}

/** Each form once, with what the lenient read finds and where the warning and the strict error are. */
export const OLD_PGN_FORMS: readonly OldPgnForm[] = [
  {
    name: 'quotes inside a tag value',
    text: '[Event "T"]\n[Annotator "Lopez "Battle Royale""]\n\n1. e4 e5 2. Nf3 1-0\n',
    tag: ['Annotator', 'Lopez "Battle Royale"'],
    moves: ['e4', 'e5', 'Nf3'],
    result: '1-0',
    warned: '"Battle',
    refused: 'Battle',
  },
  {
    name: '1/2 in the Result tag',
    text: '[Event "T"]\n[Result "1/2"]\n\n1. e4 e5 1/2-1/2\n',
    tag: ['Result', '1/2-1/2'],
    moves: ['e4', 'e5'],
    result: '1/2-1/2',
    warned: '1/2"',
    refused: '1/2"',
  },
  {
    name: '1/2 after the moves',
    text: '[Event "T"]\n[Result "1/2-1/2"]\n\n1. e4 e5 2. Nf3 Nc6 3.Bb5 1/2\n',
    moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
    result: '1/2-1/2',
    warned: '1/2\n',
    refused: '/2\n',
  },
  {
    name: 'a result glued to the last move',
    text: '[Event "T"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh51-0\n',
    moves: ['e4', 'e5', 'Qh5'],
    result: '1-0',
    warned: '1-0\n',
    refused: '1-0\n',
  },
  {
    name: '0-1 glued to the last move',
    text: '[Event "T"]\n\n1. f3 e5 2. g4 Qh4#0-1\n',
    moves: ['f3', 'e5', 'g4', 'Qh4#'],
    result: '0-1',
    warned: '0-1\n',
    refused: '0-1\n',
  },
  {
    name: 'commas between moves, in variations too',
    text: '[Event "T"]\n\n1. e4, e5 2. Nf3 (2. Bc4, Nc6 3. Qh5, Nf6) 2... Nc6 *\n',
    moves: ['e4', 'e5', 'Nf3', 'Nc6'],
    result: '*',
    warned: ', e5',
    refused: ', e5',
  },
  {
    name: 'two dots before Black’s move',
    text: '[Event "T"]\n\n1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2. ..Nc6 *\n',
    moves: ['e4', 'e5', 'Nf3', 'Nc6'],
    result: '*',
    warned: '..Nc6',
    refused: '..Nc6',
  },
  {
    name: 'a tag value without its closing quote',
    text: '[Event "T"]\n[Annotator  "Krush, I]\n[Result "*"]\n\n1. e4 e5 *\n',
    tag: ['Annotator', 'Krush, I'],
    moves: ['e4', 'e5'],
    result: '*',
    warned: 'Krush',
    refused: '[Annotator',
  },
];
