/**
 * Which Fairy-Stockfish piece type and letter each `@x/core` piece becomes: the engine's pawn where the moves
 * are the chess pawn's, its king type for the royal piece, a predefined type whose Betza moves are exactly
 * the piece's, else a `customPieceN = letter:betza`. A promoted piece with the moves of another piece
 * shares that piece's type (Fairy-Stockfish marks it promoted, as shogi's `+P` is a promoted gold-mover).
 */
import type { VariantDefinition } from '@x/core';
import { PIECE_ORDER } from '../bridge/settings.js';
import { CUSTOM_PIECE_SLOTS, FAIRY_PIECE_TYPES } from '../keys.js';
import { decodeFairyBetza, encodeFairyBetza, fairyMoveKey } from './betza.js';
import { isFairyPawn, type PieceMoves, pieceMoves, type Unexpressible } from './piece-moves.js';

/** Predefined types with rules of their own beyond their Betza moves: never chosen for a plain piece. */
const SPECIAL_TYPES = new Set(['pawn', 'king', 'soldier', 'janggiCannon', 'janggiElephant', 'banner']);

/** One written piece. */
export interface FairyPiece {
  readonly id: string;
  /** The piece key (`knight`, `customPiece3`, `pawn`, `king`). */
  readonly key: string;
  /** Lowercase letter. */
  readonly letter: string;
  /** The value written (`n`, `a:NN`), or undefined when the piece shares another's type. */
  readonly value?: string;
  readonly moves: PieceMoves;
  /** Fairy-Stockfish's pawn type, with its double step. */
  readonly pawn?: { readonly doubleStep: boolean };
  /** The id of the piece whose type it shares (a promoted form). */
  readonly sharesWith?: string;
}

/** The pieces, by core id, in definition order. */
export interface FairyPieces {
  readonly byId: ReadonlyMap<string, FairyPiece>;
  readonly list: readonly FairyPiece[];
}

function movesKey(m: PieceMoves): string {
  return m.moves.map(fairyMoveKey).sort().join(' ');
}

let predefined: ReadonlyMap<string, string> | undefined;

/**
 * The engine's predefined piece types by their moves' key, built at the first use (not when the package loads:
 * a program that imports it for variant names, as `xn` does, pays nothing for it).
 */
function predefinedKeys(): ReadonlyMap<string, string> {
  predefined ??= new Map(
    [...FAIRY_PIECE_TYPES]
      .filter(([name]) => !SPECIAL_TYPES.has(name))
      .map(([name, betza]) => [decodeFairyBetza(betza).join(' '), name] as const)
      .reverse(),
  );
  return predefined;
}

/** A letter for a piece: its symbol's last letter if free, else one of its name, else any free one. */
function pickLetter(symbol: string, name: string, used: Set<string>): string | undefined {
  const wishes = [...symbol.toLowerCase().split('').reverse(), ...name.toLowerCase()];
  for (const c of [...wishes, ...'abcdefghijklmnopqrstuvwxyz'])
    if (/^[a-z]$/.test(c) && !used.has(c)) {
      used.add(c);
      return c;
    }
  return undefined;
}

