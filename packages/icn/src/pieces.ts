/**
 * Piece-type and player vocabulary: ICN abbreviations ↔ type names, player codes and numbers.
 */
import { PIECE_TYPES, PLAYERS, type PieceRef, type InfinitePieceType, type Player } from './types.js';

/** ICN abbreviation (upper case) of every piece type. `ob`/`vo` are written lower case when neutral. */
export const PIECE_CODES: Readonly<Record<InfinitePieceType, string>> = {
  king: 'K',
  queen: 'Q',
  rook: 'R',
  bishop: 'B',
  knight: 'N',
  pawn: 'P',
  amazon: 'AM',
  hawk: 'HA',
  chancellor: 'CH',
  archbishop: 'AR',
  guard: 'GU',
  camel: 'CA',
  giraffe: 'GI',
  zebra: 'ZE',
  centaur: 'CE',
  royalQueen: 'RQ',
  royalCentaur: 'RC',
  knightrider: 'NR',
  huygen: 'HU',
  rose: 'RO',
  obstacle: 'OB',
  void: 'VO',
};

/** Piece types the original (2024) dialect did not know. */
export const LIVE_ONLY_PIECE_TYPES: readonly InfinitePieceType[] = ['huygen', 'rose'];

/** The original dialect's plural long names (`kings`, `royalQueens`, …); absent for live-only types. */
export const SEED_LONG_NAMES: Readonly<Partial<Record<InfinitePieceType, string>>> = {
  king: 'kings',
  queen: 'queens',
  rook: 'rooks',
  bishop: 'bishops',
  knight: 'knights',
  pawn: 'pawns',
  amazon: 'amazons',
  hawk: 'hawks',
  chancellor: 'chancellors',
  archbishop: 'archbishops',
  guard: 'guards',
  camel: 'camels',
  giraffe: 'giraffes',
  zebra: 'zebras',
  centaur: 'centaurs',
  royalQueen: 'royalQueens',
  royalCentaur: 'royalCentaurs',
  knightrider: 'knightriders',
  obstacle: 'obstacles',
  void: 'voids',
};

/** Turn-order codes of the players (`n` = neutral). */
export const PLAYER_CODES: Readonly<Record<Player, string>> = {
  neutral: 'n',
  white: 'w',
  black: 'b',
  red: 'r',
  blue: 'bu',
  yellow: 'y',
  green: 'g',
};

/** The default promotion choice when a rank is written without piece codes. */
export const DEFAULT_PROMOTIONS: readonly InfinitePieceType[] = ['queen', 'rook', 'bishop', 'knight'];

/** Player number (neutral 0, white 1, … green 6). */
export function playerNumber(player: Player): number {
  return PLAYERS.indexOf(player);
}

/** Player of a number 0–6, or `undefined`. */
export function playerFromNumber(n: number): Player | undefined {
  return PLAYERS[n];
}

/** Player of a turn-order code (`w`, `b`, `r`, `bu`, `y`, `g`, `n`), or `undefined`. */
export function playerFromCode(code: string): Player | undefined {
  switch (code) {
    case 'w':
      return 'white';
    case 'b':
      return 'black';
    case 'r':
      return 'red';
    case 'bu':
      return 'blue';
    case 'y':
      return 'yellow';
    case 'g':
      return 'green';
    case 'n':
      return 'neutral';
    default:
      return undefined;
  }
}

/** Piece type of an abbreviation in any case (`q`, `AM`, `nr`), or `undefined`. */
export function pieceTypeFromCode(code: string): InfinitePieceType | undefined {
  const up = code.toUpperCase();
  for (const t of PIECE_TYPES) if (PIECE_CODES[t] === up) return t;
  return undefined;
}

/**
 * Reads a piece code as written in a piece list or move: `Q` white, `q` black, `ob`/`vo` neutral,
 * `3Q` with a player-number prefix (case then ignored). Returns `undefined` if it names no piece.
 */
