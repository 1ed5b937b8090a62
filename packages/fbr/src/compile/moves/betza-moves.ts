/**
 * `betzaMoves`: one standard Betza (XBetza) move string — a Fairy-Stockfish `customPiece` value, a
 * SjaakII-style piece description — compiled into `@x/core` move atoms by the same reader and move
 * compiler as FBR's piece definitions. The shared entry point for other variant languages.
 */
import type { MoveAtom } from '@x/core/variant';
import { parseMbn } from '../../parse/parse-mbn.js';
import type { SyntaxDiagnostic } from '../../shared/errors.js';
import { compilePieceMoves, type MoveContext } from './moves.js';

/** A construct of the string that `betzaMoves` cannot compile (the piece lacks those moves). */
export interface BetzaUnsupported {
  /** The construct (`atom:O`, `modifier:x`, …), as `compile` names features. */
  readonly feature: string;
  readonly offset: number;
  readonly length: number;
  readonly message: string;
}

/** What `betzaMoves` returns. */
export interface CompiledBetza {
  /** The compiled atoms (White's view; Black's by `orientation`, default mirror). */
  readonly moves: MoveAtom[];
  /** Syntax errors and warnings of the string (`parseMbn`'s); when one is an error, `moves` is empty. */
  readonly diagnostics: readonly SyntaxDiagnostic[];
  /** Constructs not compiled. */
  readonly unsupported: readonly BetzaUnsupported[];
  /** Zones the atoms name (`fromZone`), as White's 0-based square indices (`rank * files + file`). */
  readonly zones: ReadonlyMap<string, readonly number[]>;
}

/**
 * Compiles a Betza move string (`mfWcfF`, `mRcpR`, `nN`, `FfW`, `QN`) for a board of the given size.
 * Never throws for a string; a non-string argument throws `FbrError`.
 * @example betzaMoves('mRcpR', { files: 9, ranks: 10 }).moves // a cannon's ride and hop
 */
export function betzaMoves(betza: string, board: { files: number; ranks: number }): CompiledBetza {
  const parsed = parseMbn(betza, { notation: 'betza' });
  const zones = new Map<string, readonly number[]>();
  const unsupported: BetzaUnsupported[] = [];
  const { diagnostics } = parsed;
  if (
    diagnostics.some((d) => d.severity === 'error') ||
    parsed.tree.kind !== 'moves' ||
    parsed.tree.body.kind !== 'sequence'
  )
    return { moves: [], diagnostics, unsupported, zones };
  const ctx: MoveContext = {
    geometry: board,
    macros: new Map(),
    unsupported: (feature, at, why) =>
      unsupported.push({ feature, offset: at.offset, length: at.length, message: why }),
    zone: (squares) => {
      const key = squares.join(',');
      for (const [name, list] of zones) if (list.join(',') === key) return name;
      const name = `betza-zone-${zones.size + 1}`;
      zones.set(name, [...squares]);
      return name;
    },
  };
  const { moves } = compilePieceMoves(parsed.tree.body, 'betza', ctx);
  return { moves: withEnPassantLeaps(moves), diagnostics, unsupported, zones };
}

/** XBetza: a piece that captures en passant makes its quiet leaps over empty squares e.p. moves. */
export function withEnPassantLeaps(moves: MoveAtom[]): MoveAtom[] {
  if (!moves.some((a) => a.takesEnPassant)) return moves;
  return moves.map((a) =>
    a.kind === 'leap' && a.mode === 'move' && a.legs ? { ...a, setsEnPassant: true } : a,
  );
}