/** Assigns a type and a letter to every piece; what cannot be written goes to `problems`. */
export function assignPieces(def: VariantDefinition, problems: Unexpressible[]): FairyPieces {
  const byId = new Map<string, FairyPiece>();
  const used = new Set<string>();
  const usedKeys = new Set<string>();
  let custom = 0;
  const royals = def.pieces.filter((p) => p.royal);
  if (royals.length > 1)
    problems.push({
      feature: 'royal-pieces',
      path: 'pieces',
      message: `${royals.length} royal piece types (${royals.map((p) => p.id).join(', ')}); ini has one, the king`,
    });
  const moves = def.pieces.map((_, i) => pieceMoves(def, i, problems));
  // Unpromoted pieces first, so that promoted forms can share their types.
  const order = def.pieces
    .map((_, i) => i)
    .sort((a, b) => Number(!!def.pieces[a]!.demotesTo) - Number(!!def.pieces[b]!.demotesTo));
  const byMoves = new Map<string, string>();
  for (const i of order) {
    const piece = def.pieces[i]!;
    const m = moves[i]!;
    const key = movesKey(m);
    if (piece.demotesTo && byMoves.has(key) && !piece.royal) {
      const other = byId.get(byMoves.get(key)!)!;
      byId.set(piece.id, {
        id: piece.id,
        key: other.key,
        letter: other.letter,
        moves: m,
        sharesWith: other.id,
      });
      continue;
    }
    const letter = pickLetter(piece.symbol, piece.name ?? piece.id, used);
    if (!letter) {
      problems.push({
        feature: 'too-many-pieces',
        path: `pieces[${i}]`,
        message: `${piece.id}: no letter left`,
      });
      continue;
    }
    const pawn = isFairyPawn(m);
    const encoded = encodeFairyBetza(m.moves);
    if (encoded.reason !== undefined) {
      problems.push({
        feature: 'betza',
        path: `pieces[${i}].moves`,
        message: `${piece.id}: ${encoded.reason}`,
      });
      continue;
    }
    let fairyKey: string;
    let value: string;
    if (
      piece.royal &&
      def.atomic &&
      (key === decodeFairyBetza('mK').join(' ') || key === decodeFairyBetza('K').join(' '))
    ) {
      // Atomic: as the engine plays it, the king is a commoner that is royal by extinction (a capture by it
      // would blow it up, so its captures are never legal either way).
      fairyKey = 'commoner';
      value = letter;
    } else if (piece.royal && !usedKeys.has('king')) {
      fairyKey = 'king';
      value = key === decodeFairyBetza('K').join(' ') ? letter : `${letter}:${encoded.betza}`;
    } else if (pawn.pawn && piece.pawn === true && !usedKeys.has('pawn')) {
      // only a piece with pawn semantics: the engine's pawn resets the move counter whatever nMoveRuleTypes says
      fairyKey = 'pawn';
      value = letter;
    } else if (predefinedKeys().has(key) && !usedKeys.has(predefinedKeys().get(key)!)) {
      fairyKey = predefinedKeys().get(key)!;
      value = letter;
    } else if (custom < CUSTOM_PIECE_SLOTS) {
      fairyKey = `customPiece${++custom}`;
      value = `${letter}:${encoded.betza}`;
    } else {
      problems.push({
        feature: 'too-many-pieces',
        path: `pieces[${i}]`,
        message: `${piece.id}: all ${CUSTOM_PIECE_SLOTS} custom slots used`,
      });
      continue;
    }
    usedKeys.add(fairyKey);
    if (!byMoves.has(key) && !piece.royal) byMoves.set(key, piece.id);
    byId.set(piece.id, {
      id: piece.id,
      key: fairyKey,
      letter,
      value,
      moves: m,
      ...(fairyKey === 'pawn' ? { pawn: { doubleStep: pawn.doubleStep } } : {}),
    });
  }
  for (const [i, p] of def.pieces.entries()) {
    const f = byId.get(p.id);
    if (!f || f.pawn) continue;
    if (f.moves.setsEnPassant || f.moves.takesEnPassant)
      problems.push({
        feature: 'en-passant',
        path: `pieces[${i}].moves`,
        message: `${p.id}: en passant by a piece that is not Fairy-Stockfish's pawn (fmWfcF with the ifmnD double step)`,
      });
  }
  // in the engine's type order, the order a reader finds the pieces in: written again alike
  const list = def.pieces
    .map((p) => byId.get(p.id))
    .filter((p): p is FairyPiece => p !== undefined)
    .sort((a, b) => PIECE_ORDER.indexOf(a.key) - PIECE_ORDER.indexOf(b.key));
  return { byId, list };
}
