/** The state one `compile` run builds up: diagnostics, zones and pieces (internal to `compile`). */
import type { MoveAtom, PieceType, Zone } from '@x/core/variant';
import type { CompileFinding } from './types.js';
import { type Geometry, mirroredZone } from './zones.js';
import type { PieceLetterNode, FbrSpan } from '../../parse/types.js';

/** One compiled piece with the span and token that define it. */
export interface BuiltPiece {
  type: PieceType;
  readonly span: FbrSpan;
  readonly token: number;
}

/** The compile run's shared state and reporters. */
export interface Build {
  readonly g: Geometry;
  readonly diagnostics: CompileFinding[];
  /** Adds a diagnostic once (same code, feature and span). */
  readonly add: (d: CompileFinding) => void;
  readonly unsupported: (feature: string, at: FbrSpan, why: string, token: number) => void;
  readonly problem: (code: 'unknown-piece' | 'conflict', at: FbrSpan, message: string, token: number) => void;
  readonly optionProblem: (message: string) => void;
  /** Whether a piece letter can be a FEN symbol (reports compound and lower-case letters). */
  readonly letterOk: (p: PieceLetterNode, token: number) => boolean;
  /** Named zones, White's squares mirrored for Black. */
  readonly zones: Record<string, Zone>;
  /** Registers a zone (the same squares under the same stem share a name) and returns its name. */
  readonly zone: (squares: readonly number[], stem: string) => string;
  readonly pieces: BuiltPiece[];
  readonly byLetter: Map<string, number>;
  /**
   * Prefixes of `freezer<p>`, `protector<p>` and `stymizer<p>` rules (what the zone does, its sequence number), and
   * the zone atoms of each `<p>X=moves` token by prefix and letter (`#I`).
   */
  readonly freezerPrefixes: Map<
    string,
    {
      readonly kind: 'freezer' | 'protector' | 'stymizer' | 'conversion' | 'burner' | 'pincher';
      readonly seq?: number;
      readonly victims?: readonly string[];
      readonly singles?: readonly string[];
      readonly attackers?: number;
      /** `burner={^set}`, `pincher={^set}`: `victims` names the pieces that are not burnt (pinched). */
      readonly spared?: boolean;
    }
  >;
  readonly freezeDefs: Map<
    string,
    {
      readonly letter: string;
      readonly moves: readonly MoveAtom[];
      readonly prefix: string;
      readonly span: FbrSpan;
      readonly token: number;
    }
  >;
  /** Letters with a `<p>X=ccO` token under a `conversion<p>=capture` rule: they change side when capturing. */
  readonly converters: Set<string>;
  /** Prefixes of `turn<p>` rules, and the `<p>X=moves` tokens under them by prefixed letter (`#P`). */
  readonly turnPrefixes: Set<string>;
  readonly turnDefs: Map<
    string,
    { readonly moves: readonly MoveAtom[]; readonly span: FbrSpan; readonly token: number }
  >;
  /** `notInCheck` atoms read from "letter stands unthreatened" (`--!jj{K}U[*]`, `[*]wwK`), to be checked. */
  readonly kingSafe: { readonly letter: string; readonly at: FbrSpan; readonly token: number }[];
  /** Capture atoms followed by the explosion leg `--X` (`cQ--X`), with where they were written. */
  readonly explosions: {
    readonly atoms: readonly MoveAtom[];
    readonly at: FbrSpan;
    readonly token: number;
    /** The piece whose moves the leg follows. */
    readonly piece: string | undefined;
    /** Every atom is a plain capture (`cQ--X`). */
    readonly plain: boolean;
  }[];
  readonly known: (id: string) => boolean;
  /** Replaces the type of a defined piece. */
  readonly setType: (id: string, f: (t: PieceType) => PieceType) => void;
}

/** A fresh build for a board of geometry `g` (when known; see `withGeometry`). */
export function newBuild(): Omit<Build, 'g'> {
  const diagnostics: CompileFinding[] = [];
  const seen = new Set<string>();
  const add = (d: CompileFinding) => {
    const key = `${d.code}|${d.feature ?? ''}|${d.offset}|${d.length}`;
    if (seen.has(key)) return;
    seen.add(key);
    diagnostics.push(d);
  };
  const unsupported = (feature: string, at: FbrSpan, why: string, token: number) =>
    add({
      code: 'unsupported',
      severity: 'error',
      message: `${feature}: ${why}`,
      feature,
      offset: at.offset,
      length: at.length,
      token,
    });
  const problem = (code: 'unknown-piece' | 'conflict', at: FbrSpan, message: string, token: number) =>
    add({ code, severity: 'error', message, offset: at.offset, length: at.length, token });
  const optionProblem = (message: string) =>
    add({ code: 'invalid-option', severity: 'error', message, offset: 0, length: 0, token: -1 });
  const letterOk = (p: PieceLetterNode, token: number): boolean => {
    // Compound letters (`:KD:`) get a free FEN letter when the variant is assembled (`compound.ts`).
    if (p.compound) return true;
    if (p.letter !== p.letter.toUpperCase()) {
      unsupported(
        'lowercase-letter',
        p,
        'a lower-case piece letter has no FEN symbol (lower case is Black)',
        token,
      );
      return false;
    }
    return true;
  };
  const pieces: BuiltPiece[] = [];
  const byLetter = new Map<string, number>();
  return {
    diagnostics,
    add,
    unsupported,
    problem,
    optionProblem,
    letterOk,
    zones: {},
    zone: () => {
      throw new Error('zone before geometry');
    },
    pieces,
    byLetter,
    freezerPrefixes: new Map(),
    freezeDefs: new Map(),
    converters: new Set(),
    turnPrefixes: new Set(),
    turnDefs: new Map(),
    kingSafe: [],
    explosions: [],
    known: (id) => byLetter.has(id),
    setType: (id, f) => {
      const p = pieces[byLetter.get(id)!]!;
      p.type = f(p.type);
    },
  };
}

/** The build with its board geometry and zone registry. */
export function withGeometry(b: Omit<Build, 'g'>, g: Geometry): Build {
  const zoneNames = new Map<string, string>();
  const zones = b.zones;
  const zone = (squares: readonly number[], stem: string): string => {
    const key = `${stem}|${squares.join(',')}`;
    let name = zoneNames.get(key);
    if (!name) {
      name = zones[stem] ? `${stem}-${zoneNames.size + 1}` : stem;
      zoneNames.set(key, name);
      zones[name] = mirroredZone(squares, g);
    }
    return name;
  };
  return { ...b, g, zone };
}
