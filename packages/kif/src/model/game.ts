/**
 * The game record every format reads into and writes from: headers, the start position (SFEN), the moves as
 * USI text with their times and comments, the branches (変化) as alternative lines, and how each line ends.
 * Plain data: JSON-serialisable, compared with `toEqual`.
 */

/** How a line ends, by its CSA name (`%TORYO` is `TORYO`; JKF's `special` uses the same names). */
export type KifResult =
  | 'TORYO'
  | 'CHUDAN'
  | 'SENNICHITE'
  | 'TIME_UP'
  | 'ILLEGAL_MOVE'
  | '+ILLEGAL_ACTION'
  | '-ILLEGAL_ACTION'
  | 'JISHOGI'
  | 'KACHI'
  | 'HIKIWAKE'
  | 'MATTA'
  | 'TSUMI'
  | 'FUZUMI'
  | 'ERROR';

/** Every `KifResult`, in CSA's order. */
export const KIF_RESULTS: readonly KifResult[] = [
  'TORYO',
  'CHUDAN',
  'SENNICHITE',
  'TIME_UP',
  'ILLEGAL_MOVE',
  '+ILLEGAL_ACTION',
  '-ILLEGAL_ACTION',
  'JISHOGI',
  'KACHI',
  'HIKIWAKE',
  'MATTA',
  'TSUMI',
  'FUZUMI',
  'ERROR',
];

/** Time spent on a move, in seconds: `now` for the move, `total` for the player so far (KIF writes both). */
export interface KifTime {
  readonly now: number;
  readonly total?: number;
}

/** A header: its name as KIF writes it (`先手`, `開始日時`, `棋戦`) and its value. */
export interface KifHeader {
  readonly name: string;
  readonly value: string;
}

/** One move of a line. */
export interface KifMove {
  /** The move as USI (`7g7f`, `P*5e`, `8h2b+`). */
  readonly usi: string;
  readonly time?: KifTime;
  /** Comments after the move (KIF `*`, CSA `'`), one per line. */
  readonly comments?: readonly string[];
  /**
   * Branches: lines played instead of this move, in the order the record gives them. The first move of a branch
   * has none: its alternatives are the branch's siblings (as KIF's `変化` lines read).
   */
  readonly variations?: readonly KifLine[];
}

/** How a line ends: a result and the time and comments that go with it. */
export interface KifEnd {
  readonly result: KifResult;
  readonly time?: KifTime;
  readonly comments?: readonly string[];
}

/** A line of moves and how it ends. */
export interface KifLine {
  readonly moves: readonly KifMove[];
  readonly end?: KifEnd;
}

/** A shogi game record. */
export interface KifGame extends KifLine {
  /** Headers in the record's order (CSA's `N+`, `$EVENT` under their KIF names `先手`, `棋戦`). */
  readonly headers: readonly KifHeader[];
  /** The start position, as SFEN. */
  readonly start: string;
  /** Comments before the first move. */
  readonly comments?: readonly string[];
}