export function pieceFromCode(code: string): PieceRef | undefined {
  let i = 0;
  while (i < code.length && code.charCodeAt(i) >= 48 && code.charCodeAt(i) <= 57) i++;
  const letters = code.slice(i);
  const type = pieceTypeFromCode(letters);
  if (type === undefined) return undefined;
  if (i > 0) {
    const digits = code.slice(0, i);
    if (digits.length > 1 && digits[0] === '0') return undefined;
    const player = playerFromNumber(Number(digits));
    return player === undefined ? undefined : { type, player };
  }
  const upper = letters.toUpperCase();
  const lower = letters.toLowerCase();
  if (type === 'obstacle' || type === 'void')
    return letters === lower ? { type, player: 'neutral' } : undefined;
  if (letters === upper) return { type, player: 'white' };
  if (letters === lower) return { type, player: 'black' };
  return undefined;
}

let letterTable: (PieceRef | undefined)[] | undefined;

function letterKey(c1: number, c2: number): number {
  return c2 < 0 ? c1 : 128 + c1 * 128 + c2;
}

/**
 * The piece a 1–2 letter code without a player number names (`Q`, `q`, `AM`, `ob`), by its character codes
 * (`c2` = -1 for one letter); the same answer as `pieceFromCode`, without building a string. The returned
 * objects are shared and frozen.
 */
export function pieceFromLetters(c1: number, c2: number): PieceRef | undefined {
  if (c1 > 127 || c2 > 127) return undefined;
  if (letterTable === undefined) {
    letterTable = new Array<PieceRef | undefined>(128 + 128 * 128).fill(undefined);
    for (const type of PIECE_TYPES) {
      const up = PIECE_CODES[type];
      for (const code of [up, up.toLowerCase()]) {
        const ref = pieceFromCode(code);
        if (ref === undefined) continue;
        const key = letterKey(code.charCodeAt(0), code.length > 1 ? code.charCodeAt(1) : -1);
        letterTable[key] = Object.freeze(ref);
      }
    }
  }
  return letterTable[letterKey(c1, c2)];
}

/** The canonical code of a piece: `K`, `k`, `ob`, `3Q` (player prefix for red…green and odd cases). */
export function pieceCode(piece: PieceRef): string {
  const up = PIECE_CODES[piece.type];
  const neutralKind = piece.type === 'obstacle' || piece.type === 'void';
  if (piece.player === 'white' && !neutralKind) return up;
  if (piece.player === 'black' && !neutralKind) return up.toLowerCase();
  if (piece.player === 'neutral' && neutralKind) return up.toLowerCase();
  return `${playerNumber(piece.player)}${up}`;
}

/** Colour suffix of long piece types (`kingsW`); the original knows W, B and N. */
export const LONG_SUFFIX: Readonly<Record<Player, string>> = {
  neutral: 'N',
  white: 'W',
  black: 'B',
  red: 'R',
  blue: 'U',
  yellow: 'Y',
  green: 'G',
};

/** Plural long name of a type (`kings`; `huygens`, `roses` for the live-only types). */
export function longName(type: InfinitePieceType): string {
  return SEED_LONG_NAMES[type] ?? `${type}s`;
}

/** Long type `kingsW` of a piece. */
export function longType(p: PieceRef): string {
  return `${longName(p.type)}${LONG_SUFFIX[p.player]}`;
}

/** The piece type of a plural long name (`kings`) or of a short code (`K`), or `undefined`. */
export function typeFromLongName(name: string): InfinitePieceType | undefined {
  for (const t of PIECE_TYPES) if (longName(t) === name) return t;
  return pieceTypeFromCode(name);
}

/** Reads a long type `kingsW` (or a short code `K`), or `undefined`. */
export function fromLongType(s: string): PieceRef | undefined {
  const suffix = s.slice(-1);
  const player = PLAYERS.find((p) => LONG_SUFFIX[p] === suffix);
  if (player !== undefined && s.length > 1) {
    const type = typeFromLongName(s.slice(0, -1));
    if (type !== undefined) return { type, player };
  }
  return s.length <= 4 ? pieceFromCode(s) : undefined;
}
