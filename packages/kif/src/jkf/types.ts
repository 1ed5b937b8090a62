/** The JSON Kifu Format (JKF, json-kifu-format's schema): the types `toJkf` writes and `fromJkf` reads. */

/** A square: `x` the file (1 = the first player's right), `y` the rank (1 = the second player's side). */
export interface JkfPlace {
  readonly x: number;
  readonly y: number;
}

/** A move: CSA piece kinds (`FU`), `color` 0 for the first player (先手) and 1 for the second. */
export interface JkfMoveMove {
  readonly color: 0 | 1;
  readonly from?: JkfPlace;
  readonly to: JkfPlace;
  readonly piece: string;
  readonly same?: boolean;
  readonly promote?: boolean;
  readonly capture?: string;
  readonly relative?: string;
}

/** A time: `now` for the move, `total` so far. */
export interface JkfTime {
  readonly now: { readonly h?: number; readonly m: number; readonly s: number };
  readonly total?: { readonly h: number; readonly m: number; readonly s: number };
}

/** One entry of `moves`: the first holds the comments before the first move. */
export interface JkfMove {
  readonly comments?: readonly string[];
  readonly move?: JkfMoveMove;
  readonly time?: JkfTime;
  readonly special?: string;
  readonly forks?: readonly (readonly JkfMove[])[];
}

/** A piece on a board square (`{}` for an empty square). */
export interface JkfPiece {
  readonly color?: 0 | 1;
  readonly kind?: string;
}

/** A start position: a preset (`HIRATE`, `KY`, …) or `OTHER` with its data. */
export interface JkfInitial {
  readonly preset: string;
  readonly data?: {
    readonly color: 0 | 1;
    /** `board[x - 1][y - 1]`. */
    readonly board: readonly (readonly JkfPiece[])[];
    readonly hands: readonly [Readonly<Record<string, number>>, Readonly<Record<string, number>>];
  };
}

/** A JKF record. */
export interface Jkf {
  readonly header: Readonly<Record<string, string>>;
  readonly initial?: JkfInitial;
  readonly moves: readonly JkfMove[];
}
