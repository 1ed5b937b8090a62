/**
 * Seirawan-style gating rights in the FEN castling field (`drops.gating`), as Fairy-Stockfish writes them:
 * besides `K`/`Q` (which also keep the king's and the partner's squares open for gating), a file letter
 * names a back-rank square whose piece has not moved, so a hand piece may still enter it. `parseFen` reads
 * them into `Setup.unmoved`; `stringifyFen` writes them back.
 */
import { castlingPieces } from '../castling-rank.js';
import { fileLetters, parseSquareName, squareName } from '../geometry.js';
import type { Setup, SetupPiece } from '../setup.js';
import type { Color, VariantDefinition } from '../variant/definition.js';

/**
 * The unmoved squares the castling field `text` of a gating variant gives: the gate squares it lists (`K`/`Q`:
 * king and outermost partner on that side; a file letter: the side's back-rank square on that file, when it
 * holds a piece of the side), and every piece off its side's back rank unless `offBackRank` is false
 * (`unmovedInFen`: only the listed pieces).
 */
export function gatesOfCastling(
  text: string,
  variant: VariantDefinition,
  board: readonly (SetupPiece | undefined)[],
  offBackRank = true,
): string[] {
  const { files, ranks } = variant.board;
  const gates = new Set<number>();
  for (const ch of text === '-' ? '' : text) {
    const letter = readLetter(ch, variant, board);
    if (letter) for (const s of letter.gates) gates.add(s);
  }
  const unmoved: string[] = [];
  for (let s = 0; s < files * ranks; s++) {
    const p = board[s];
    if (!p) continue;
    const back = Math.floor(s / files) === (p.color === 'white' ? 0 : ranks - 1);
    if ((!back && offBackRank) || gates.has(s)) unmoved.push(squareName(s, files));
  }
  return unmoved;
}

/**
 * The castling rights of a gating variant's castling field, as Fairy-Stockfish reads them: while a side holds
 * hand pieces (or captures can fill its hand), its file letters are gates, not rights — only `K`/`Q` give rights,
 * or, when it has neither, the listed partners of a listed king (a Chess960 field). `castling` is what the plain
 * reading gave; the other side's rights stay.
 */
export function gatingCastling(
  text: string,
  variant: VariantDefinition,
  board: readonly (SetupPiece | undefined)[],
  hands: Readonly<Record<Color, Readonly<Record<string, number>>>>,
  castling: readonly string[],
): string[] {
  const { files, ranks } = variant.board;
  const out: string[] = [];
  for (const color of ['white', 'black'] as const) {
    const rank = color === 'white' ? 0 : ranks - 1;
    const own = castling.filter((n) => Math.floor(parseSquareName(n, files, ranks)! / files) === rank);
    const holds = variant.drops?.capturesToHand || Object.values(hands[color]).some((n) => n > 0);
    if (!holds) {
      out.push(...own);
      continue;
    }
    const letters = [...(text === '-' ? '' : text)]
      .map((ch) => readLetter(ch, variant, board))
      .filter((l): l is Letter => l !== undefined && l.color === color);
    const rights = letters.filter((l) => l.rook !== undefined).map((l) => l.rook!);
    const king = letters.find((l) => l.king)?.square;
    if (rights.length === 0 && king !== undefined) {
      for (const l of letters) if (l.partner) rights.push(l.square);
    }
    for (const n of own) if (rights.includes(parseSquareName(n, files, ranks)!)) out.push(n);
  }
  return out;
}

/** One letter of the field: its side, gate squares, the `K`/`Q` partner, and what its file letter names. */
interface Letter {
  readonly color: Color;
  readonly gates: readonly number[];
  /** `K`/`Q`: the partner square of the right. */
  readonly rook?: number;
  /** A file letter: its back-rank square, and whether a king or a castling partner stands there. */
  readonly square: number;
  readonly king: boolean;
  readonly partner: boolean;
}

function readLetter(
  ch: string,
  variant: VariantDefinition,
  board: readonly (SetupPiece | undefined)[],
): Letter | undefined {
  const { files, ranks } = variant.board;
  const rules = variant.castling;
  const color: Color = ch === ch.toUpperCase() ? 'white' : 'black';
  const rank = color === 'white' ? 0 : ranks - 1;
  const at = (f: number) => {
    const p = board[rank * files + f];
    return p?.color === color ? p : undefined;
  };
  const lower = ch.toLowerCase();
  if (lower === 'k' || lower === 'q') {
    if (!rules) return undefined;
    const { king, outer } = castlingPieces(board, files, rank, color, rules);
    const rook = outer(lower === 'k');
    if (king < 0 || rook < 0) return undefined;
    const gates = [rank * files + king, rank * files + rook];
    return { color, gates, rook: gates[1]!, square: gates[0]!, king: false, partner: false };
  }
  const f = lower.charCodeAt(0) - 97;
  const p = f >= 0 && f < files ? at(f) : undefined;
  if (!p) return undefined;
  const square = rank * files + f;
  return {
    color,
    gates: [square],
    square,
    king: p.type === rules?.king,
    partner: rules?.partners.includes(p.type) === true,
  };
}

/**
 * The gate letters of `color` for the castling field (ascending files): its unmoved back-rank pieces, less the
 * files the castling letters already cover (the king's while it may castle, the partners'). None while the
 * side's hand is empty and captures cannot fill it, as Fairy-Stockfish writes (with `unmovedInFen` alone: always).
 */
export function gateLetters(
  setup: Setup,
  variant: VariantDefinition,
  color: Color,
  partnerFiles: readonly number[],
): string {
  const { files, ranks } = variant.board;
  if (!setup.unmoved) return '';
  const hand = setup.hands?.[color] ?? {};
  const always = variant.unmovedInFen === true && !variant.drops?.gating;
  if (!always && !variant.drops?.capturesToHand && !Object.values(hand).some((n) => n > 0)) return '';
  const rank = color === 'white' ? 0 : ranks - 1;
  const unmoved = new Set(setup.unmoved.map((n) => parseSquareName(n, files, ranks)));
  let out = '';
  for (let f = 0; f < files; f++) {
    const s = rank * files + f;
    const p = setup.board[s];
    if (!p || p.color !== color || !unmoved.has(s) || partnerFiles.includes(f)) continue;
    if (partnerFiles.length > 0 && p.type === variant.castling?.king) continue;
    const letter = fileLetters(f);
    out += color === 'white' ? letter.toUpperCase() : letter;
  }
  return out;
}
