/**
 * FEN written straight from an engine state, for the variants whose FEN is the board, the side to move, castling,
 * e.p. and the move counters (no hands, checks, turns, holes, trails or vanished squares): one pass over the
 * board's piece codes, no `Setup` record built per call. `Position.toFen` uses it where it applies and
 * `stringifyFen` elsewhere; both write the same text.
 */
import { castlingText } from './fen.js';
import type { Setup, SetupPiece } from '../setup.js';
import type { VariantDefinition } from '../variant/definition.js';
import type { SharedState, SharedTables } from '../engine/state/shared-state.js';

/** Per compiled variant: the FEN letters and the setup pieces by piece code (`type << 2 | promoted << 1 | side`). */
interface CodeTables {
  readonly letters: readonly string[];
  readonly pieces: readonly (SetupPiece | undefined)[];
}

const TABLES = new WeakMap<SharedTables, CodeTables>();

function codeTables(c: SharedTables): CodeTables {
  let tables = TABLES.get(c);
  if (tables !== undefined) return tables;
  const letters: string[] = [];
  const pieces: (SetupPiece | undefined)[] = [];
  for (let t = 1; t < c.stride; t++) {
    const id = c.types[t]!.id;
    const def = c.def.pieces.find((p) => p.id === id);
    for (let code = t << 2; code < (t + 1) << 2; code++) {
      const black = (code & 1) === 1;
      const promoted = (code & 2) === 2;
      const symbol =
        def === undefined ? '?' : black ? (def.blackSymbol ?? def.symbol.toLowerCase()) : def.symbol;
      letters[code] = symbol + (promoted ? '~' : '');
      pieces[code] = Object.freeze({
        type: id,
        color: black ? 'black' : 'white',
        ...(promoted ? { promoted } : {}),
      });
    }
  }
  tables = { letters, pieces };
  TABLES.set(c, tables);
  return tables;
}

/** Whether `fenText` writes this variant's FEN (else `stringifyFen` of the setup does). */
export function plainFenVariant(variant: VariantDefinition): boolean {
  return (
    variant.drops === undefined &&
    variant.end?.checks === undefined &&
    variant.end?.counting === undefined &&
    variant.turns === undefined &&
    variant.walls === undefined &&
    variant.vanishing === undefined &&
    variant.unmovedInFen === undefined &&
    (variant.board.holes?.length ?? 0) === 0
  );
}

/** The FEN of `st` (a variant `plainFenVariant` accepts), with `epSquare` as the e.p. field. */
export function fenText(st: SharedState, epSquare: string | undefined): string {
  const c = st.c;
  const { letters, pieces } = codeTables(c);
  const files = c.files;
  let text = '';
  for (let r = c.ranks - 1; r >= 0; r--) {
    let empty = 0;
    for (let s = r * files; s < (r + 1) * files; s++) {
      const code = st.board[s]!;
      if (code === 0) empty++;
      else {
        if (empty > 0) text += empty;
        empty = 0;
        text += letters[code];
      }
    }
    if (empty > 0) text += empty;
    if (r > 0) text += '/';
  }
  text += st.side === 0 ? ' w ' : ' b ';
  text += castlingField(st, pieces);
  return `${text} ${epSquare ?? '-'} ${st.halfmoves} ${st.fullmoves}`;
}

/**
 * The castling field: `-` without rights, else `stringifyFen`'s letters (from a setup of shared pieces). They depend
 * on the rights and the pieces on the castling ranks only: the last field is reused while those are unchanged.
 */
function castlingField(st: SharedState, pieces: readonly (SetupPiece | undefined)[]): string {
  const c = st.c;
  let rights = 0;
  for (let i = 0; i < st.castles.length; i++) if ((st.rights >> i) & 1) rights |= 1 << i;
  if (rights === 0) return '-';
  const last = LAST.get(c);
  if (
    last !== undefined &&
    last.rights === rights &&
    sameCastles(st.castles, last.castles) &&
    sameSquares(st, last.squares, last.codes)
  )
    return last.text;
  const squares: number[] = [];
  for (const o of st.castles)
    for (const square of [o.kingFrom, o.rookFrom]) {
      const first = Math.floor(square / c.files) * c.files;
      if (!squares.includes(first)) for (let s = first; s < first + c.files; s++) squares.push(s);
    }
  const castling: string[] = [];
  st.castles.forEach((o, i) => {
    if ((rights >> i) & 1 && !castling.includes(c.squareNames[o.rookFrom]!))
      castling.push(c.squareNames[o.rookFrom]!);
  });
  const setup: Setup = {
    files: c.files,
    ranks: c.ranks,
    board: Array.from({ length: c.size }, (_, s) => pieces[st.board[s]!]),
    turn: st.side === 0 ? 'white' : 'black',
    castling,
    halfmoves: st.halfmoves,
    fullmoves: st.fullmoves,
  };
  const text = castlingText(setup, c.def, 'x-fen');
  LAST.set(c, {
    rights,
    castles: st.castles,
    squares,
    codes: Int16Array.from(squares, (s) => st.board[s]!),
    text,
  });
  return text;
}

/**
 * Whether two positions' castling options are the same, so that the bits of their rights mean the same: a
 * position read from another FEN may list them in another order (`KQk` against `Kkq`).
 */
function sameCastles(a: SharedState['castles'], b: SharedState['castles']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (a[i]!.kingFrom !== b[i]!.kingFrom || a[i]!.rookFrom !== b[i]!.rookFrom) return false;
  return true;
}

/** Whether the squares hold the codes. */
function sameSquares(st: SharedState, squares: readonly number[], codes: Int16Array): boolean {
  for (let i = 0; i < squares.length; i++) if (st.board[squares[i]!] !== codes[i]) return false;
  return true;
}

/** The castling field of the last call per compiled variant: consecutive positions mostly share it. */
const LAST = new WeakMap<
  SharedTables,
  {
    rights: number;
    castles: SharedState['castles'];
    squares: readonly number[];
    codes: Int16Array;
    text: string;
  }
>();
