/**
 * Insufficient material (`end.insufficientMaterial`): neither side can still win by the variant's
 * material rules. `true`: chess (K vs K, K + minor vs K, bishops of one colour); `'kings'`: bare
 * kings only (three-check); `'atomic'`, `'crazyhouse'`, `'antichess'`: the rules chessops and
 * python-chess apply to those variants (both sides must be unable to win); `'confined'`: only pieces their
 * prisons keep away from the enemy royals (Fairy-Stockfish's restricted pieces); `'makruk'`: Fairy-Stockfish's test
 * on makruk's pieces; `'fairy'`: Fairy-Stockfish's generic test, a supplied rule (`rules/fairy-material/`).
 */
import { suppliedCode } from '../../rules/module/supplied-code.js';
import type { SharedState } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** A piece on the board: type id, side, and whether it stands on a dark square (a1 is dark). */
interface Man {
  readonly t: string;
  readonly side: number;
  readonly dark: boolean;
  readonly promoted: boolean;
  readonly royal: boolean;
}

/** The pieces on the board (royal ones included). */
function menOf(st: SharedState): Man[] {
  const c = st.c;
  const men: Man[] = [];
  for (let s = 0; s < c.size; s++) {
    const code = st.board[s]!;
    if (!code) continue;
    const dark = ((s % c.files) + Math.floor(s / c.files)) % 2 === 0;
    const t = code >> 2;
    men.push({
      t: c.types[t]!.id,
      side: code & 1,
      dark,
      promoted: (code & 2) !== 0,
      royal: c.royal[t] === 1,
    });
  }
  return men;
}

/** Whether neither side can win by material, under the variant's `end.insufficientMaterial` rule. */
export function isInsufficientMaterial(st: EngineState): boolean {
  const rule = st.c.def.end?.insufficientMaterial;
  if (!rule) return false;
  if (rule === 'fairy') return suppliedCode.fairyMaterial!.drawn(st);
  if (rule === 'crazyhouse') return crazyhouseDrawn(st);
  if (rule === 'confined') return confinedCannotCheck(st, 0) && confinedCannotCheck(st, 1);
  const men = menOf(st);
  if (rule === 'atomic') return atomicCannotWin(men, 0) && atomicCannotWin(men, 1);
  if (rule === 'antichess') return antichessCannotWin(men, 0, st.side) && antichessCannotWin(men, 1, st.side);
  if (rule === 'makruk') return makrukCannotMate(men, 0) && makrukCannotMate(men, 1);
  const pieces = men.filter((m) => !m.royal);
  if (pieces.length === 0) return true;
  if (rule === 'kings') return false;
  if (pieces.some((p) => p.t !== 'bishop' && p.t !== 'knight')) return false;
  if (pieces.length === 1) return true;
  if (pieces.every((p) => p.t === 'bishop')) return pieces.every((p) => p.dark === pieces[0]!.dark);
  return false;
}

/**
 * Makruk as Fairy-Stockfish judges it (`has_insufficient_material`): `side` can mate with a rook or a khon; with
 * mets when mets stand on both colours or any piece but kings and mets is on the board; with a knight or a pawn
 * (a pawn promotes to a met only) when at least two pieces besides the kings are on the board.
 */
function makrukCannotMate(men: readonly Man[], side: number): boolean {
  const ours = men.filter((m) => m.side === side && !m.royal);
  if (ours.some((m) => m.t === 'rook' || m.t === 'khon')) return false;
  const pieces = men.filter((m) => !m.royal);
  const mets = pieces.filter((m) => m.t === 'met');
  const others = pieces.length - mets.length;
  const bothColours = mets.some((m) => m.dark) && mets.some((m) => !m.dark);
  if (ours.some((m) => m.t === 'met') && (bothColours || others > 0)) return false;
  return !(ours.some((m) => m.t !== 'met') && pieces.length >= 2);
}

/** Atomic (chessops `Atomic.hasInsufficientMaterial`): `side` can no longer explode the enemy king. */
function atomicCannotWin(men: readonly Man[], side: number): boolean {
  const enemyKing = men.some((m) => m.side !== side && m.t === 'king');
  if (!enemyKing) return false;
  const ours = men.filter((m) => m.side === side && m.t !== 'king');
  if (ours.length === 0) return true;
  const theirs = men.filter((m) => m.side !== side && m.t !== 'king');
  if (theirs.length > 0) {
    // Their pieces may explode next to their king — unless only bishops that cannot meet are left.
    const bishops = men.filter((m) => m.t !== 'king');
    if (bishops.every((m) => m.t === 'bishop')) {
      const white = bishops.filter((m) => m.side === 0);
      const black = bishops.filter((m) => m.side === 1);
      if (!white.some((m) => m.dark)) return !black.some((m) => !m.dark);
      if (!white.some((m) => !m.dark)) return !black.some((m) => m.dark);
    }
    return false;
  }
  const rest = men.filter((m) => m.t !== 'king');
  if (rest.some((m) => m.t === 'queen' || m.t === 'pawn')) return false;
  if (rest.filter((m) => m.t === 'knight' || m.t === 'bishop' || m.t === 'rook').length === 1) return true;
  if (rest.every((m) => m.t === 'knight')) return rest.length <= 2;
  return false;
}

/** Antichess (chessops `Antichess.hasInsufficientMaterial`): `side` can no longer lose all its pieces. */
function antichessCannotWin(men: readonly Man[], side: number, turn: number): boolean {
  const ours = men.filter((m) => m.side === side);
  const theirs = men.filter((m) => m.side !== side);
  if (ours.length === 0) return false;
  if (theirs.length === 0) return true;
  if (men.every((m) => m.t === 'bishop')) {
    const theyAllDark = theirs.every((m) => m.dark);
    const theyAllLight = theirs.every((m) => !m.dark);
    return (ours.some((m) => !m.dark) && theyAllDark) || (ours.some((m) => m.dark) && theyAllLight);
  }
  if (men.length === 2 && men.every((m) => m.t === 'knight')) {
    const whiteLight = men.some((m) => m.side === 0 && !m.dark);
    const blackDark = men.some((m) => m.side === 1 && m.dark);
    return (whiteLight !== blackDark) !== (turn === side);
  }
  return false;
}

/**
 * Crazyhouse (chessops `Crazyhouse.hasInsufficientMaterial`): at most three men on the board and in
 * the hands together, with no pawn, promoted piece, rook or queen among them.
 */
function crazyhouseDrawn(st: SharedState): boolean {
  const c = st.c;
  const men = menOf(st);
  let inHand = 0;
  for (let side = 0; side < 2; side++) {
    for (let t = 1; t < c.types.length; t++) {
      const n = st.hands?.[side * c.stride + t] ?? 0;
      if (n === 0) continue;
      inHand += n;
      const id = c.types[t]!.id;
      if (id === 'pawn' || id === 'rook' || id === 'queen') return false;
    }
  }
  if (men.length + inHand > 3) return false;
  return !men.some((m) => m.promoted || m.t === 'pawn' || m.t === 'rook' || m.t === 'queen');
}

/** Whether a prison (undefined: the whole board) shares a square with another. */
export function meets(a: Uint8Array | undefined, b: Uint8Array | undefined, size: number): boolean {
  for (let s = 0; s < size; s++) if ((a?.[s] ?? 1) && (b?.[s] ?? 1)) return true;
  return false;
}

/**
 * `'confined'`: every piece of `side` but its royals is kept by its prison off every square an enemy royal's prison
 * allows and never promotes, so `side` can never give check (its royals never do: two royals cannot attack each
 * other).
 */
function confinedCannotCheck(st: EngineState, side: number): boolean {
  const c = st.c;
  if (c.def.drops) return false;
  const enemyRoyals: (Uint8Array | undefined)[] = [];
  for (let t = 1; t < c.types.length; t++)
    if (c.royal[t]) enemyRoyals.push(c.pieces.prison[(side ^ 1) * c.stride + t]);
  for (let s = 0; s < c.size; s++) {
    const code = st.board[s]!;
    if (!code || (code & 1) !== side || c.royal[code >> 2]) continue;
    const type = c.types[code >> 2]!;
    const own = c.pieces.prison[side * c.stride + (code >> 2)];
    if (own === undefined || type.promotion || type.promotions?.length) return false;
    if (enemyRoyals.some((r) => meets(own, r, c.size))) return false;
  }
  return true;
}
