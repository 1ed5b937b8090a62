/**
 * A position of any variant: board, side to move, castling rights, en passant, hands, counters.
 * Mutable for speed: `play` and `undo` change it in place; use `clone()` to keep a copy.
 */
import {
  type CompiledRay,
  type CompiledVariant,
  compileVariant,
  HOP_GRASSHOPPER,
  LEG_CONDITIONS,
  LEG_IN_CHECK,
  LEG_INITIAL,
  LEG_NOT_IN_CHECK,
  LEG_NOT_INITIAL,
  LEG_SETS_EP,
  MODE_CAPTURE,
  MODE_MOVE,
  PROMO_MAY,
  PROMO_MUST,
  squaresBetween,
} from './compile.js';
import { PositionError } from './errors.js';
import { parseSquareName } from './geometry.js';
import {
  encodeMove,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_LION,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  type Move,
  moveExtra,
  moveFrom,
  moveKind,
  moveTo,
} from './move.js';
import type { Setup, SetupPiece } from './setup.js';
import type { Color, VariantDefinition } from './variant.js';
import { parseFen, stringifyFen } from './fen.js';
import { chess } from './variants/chess.js';

/** A castling option of a position: squares are indices. */
interface CastleOption {
  readonly side: number;
  readonly long: boolean;
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Squares that must be empty (apart from the king and the partner). */
  readonly empty: readonly number[];
  /** Squares the king passes (including start and end) that must not be attacked. */
  readonly safe: readonly number[];
}

const STACK_INITIAL = 256;
const MAX_MOVES = 4096;

/** Outcome of a finished game. */
export interface Outcome {
  /** The winner, or `undefined` for a draw. */
  readonly winner: Color | undefined;
  /** Why the game ended. */
  readonly reason:
    | 'checkmate'
    | 'stalemate'
    | 'insufficient-material'
    | 'repetition'
    | 'move-count'
    | 'checks'
    | 'flag'
    | 'extinction'
    | 'bare-king'
    | 'no-pieces';
}

/**
 * A position. Mutable: `play()`/`undo()` change it in place; `clone()` copies it. All squares in the
 * public API are names (`e4`); `generateMoves` gives the engine's encoded moves for hot loops.
 */
export class Position {
  /** The variant this position belongs to. */
  readonly variant: VariantDefinition;
  /** @internal compiled tables. */
  readonly c: CompiledVariant;
  /** @internal board: 0 empty, else `type << 2 | promoted << 1 | side`. */
  board: Int16Array;
  /** @internal side to move: 0 white, 1 black. */
  side: number;
  /** @internal piece lists: squares of side s at `plist[s * size + i]`, `i < pcount[s]`. */
  plist: Int16Array;
  pcount: Int32Array;
  pindex: Int16Array;
  /** @internal square of the single royal per side, -1 if a side has none or several. */
  royalSq: Int32Array;
  royalCount: Int32Array;
  ep: number;
  ep2: number;
  epVictim: number;
  rights: number;
  halfmoves: number;
  fullmoves: number;
  hands: Int16Array;
  checksRemaining: Int32Array;
  unmoved: Uint8Array | undefined;
  castles: CastleOption[];
  castleClear: Int32Array;
  /** @internal undo stack. */
  private ply = 0;
  private stMove: Int32Array;
  private stCaptured: Int32Array;
  /** Lion double moves: the piece captured on the destination. */
  private stCaptured2: Int32Array = new Int32Array(STACK_INITIAL);
  private stEp: Int32Array;
  private stEp2: Int32Array;
  private stVictim: Int32Array;
  private stRights: Int32Array;
  private stHalf: Int32Array;
  private stUnmoved: Int32Array;
  private stChecks: Int32Array;
  private stPromo: Int32Array;
  /** Andernach: the capturer changed side on this ply. */
  private stFlip: Int32Array = new Int32Array(STACK_INITIAL);
  /** Atomic: exploded pieces `(square << 16) | code`, with each ply's start index. */
  private exData: Int32Array = new Int32Array(256);
  private exStart: Int32Array = new Int32Array(STACK_INITIAL);
  private exTop = 0;
  /** Depth of nested move generation (trial mate tests), for scratch buffers. */
  private nest = 0;
  // Scratch for legality: stamped square sets (pin line, check evasion).
  private lineMark: Int32Array;
  private evMark: Int32Array;
  private pinned: Int32Array;
  private stamp = 0;
  private buffers: Int32Array[] = [];

  private constructor(variant: VariantDefinition) {
    this.variant = variant;
    const c = compileVariant(variant);
    this.c = c;
    this.board = new Int16Array(c.size);
    this.side = 0;
    this.plist = new Int16Array(2 * c.size);
    this.pcount = new Int32Array(2);
    this.pindex = new Int16Array(c.size);
    this.royalSq = new Int32Array([-1, -1]);
    this.royalCount = new Int32Array(2);
    this.ep = -1;
    this.ep2 = -1;
    this.epVictim = -1;
    this.rights = 0;
    this.halfmoves = 0;
    this.fullmoves = 1;
    this.hands = new Int16Array(2 * c.stride);
    this.checksRemaining = new Int32Array([0, 0]);
    this.unmoved = c.tracksUnmoved ? new Uint8Array(c.size) : undefined;
    this.castles = [];
    this.castleClear = new Int32Array(c.size);
    this.stMove = new Int32Array(STACK_INITIAL);
    this.stCaptured = new Int32Array(STACK_INITIAL);
    this.stEp = new Int32Array(STACK_INITIAL);
    this.stEp2 = new Int32Array(STACK_INITIAL);
    this.stVictim = new Int32Array(STACK_INITIAL);
    this.stRights = new Int32Array(STACK_INITIAL);
    this.stHalf = new Int32Array(STACK_INITIAL);
    this.stUnmoved = new Int32Array(STACK_INITIAL);
    this.stChecks = new Int32Array(STACK_INITIAL);

    this.lineMark = new Int32Array(c.size);
    this.evMark = new Int32Array(c.size);
    this.pinned = new Int32Array(3 * c.size);
    this.stPromo = new Int32Array(STACK_INITIAL);
  }

  /** Builds a position from a setup, checking that it is a legal position of the variant. Throws `PositionError`. */
  static fromSetup(setup: Setup, variant: VariantDefinition = chess): Position {
    const pos = new Position(variant);
    pos.load(setup);

    return pos;
  }

  /** Parses a FEN of the variant and builds the position. Throws `FenError` or `PositionError`. */
  static fromFen(fen: string, variant: VariantDefinition = chess): Position {
    return Position.fromSetup(parseFen(fen, variant), variant);
  }

  /** The side to move. */
  get turn(): Color {
    return this.side === 0 ? 'white' : 'black';
  }

  // ---------------------------------------------------------------- setup

  private load(setup: Setup): void {
    const c = this.c;
    if (setup.files !== c.files || setup.ranks !== c.ranks) {
      throw new PositionError(
        'board-size',
        `setup is ${setup.files}x${setup.ranks}, variant is ${c.files}x${c.ranks}`,
      );
    }
    for (let s = 0; s < c.size; s++) {
      const p = setup.board[s];
      if (!p) continue;
      const t = c.typeByid.get(p.type);
      if (t === undefined)
        throw new PositionError('unknown-piece', `unknown piece ${p.type} on ${c.squareNames[s]}`);
      if (!c.onBoard[s]) throw new PositionError('piece-on-hole', `piece on the hole ${c.squareNames[s]}`);
      const side = p.color === 'white' ? 0 : 1;
      const pr = c.prison[side * c.stride + t];
      if (pr && !pr[s]) {
        throw new PositionError('piece-outside-prison', `${p.type} outside its zone on ${c.squareNames[s]}`);
      }
      this.put(s, (t << 2) | (p.promoted ? 2 : 0) | side);
    }
    if (this.pcount[0]! + this.pcount[1]! === 0 && !c.def.drops) {
      throw new PositionError('empty-board', 'the board is empty');
    }
    this.side = setup.turn === 'white' ? 0 : 1;
    this.halfmoves = setup.halfmoves;
    this.fullmoves = setup.fullmoves;
    if (setup.hands) {
      for (const [side, hand] of [
        [0, setup.hands.white],
        [1, setup.hands.black],
      ] as const) {
        for (const [id, n] of Object.entries(hand)) {
          const t = c.typeByid.get(id);
          if (t === undefined) throw new PositionError('unknown-piece', `unknown piece ${id} in hand`);
          this.hands[side * c.stride + t] = n;
        }
      }
    }
    if (c.def.end?.checks) {
      this.checksRemaining[0] = setup.checksRemaining?.white ?? c.def.end.checks;
      this.checksRemaining[1] = setup.checksRemaining?.black ?? c.def.end.checks;
    }
    // Royals.
    const royalTypes = c.def.pieces.filter((p) => p.royal);
    if (royalTypes.length > 0 && !c.def.end?.extinction && !c.def.royalsOptional) {
      for (let side = 0; side < 2; side++) {
        if (this.royalCount[side] === 0) {
          throw new PositionError('missing-royal', `${side ? 'black' : 'white'} has no ${royalTypes[0]!.id}`);
        }
      }
    }
    if (c.def.id === 'chess' || c.def.id === 'chess960') {
      for (let side = 0; side < 2; side++) {
        if (this.royalCount[side]! > 1)
          throw new PositionError('too-many-royals', 'more than one king per side');
      }
      for (let s = 0; s < c.size; s++) {
        const r = Math.floor(s / c.files);
        const code = this.board[s]!;
        if (code && c.pawnLike[code >> 2] && (r === 0 || r === c.ranks - 1)) {
          throw new PositionError('pawns-on-back-rank', `pawn on ${c.squareNames[s]}`);
        }
      }
    }
    // Two single royals that could capture each other are never both on the board.
    const wk = this.royalSq[0]!;
    const bk = this.royalSq[1]!;
    if (wk >= 0 && bk >= 0 && this.attacked(bk, 0) && this.attacked(wk, 1)) {
      const adjacent =
        Math.abs((wk % c.files) - (bk % c.files)) <= 1 &&
        Math.abs(Math.floor(wk / c.files) - Math.floor(bk / c.files)) <= 1;
      throw new PositionError(
        adjacent ? 'royals-adjacent' : 'opposite-check',
        'the royals attack each other',
      );
    }
    // Castling.
    this.loadCastling(setup.castling);
    // En passant: keep only a square a pawn of the side to move could capture on.
    if (setup.epSquare !== undefined) {
      const e = parseSquareName(setup.epSquare, c.files, c.ranks);
      if (e === undefined)
        throw new PositionError('bad-en-passant', `bad en-passant square ${setup.epSquare}`);
      this.loadEp(e);
    }
    // Unmoved pieces (for initial-only moves and gating): as the setup says, else every piece.
    if (this.unmoved) {
      if (setup.unmoved) {
        for (const name of setup.unmoved) {
          const s = parseSquareName(name, c.files, c.ranks);
          if (s !== undefined && this.board[s]) this.unmoved[s] = 1;
        }
      } else for (let s = 0; s < c.size; s++) this.unmoved[s] = this.board[s] ? 1 : 0;
    }
    // The side not to move may not be in check.
    const them = this.side ^ 1;
    if (this.inCheckSide(them)) {
      throw new PositionError('opposite-check', `${them ? 'black' : 'white'} is in check but not to move`);
    }
  }

  /**
   * Accepts an e.p. square only where a double step of a pawn of the side that just moved passed over
   * it: the pawn stands beyond it, and its origin (as far behind the square) is a square from which its
   * e.p.-setting move leads there.
   */
  private loadEp(e: number): void {
    const c = this.c;
    const them = this.side ^ 1;
    const dy = them === 0 ? 1 : -1;
    const victim = e + dy * c.files;
    const origin = e - dy * c.files;
    const bad = () => new PositionError('bad-en-passant', `no double step passed over ${c.squareNames[e]}`);
    if (victim < 0 || victim >= c.size || origin < 0 || origin >= c.size || this.board[e] !== 0) throw bad();
    const code = this.board[victim]!;
    if (!code || (code & 1) !== them || this.board[origin] !== 0) throw bad();
    const key = (them * c.stride + (code >> 2)) * c.size + origin;
    let sets = false;
    for (let i = c.leggedOff[key]!, end = c.leggedOff[key + 1]!; i < end; i += 3 + c.legged[i + 2]!) {
      if (c.legged[i] === victim && c.legged[i + 1]! & LEG_SETS_EP) sets = true;
    }
    if (!sets) throw bad();
    this.ep = e;
    this.epVictim = victim;
  }

  private loadCastling(partners: readonly string[]): void {
    const c = this.c;
    const rules = c.def.castling;
    if (partners.length === 0) return;
    if (!rules) throw new PositionError('bad-castling', 'the variant has no castling');
    const king = c.typeByid.get(rules.king)!;
    const partnerTypes = new Set(rules.partners.map((id) => c.typeByid.get(id)!));
    for (const name of partners) {
      const r = parseSquareName(name, c.files, c.ranks);
      if (r === undefined) throw new PositionError('bad-castling', `bad castling square ${name}`);
      const code = this.board[r]!;
      if (!code || !partnerTypes.has(code >> 2)) {
        throw new PositionError('bad-castling', `no castling partner on ${name}`);
      }
      const side = code & 1;
      const rank = Math.floor(r / c.files);
      if (rules.rules) {
        const matching = rules.rules.filter(
          (x) => x.partner === name && (x.color === 'white' ? 0 : 1) === side,
        );
        if (matching.length === 0)
          throw new PositionError('bad-castling', `no castling rule with the partner on ${name}`);
        for (const rule of matching) {
          const kingFrom = parseSquareName(rule.king, c.files, c.ranks);
          if (kingFrom === undefined || this.board[kingFrom] !== ((king << 2) | side)) {
            throw new PositionError('bad-castling', `no castling king on ${rule.king}`);
          }
          for (const target of rule.targets) {
            const kingTo = parseSquareName(target, c.files, c.ranks);
            if (kingTo === undefined || kingTo === kingFrom) {
              throw new PositionError('bad-castling', `bad castling target ${target}`);
            }
            const rookTo = kingTo + (kingFrom > kingTo ? 1 : -1);
            this.addCastle(side, r < kingFrom, kingFrom, kingTo, r, rookTo);
          }
        }
        continue;
      }
      const backRank = side === 0 ? 0 : c.ranks - 1;
      if (rank !== backRank)
        throw new PositionError('bad-castling', `castling partner ${name} not on the back rank`);
      let kingFrom = -1;
      for (let f = 0; f < c.files; f++) {
        const s = rank * c.files + f;
        if (this.board[s] === ((king << 2) | side)) kingFrom = s;
      }
      if (kingFrom < 0) throw new PositionError('bad-castling', `no king on the back rank for ${name}`);
      const long = r < kingFrom;
      const geometry = long ? rules.long : rules.short;
      if (!geometry)
        throw new PositionError('bad-castling', `no ${long ? 'long' : 'short'} castling in ${c.def.id}`);
      if (this.castles.some((o) => o.side === side && o.long === long)) {
        throw new PositionError('bad-castling', `two castling partners on one side (${name})`);
      }
      this.addCastle(
        side,
        long,
        kingFrom,
        rank * c.files + geometry.king,
        r,
        rank * c.files + geometry.partner,
      );
    }
  }

  /** Adds a castling option with its right bit, the squares to be empty and the squares to be safe. */
  private addCastle(
    side: number,
    long: boolean,
    kingFrom: number,
    kingTo: number,
    rookFrom: number,
    rookTo: number,
  ): void {
    const lo = Math.min(kingFrom, kingTo, rookFrom, rookTo);
    const hi = Math.max(kingFrom, kingTo, rookFrom, rookTo);
    const empty: number[] = [];
    for (let s = lo; s <= hi; s++) if (s !== kingFrom && s !== rookFrom) empty.push(s);
    const safe: number[] = [];
    for (let s = Math.min(kingFrom, kingTo); s <= Math.max(kingFrom, kingTo); s++) safe.push(s);
    const i = this.castles.length;
    if (i >= 31) throw new PositionError('bad-castling', 'too many castling options');
    this.castles.push({ side, long, kingFrom, kingTo, rookFrom, rookTo, empty, safe });
    this.rights |= 1 << i;
    this.castleClear[kingFrom] = this.castleClear[kingFrom]! | (1 << i);
    this.castleClear[rookFrom] = this.castleClear[rookFrom]! | (1 << i);
  }

  /** @internal places a piece code on an empty square. */
  private put(s: number, code: number): void {
    const side = code & 1;
    const i = this.pcount[side]!;
    this.plist[side * this.c.size + i] = s;
    this.pindex[s] = i;
    this.pcount[side] = i + 1;
    this.board[s] = code;
    if (this.c.royal[code >> 2]) {
      this.royalCount[side] = this.royalCount[side]! + 1;
      this.royalSq[side] = this.royalCount[side] === 1 ? s : -1;
    }
  }

  /** @internal removes the piece on s. */
  private remove(s: number): void {
    const code = this.board[s]!;
    const side = code & 1;
    const size = this.c.size;
    const i = this.pindex[s]!;
    const last = this.pcount[side]! - 1;
    const moved = this.plist[side * size + last]!;
    this.plist[side * size + i] = moved;
    this.pindex[moved] = i;
    this.pcount[side] = last;
    this.board[s] = 0;
    if (this.c.royal[code >> 2]) {
      this.royalCount[side] = this.royalCount[side]! - 1;
      this.royalSq[side] = this.royalCount[side] === 1 ? this.findRoyal(side) : -1;
    }
  }

  /** @internal moves the piece from a to an empty square b. */
  private shift(a: number, b: number, code: number): void {
    const side = code & 1;
    const i = this.pindex[a]!;
    this.plist[side * this.c.size + i] = b;
    this.pindex[b] = i;
    this.board[a] = 0;
    this.board[b] = code;
    if (this.royalSq[side] === a) this.royalSq[side] = b;
  }

  private findRoyal(side: number): number {
    const size = this.c.size;
    for (let i = 0; i < this.pcount[side]!; i++) {
      const s = this.plist[side * size + i]!;
      if (this.c.royal[this.board[s]! >> 2]) return s;
    }
    return -1;
  }

  // ---------------------------------------------------------------- attacks

  /** @internal whether square s is attacked by side `by`. */
  attacked(s: number, by: number): boolean {
    const c = this.c;
    if (c.captureRules) return this.attackedWithRules(s, by);
    const board = this.board;
    const size = c.size;
    const al = c.attackLeap;
    for (let i = c.attackLeapOff[by * size + s]!, e = c.attackLeapOff[by * size + s + 1]!; i < e; i += 2) {
      const p = board[al[i]!]!;
      if (p !== 0 && (p & 1) === by && (al[i + 1]! >> (p >> 2)) & 1) return true;
    }
    const ag = c.attackLegged;
    for (let i = c.attackLeggedOff[by * size + s]!, e = c.attackLeggedOff[by * size + s + 1]!; i < e; ) {
      const p = board[ag[i]!]!;
      const n = ag[i + 2]!;
      if (p !== 0 && (p & 1) === by && (ag[i + 1]! >> (p >> 2)) & 1) {
        let free = true;
        for (let j = 0; j < n; j++) if (board[ag[i + 3 + j]!] !== 0) free = false;
        if (free) return true;
      }
      i += 3 + n;
    }
    const ras = c.rayAttackers[by]!;
    const rs = c.raySquares;
    for (let a = 0; a < ras.length; a++) {
      const ra = ras[a]!;
      const k = ra.walkDir * size + s;
      const start = c.rayStart[k]!;
      const len = c.rayLength[k]!;
      let j = 0;
      for (; j < len; j++) if (board[rs[start + j]!] !== 0) break;
      if (j === len) continue;
      const p = board[rs[start + j]!]!;
      if ((p & 1) === by && (ra.mask >> (p >> 2)) & 1 && (!ra.limited || j + 1 <= ra.range[p >> 2]!))
        return true;
      if (ra.grasshopperMask !== 0 && j === 0) {
        for (j = 1; j < len; j++) {
          const q = board[rs[start + j]!]!;
          if (q !== 0) {
            if ((q & 1) === by && (ra.grasshopperMask >> (q >> 2)) & 1) return true;
            break;
          }
        }
        j = 0;
      }
      if (ra.cannonMask !== 0) {
        for (j = j + 1; j < len; j++) {
          const q = board[rs[start + j]!]!;
          if (q !== 0) {
            if ((q & 1) === by && (ra.cannonMask >> (q >> 2)) & 1) return true;
            break;
          }
        }
      }
    }
    if (this.c.def.flyingRoyals && this.c.royal[board[s]! >> 2] && (board[s]! & 1) !== by) {
      if (this.royalFacing(s, by)) return true;
    }
    return false;
  }

  /** Whether the royal on s faces an enemy royal on its file with nothing between. */
  private royalFacing(s: number, by: number): boolean {
    const c = this.c;
    const phantoms = c.phantomSources !== undefined;
    for (const d of [0, 1]) {
      const dy = d === 0 ? 1 : -1;
      const di = c.dirs.findIndex((v) => v[0] === 0 && v[1] === dy);
      const k = di * c.size + s;
      for (let j = 0; j < c.rayLength[k]!; j++) {
        const at = c.raySquares[c.rayStart[k]! + j]!;
        const q = this.board[at]!;
        if (q !== 0) {
          if ((q & 1) === by && c.royal[q >> 2]) return true;
          break;
        }
        if (phantoms && this.isPhantom(at)) break;
      }
    }
    return false;
  }

  /**
   * Attack test for variants with iron pieces, restricted victims or blocked squares: generate the
   * attackers' captures onto s (a stand-in royal occupies s when it is empty).
   */
  private attackedWithRules(s: number, by: number): boolean {
    const c = this.c;
    const board = this.board;
    const saved = board[s]!;
    const side = this.side;
    const ep = this.ep;
    const ep2 = this.ep2;
    if (saved === 0) {
      let royalType = 1;
      while (royalType < c.typeCount && !c.royal[royalType]) royalType++;
      board[s] = (royalType << 2) | (by ^ 1);
    }
    this.side = by;
    this.ep = -1;
    this.ep2 = -1;
    this.attackScratch ??= new Int32Array(MAX_MOVES);
    const out = this.attackScratch;
    let found = false;
    const size = c.size;
    for (let i = 0; i < this.pcount[by]! && !found; i++) {
      const from = this.plist[by * size + i]!;
      const n = this.generatePieceAll(out, 0, from);
      for (let j = 0; j < n; j++) {
        if (moveTo(out[j]!) === s) {
          found = true;
          break;
        }
      }
    }
    this.side = side;
    this.ep = ep;
    this.ep2 = ep2;
    board[s] = saved;
    if (!found && c.def.flyingRoyals && saved !== 0 && c.royal[saved >> 2] && (saved & 1) !== by)
      found = this.royalFacing(s, by);
    return found;
  }
  private attackScratch: Int32Array | undefined;

  /** Whether the two single royals stand next to each other. */
  private royalsAdjacent(): boolean {
    const a = this.royalSq[0]!;
    const b = this.royalSq[1]!;
    if (a < 0 || b < 0) return false;
    const f = this.c.files;
    return Math.abs((a % f) - (b % f)) <= 1 && Math.abs(Math.floor(a / f) - Math.floor(b / f)) <= 1;
  }

  /** After `make` of a move by `us`: the move is legal (atomic: own royal survives; exploding the enemy's wins). */
  private legalAfter(us: number): boolean {
    if (this.c.def.atomic && this.c.royalMask !== 0) {
      if (this.royalCount[us] === 0) return false;
      if (this.royalCount[us ^ 1] === 0) return true;
    }
    return !this.inCheckSide(us);
  }

  /** Whether a piece of type t may capture the piece `victim` (iron pieces, allowed victims). */
  private canCapture(t: number, victim: number): boolean {
    const c = this.c;
    return !c.iron[victim >> 2] && ((c.victims[t]! >> (victim >> 2)) & 1) === 1;
  }

  /** @internal whether side `side` is in check (see the variant's `royalCheck` for several royals). */
  inCheckSide(side: number): boolean {
    const rs = this.royalSq[side]!;
    if (this.c.def.atomic && rs >= 0 && this.royalsAdjacent()) return false;
    if (rs >= 0) return this.attacked(rs, side ^ 1);
    if (this.royalCount[side] === 0) return false;
    const mode = this.c.def.royalCheck ?? 'any';
    if (mode === 'single') return false;
    const size = this.c.size;
    for (let i = 0; i < this.pcount[side]!; i++) {
      const s = this.plist[side * size + i]!;
      if (!this.c.royal[this.board[s]! >> 2]) continue;
      const hit = this.attacked(s, side ^ 1);
      if (mode === 'any' && hit) return true;
      if (mode === 'all' && !hit) return false;
    }
    return mode === 'all';
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Writes the legal moves, encoded, into `out` and returns how many. Low-level: for perft, SAN
   * resolution and other hot loops; `legalMoves()` gives plain objects.
   */
  generateMoves(out: Int32Array): number {
    if (!this.playThroughEnd && this.isVariantEnd()) return 0;
    const c = this.c;
    const us = this.side;
    let n = c.simple && this.royalCount[us] === 1 ? this.generateFast(out) : this.generateChecked(out);
    const drops = c.def.drops;
    if (drops) {
      if (drops.gating) n = this.addGating(out, n);
      if (drops.pickup) n = this.addPickups(out, n);
    }
    if (c.def.mustCapture) n = this.keepCaptures(out, n);
    const end = c.def.end;
    if (end && (end.checkmate === 'illegal' || end.stalemate === 'illegal') && !this.innerEndCheck) {
      n = this.removeIllegalEnds(out, n, end.checkmate === 'illegal', end.stalemate === 'illegal');
    }
    return n;
  }

  private innerEndCheck = false;
  /** Whether the side to move is in check (set by the checked generator for `notInCheck`/`inCheck` atoms). */
  private inCheckNow = false;
  /** @internal game-end conditions do not stop move generation (SjaakII perft semantics). */
  playThroughEnd = false;

  /** Whether an encoded move captures (en passant included). */
  private isCapture(m: number): boolean {
    const kind = moveKind(m);
    if (kind === KIND_EN_PASSANT) return true;
    if (kind === KIND_LION)
      return moveExtra(m) !== 0 || (moveTo(m) !== moveFrom(m) && this.board[moveTo(m)] !== 0);
    if (kind === KIND_DROP || kind === KIND_PICKUP || kind === KIND_CASTLE) return false;
    return this.board[moveTo(m)] !== 0;
  }

  /** Forced capture: when some move captures, only captures remain. */
  private keepCaptures(out: Int32Array, n: number): number {
    let w = 0;
    for (let i = 0; i < n; i++) if (this.isCapture(out[i]!)) out[w++] = out[i]!;
    return w > 0 ? w : n;
  }

  /** Removes the moves that would checkmate or stalemate the opponent where the variant makes that illegal. */
  private removeIllegalEnds(out: Int32Array, n: number, mate: boolean, stalemate: boolean): number {
    let w = 0;
    this.innerEndCheck = true;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      this.make(m);
      this.nest++;
      const replies = this.generateMoves(this.buffer(this.nest));
      this.nest--;
      const check = replies === 0 && this.inCheckSide(this.side);
      this.unmake();
      if (replies === 0 && ((check && mate) || (!check && stalemate))) continue;
      out[w++] = m;
    }
    this.innerEndCheck = false;
    return w;
  }

  /** Gating: each first move of an unmoved back-rank piece may bring a hand piece onto the vacated square. */
  private addGating(out: Int32Array, n: number): number {
    const c = this.c;
    const us = this.side;
    const unmoved = this.unmoved;
    if (!unmoved) return n;
    const backRank = us === 0 ? 0 : c.ranks - 1;
    const base = n;
    for (let i = 0; i < base; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      if (kind !== KIND_NORMAL && kind !== KIND_DOUBLE) continue;
      const from = moveFrom(m);
      if (!unmoved[from] || Math.floor(from / c.files) !== backRank) continue;
      for (let t = 1; t <= c.typeCount; t++) {
        if (this.hands[us * c.stride + t]! > 0 && n < out.length)
          out[n++] = encodeMove(from, moveTo(m), kind, t);
      }
    }
    return n;
  }

  /** Pickups: an own non-royal piece goes into the hand, when that leaves no royal attacked. */
  private addPickups(out: Int32Array, n: number): number {
    const c = this.c;
    const us = this.side;
    const size = c.size;
    const squares: number[] = [];
    for (let i = 0; i < this.pcount[us]!; i++) {
      const s = this.plist[us * size + i]!;
      if (!c.royal[this.board[s]! >> 2]) squares.push(s);
    }
    for (const s of squares) {
      const m = encodeMove(s, s, KIND_PICKUP, 0);
      this.make(m);
      const ok = !this.inCheckSide(us);
      this.unmake();
      if (ok) out[n++] = m;
    }
    return n;
  }

  /** Fast legal generator: one royal, only leaper/rider attackers (pins and check evasion). */
  private generateFast(out: Int32Array): number {
    const c = this.c;
    const board = this.board;
    const size = c.size;
    const us = this.side;
    const them = us ^ 1;
    const k = this.royalSq[us]!;
    const rs = c.raySquares;
    // Checkers by leapers.
    let checkers = 0;
    let checker = -1;
    let checkDir = -1;
    let checkDist = 0;
    const al = c.attackLeap;
    for (
      let i = c.attackLeapOff[them * size + k]!, e = c.attackLeapOff[them * size + k + 1]!;
      i < e;
      i += 2
    ) {
      const p = board[al[i]!]!;
      if (p !== 0 && (p & 1) === them && (al[i + 1]! >> (p >> 2)) & 1) {
        if (checker !== al[i]) checkers++;
        checker = al[i]!;
      }
    }
    // Checkers by riders, and pins: pinned[s] = stamp, pinned[size + s] = walk direction, pinned[2size + s] = pinner distance.
    const pinStamp = ++this.stamp;
    const pinned = this.pinned;
    const ras = c.rayAttackers[them]!;
    for (let a = 0; a < ras.length; a++) {
      const ra = ras[a]!;
      if (ra.mask === 0) continue;
      const kk = ra.walkDir * size + k;
      const start = c.rayStart[kk]!;
      const len = c.rayLength[kk]!;
      let j = 0;
      for (; j < len; j++) if (board[rs[start + j]!] !== 0) break;
      if (j === len) continue;
      const sq = rs[start + j]!;
      const p = board[sq]!;
      if ((p & 1) === them) {
        if ((ra.mask >> (p >> 2)) & 1 && (!ra.limited || j + 1 <= ra.range[p >> 2]!)) {
          if (sq !== checker) checkers++;
          checker = sq;
          checkDir = ra.walkDir;
          checkDist = j;
        }
        continue;
      }
      let j2 = j + 1;
      for (; j2 < len; j2++) if (board[rs[start + j2]!] !== 0) break;
      if (j2 === len) continue;
      const q = board[rs[start + j2]!]!;
      if ((q & 1) === them && (ra.mask >> (q >> 2)) & 1 && (!ra.limited || j2 + 1 <= ra.range[q >> 2]!)) {
        pinned[sq] = pinStamp;
        pinned[size + sq] = ra.walkDir;
        pinned[2 * size + sq] = j2;
      }
    }
    // Royal moves: targets must not be attacked with the royal lifted off the board.
    let n = this.generateRoyal(out, 0, k);
    if (checkers >= 2) return n;
    let evasion = 0;
    if (checkers === 1) {
      evasion = ++this.stamp;
      const ev = this.evMark;
      ev[checker] = evasion;
      if (checkDir >= 0) {
        const start = c.rayStart[checkDir * size + k]!;
        for (let j = 0; j < checkDist; j++) ev[rs[start + j]!] = evasion;
      }
    } else {
      n = this.generateCastles(out, n);
    }
    const plist = this.plist;
    const cnt = this.pcount[us]!;
    const lineMark = this.lineMark;
    for (let i = 0; i < cnt; i++) {
      const from = plist[us * size + i]!;
      if (from === k) continue;
      let line = 0;
      if (pinned[from] === pinStamp) {
        line = ++this.stamp;
        const start = c.rayStart[pinned[size + from]! * size + k]!;
        const len = pinned[2 * size + from]!;
        for (let j = 0; j <= len; j++) lineMark[rs[start + j]!] = line;
      }
      n = this.generatePiece(out, n, from, line, evasion);
    }
    if (c.def.drops && c.def.drops.freeDrops !== false)
      n = this.generateDrops(out, n, evasion, checkers, checker);
    return n;
  }

  /**
   * Generates the moves of the piece on `from`, keeping targets stamped `line` in `lineMark` (0: any)
   * and `evasion` in `evMark` (0: any); en-passant captures are tried on the board.
   */
  private generatePiece(out: Int32Array, n: number, from: number, line: number, evasion: number): number {
    const c = this.c;
    const board = this.board;
    const size = c.size;
    const us = this.side;
    const t = board[from]! >> 2;
    const tkey = us * c.stride + t;
    const key = tkey * size + from;
    const lm = this.lineMark;
    const ev = this.evMark;
    const promoKey = tkey * size;
    const hasPromo = c.promoChoices[t]!.length > 0;
    const rules = c.captureRules;
    const lb = c.leapBoth;
    for (let i = c.leapBothOff[key]!, e = c.leapBothOff[key + 1]!; i < e; i++) {
      const to = lb[i]!;
      const p = board[to]!;
      if ((p !== 0 && (p & 1) === us) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion))
        continue;
      if (rules && p !== 0 && !this.canCapture(t, p)) continue;
      if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    }
    const lq = c.leapMove;
    for (let i = c.leapMoveOff[key]!, e = c.leapMoveOff[key + 1]!; i < e; i++) {
      const to = lq[i]!;
      if (board[to] !== 0 || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
      if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    }
    const lc = c.leapCapture;
    const takesEp = this.ep >= 0 && c.takesEp[tkey] === 1;
    for (let i = c.leapCaptureOff[key]!, e = c.leapCaptureOff[key + 1]!; i < e; i++) {
      const to = lc[i]!;
      const p = board[to]!;
      if (p === 0) {
        if (takesEp && (to === this.ep || to === this.ep2)) n = this.pushEnPassant(out, n, from, to);
        continue;
      }
      if ((p & 1) === us || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
      if (rules && !this.canCapture(t, p)) continue;
      if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    }
    const lg = c.legged;
    for (let i = c.leggedOff[key]!, e = c.leggedOff[key + 1]!; i < e; ) {
      const to = lg[i]!;
      const flags = lg[i + 1]!;
      const next = i + 3 + lg[i + 2]!;
      let free = true;
      for (let j = i + 3; j < next; j++) if (board[lg[j]!] !== 0) free = false;
      i = next;
      if (
        !free ||
        (flags & LEG_CONDITIONS &&
          ((flags & LEG_INITIAL && !this.unmoved?.[from]) ||
            (flags & LEG_NOT_INITIAL && this.unmoved?.[from]) ||
            (flags & LEG_NOT_IN_CHECK && this.inCheckNow) ||
            (flags & LEG_IN_CHECK && !this.inCheckNow)))
      )
        continue;
      const p = board[to]!;
      if (p === 0 ? !(flags & MODE_MOVE) : (p & 1) === us || !(flags & MODE_CAPTURE)) continue;
      if (rules && p !== 0 && !this.canCapture(t, p)) continue;
      if ((line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
      const kind = flags & LEG_SETS_EP && p === 0 ? KIND_DOUBLE : KIND_NORMAL;
      if (hasPromo) n = this.pushWithPromotion(out, n, from, to, kind, promoKey, t);
      else out[n++] = encodeMove(from, to, kind, 0);
    }
    const rays = c.rays[tkey]!;
    if (rays.length === 0) return n;
    const rs = c.raySquares;
    for (let r = 0; r < rays.length; r++) {
      const ray = rays[r]!;
      const kk = ray.dir * size + from;
      const start = c.rayStart[kk]!;
      let full = c.rayLength[kk]!;
      if (ray.conditional) {
        if (
          (ray.fromMask && !ray.fromMask[from]) ||
          (ray.initial && !this.unmoved?.[from]) ||
          (ray.notInitial && this.unmoved?.[from]) ||
          (ray.check !== 0 && (ray.check === 1) === this.inCheckNow)
        )
          continue;
        if (ray.phantom) full = this.phantomLength(start, full);
      }
      if (ray.hop >= 0) {
        n = this.generateHop(out, n, from, start, full, ray, promoKey, t, hasPromo, line, evasion);
        continue;
      }
      const len = ray.range < full ? ray.range : full;
      const mode = ray.mode;
      const blk = rules ? c.block[tkey] : undefined;
      for (let j = 0; j < len; j++) {
        const to = rs[start + j]!;
        const p = board[to]!;
        if (blk?.[to]) break;
        if (p !== 0) {
          if (rules && !this.canCapture(t, p)) break;
          if (
            (p & 1) !== us &&
            mode & MODE_CAPTURE &&
            (!line || lm[to] === line) &&
            (!evasion || ev[to] === evasion)
          ) {
            if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
            else out[n++] = from | (to << 12);
          }
          break;
        }
        if (!(mode & MODE_MOVE) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
        if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
        else out[n++] = from | (to << 12);
      }
    }
    return n;
  }

  /** Ray length cut just after the first phantom blocker (`filePhantoms`) on the ray, if any. */
  private phantomLength(start: number, len: number): number {
    const rs = this.c.raySquares;
    for (let j = 0; j < len; j++) if (this.isPhantom(rs[start + j]!)) return j + 1;
    return len;
  }

  /** Whether square s is a phantom blocker now: one of its `filePhantoms` source squares is occupied. */
  private isPhantom(s: number): boolean {
    const src = this.c.phantomSources?.[s];
    if (src === undefined) return false;
    for (let i = 0; i < src.length; i++) if (this.board[src[i]!] !== 0) return true;
    return false;
  }

  /** `generatePiece` plus lion double moves (variants with lions never use the fast generator). */
  private generatePieceAll(out: Int32Array, n: number, from: number): number {
    n = this.generatePiece(out, n, from, 0, 0);
    const c = this.c;
    const tkey = this.side * c.stride + (this.board[from]! >> 2);
    const key = tkey * c.size + from;
    return c.lionMode[key] ? this.generateLion(out, n, from, key, tkey) : n;
  }

  /**
   * Lion double moves of the piece on `from` (SjaakII's order and counting): quiet moves to every empty
   * square two steps away (and a stay-in-place move when a first-step square is empty), captures on
   * the first step with an optional second step (capture or move, returning to the origin included),
   * and captures two steps away by jumping.
   */
  private generateLion(out: Int32Array, n: number, from: number, key: number, tkey: number): number {
    const c = this.c;
    const board = this.board;
    const us = this.side;
    const size = c.size;
    const mode = c.lionMode[key]!;
    const first = c.lionFirst[key]!;
    const base = tkey * size;
    const t = tkey - us * c.stride;
    const rules = c.captureRules;
    const hasPromo = c.promoChoices[t]!.length > 0;
    const promoKey = tkey * size;
    const push = (to: number) => {
      if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    };
    const enemy = (q: number) => q !== 0 && (q & 1) !== us && (!rules || this.canCapture(t, q));
    if (mode & MODE_MOVE) {
      const seen = this.lionSeen();
      let pass = false;
      for (const b of first) {
        if (board[b] === 0) pass = true;
        for (const to of c.lionSecond[base + b]!) {
          if (to === from || board[to] !== 0 || seen[to] === this.stamp) continue;
          seen[to] = this.stamp;
          push(to);
        }
      }
      if (pass && first.some((b) => c.lionSecond[base + b]!.includes(from)))
        out[n++] = encodeMove(from, from, KIND_LION, 0);
    }
    if (mode & MODE_CAPTURE) {
      const done = this.lionSeen();
      for (let i = 0; i < first.length; i++) {
        const b = first[i]!;
        if (!enemy(board[b]!)) continue;
        push(b);
        done[b] = this.stamp;
        for (const to2 of c.lionSecond[base + b]!) {
          const q = board[to2]!;
          if (to2 === from || q === 0 || enemy(q)) out[n++] = encodeMove(from, to2, KIND_LION, i + 1);
        }
      }
      for (const b of first) {
        for (const to2 of c.lionSecond[base + b]!) {
          if (to2 === from || done[to2] === this.stamp || !enemy(board[to2]!)) continue;
          done[to2] = this.stamp;
          push(to2);
        }
      }
    }
    return n;
  }

  private lionMark: Int32Array | undefined;
  /** A stamped square set for one lion generation step. */
  private lionSeen(): Int32Array {
    this.lionMark ??= new Int32Array(this.c.size);
    this.stamp++;
    return this.lionMark;
  }

  /** Hopper moves along one ray: `cannon` (any square beyond one hurdle) or `grasshopper` (right behind it). */
  private generateHop(
    out: Int32Array,
    n: number,
    from: number,
    start: number,
    len: number,
    ray: CompiledRay,
    promoKey: number,
    t: number,
    hasPromo: boolean,
    line: number,
    evasion: number,
  ): number {
    const board = this.board;
    const rs = this.c.raySquares;
    const us = this.side;
    const range = ray.range;
    const mode = ray.mode;
    const c = this.c;
    const blk = c.captureRules ? c.block[us * c.stride + t] : undefined;
    let j = 0;
    for (; j < len && j < range; j++) {
      if (blk?.[rs[start + j]!]) return n;
      if (board[rs[start + j]!] !== 0) break;
    }
    if (j >= len || j >= range) return n;
    const last = ray.hop === HOP_GRASSHOPPER ? Math.min(len, j + 2) : len;
    for (let k = j + 1, steps = 0; k < last && steps < range; k++, steps++) {
      const to = rs[start + k]!;
      const p = board[to]!;
      if (blk?.[to]) break;
      const ok =
        p === 0
          ? mode & MODE_MOVE
          : (p & 1) !== us && mode & MODE_CAPTURE && (!c.captureRules || this.canCapture(t, p));
      if (ok && (!line || this.lineMark[to] === line) && (!evasion || this.evMark[to] === evasion)) {
        if (hasPromo) n = this.pushWithPromotion(out, n, from, to, KIND_NORMAL, promoKey, t);
        else out[n++] = from | (to << 12);
      }
      if (p !== 0) break;
    }
    return n;
  }

  private pushWithPromotion(
    out: Int32Array,
    n: number,
    from: number,
    to: number,
    kind: number,
    promoKey: number,
    _t: number,
  ): number {
    const c = this.c;
    let flag = c.promo[promoKey + to]!;
    if (flag === 0 && c.promoLeave[promoKey + from]) flag = PROMO_MAY;
    if (flag === 0) {
      out[n++] = encodeMove(from, to, kind, 0);
      return n;
    }
    const choices = c.promoSets[c.promoSet[promoKey + (c.promo[promoKey + to] ? to : from)]!]!;
    for (let i = 0; i < choices.length; i++) {
      const target = choices[i]!;
      const max = c.types[target]!.max;
      if (max !== undefined && this.countType(this.side, target) >= max) continue;
      out[n++] = encodeMove(from, to, KIND_PROMOTION, target);
    }
    if (flag !== PROMO_MUST) out[n++] = encodeMove(from, to, kind, 0);
    return n;
  }

  private countType(side: number, t: number): number {
    let k = 0;
    const size = this.c.size;
    for (let i = 0; i < this.pcount[side]!; i++)
      if (this.board[this.plist[side * size + i]!]! >> 2 === t) k++;
    return k;
  }

  /** En passant is tried on the board: it removes two pieces from a line at once. */
  private pieceScratch: Int16Array | undefined;
  /** Whether `pushEnPassant` tries the capture on the board (the fast generator); the checked generator tries every move anyway. */
  private trialEp = true;

  private pushEnPassant(out: Int32Array, n: number, from: number, to: number): number {
    const m = encodeMove(from, to, KIND_EN_PASSANT, 0);
    if (!this.trialEp) {
      out[n++] = m;
      return n;
    }
    this.make(m);
    const ok = !this.inCheckSide(this.side ^ 1);
    this.unmake();
    if (ok) out[n++] = m;
    return n;
  }

  /** Royal moves in the fast generator: targets are tested with the royal lifted, so sliders see through it. */
  private generateRoyal(out: Int32Array, n: number, k: number): number {
    const board = this.board;
    const code = board[k]!;
    const them = this.side ^ 1;
    const start = n;
    n = this.generatePiece(out, n, k, 0, 0);
    board[k] = 0;
    let w = start;
    for (let i = start; i < n; i++) {
      const m = out[i]!;
      if (!this.attacked(moveTo(m), them)) out[w++] = m;
    }
    board[k] = code;
    return w;
  }

  private generateCastles(out: Int32Array, n: number): number {
    const rights = this.rights;
    if (rights === 0) return n;
    const us = this.side;
    const them = us ^ 1;
    const board = this.board;
    for (let i = 0; i < this.castles.length; i++) {
      if (!((rights >> i) & 1)) continue;
      const o = this.castles[i]!;
      if (o.side !== us) continue;
      let ok = true;
      for (const s of o.empty) if (board[s] !== 0) ok = false;
      if (!ok) continue;
      // Lift king and partner for the attack test (Chess960 partners may shield the path).
      const kc = board[o.kingFrom]!;
      const rc = board[o.rookFrom]!;
      if (!this.c.royal[kc >> 2]) {
        out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
        continue;
      }
      board[o.kingFrom] = 0;
      board[o.rookFrom] = 0;
      for (const s of o.safe) {
        if (this.attacked(s, them)) {
          ok = false;
          break;
        }
      }
      board[o.kingFrom] = kc;
      board[o.rookFrom] = rc;
      if (ok && this.attacked(o.kingFrom, them)) ok = false;
      if (ok) out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
    }
    return n;
  }

  private generateDrops(
    out: Int32Array,
    n: number,
    evasion: number,
    checkers: number,
    checker: number,
  ): number {
    const c = this.c;
    const us = this.side;
    if (checkers >= 2) return n;
    const board = this.board;
    for (let t = 1; t <= c.typeCount; t++) {
      if (this.hands[us * c.stride + t]! <= 0) continue;
      const zone = c.dropZone[us * c.stride + t];
      const dead = c.deadDrop[us * c.stride + t];
      const noDoubled = c.noDoubled[t] === 1;
      for (let s = 0; s < c.size; s++) {
        if (board[s] !== 0 || !c.onBoard[s]) continue;
        if ((zone && !zone[s]) || dead?.[s]) continue;
        if (evasion && (this.evMark[s] !== evasion || s === checker)) continue;
        if (noDoubled && this.fileHas(s % c.files, (t << 2) | us)) continue;
        const m = encodeMove(0, s, KIND_DROP, t);
        if (c.noDropMate[t] && this.dropMates(m)) continue;
        if (c.noDropCheck[t] && this.dropChecks(m)) continue;
        out[n++] = m;
      }
    }
    return n;
  }

  private fileHas(file: number, code: number): boolean {
    const c = this.c;
    for (let r = 0; r < c.ranks; r++) if (this.board[r * c.files + file] === code) return true;
    return false;
  }

  private dropChecks(m: number): boolean {
    this.make(m);
    const check = this.inCheckSide(this.side);
    this.unmake();
    return check;
  }

  private dropMates(m: number): boolean {
    this.make(m);
    let mate = false;
    if (this.inCheckSide(this.side)) {
      this.nest++;
      mate = this.generateMoves(this.buffer(this.nest)) === 0;
      this.nest--;
    }
    this.unmake();
    return mate;
  }

  /** Generator for everything else: pseudo-legal moves, each tried on the board. */
  private generateChecked(out: Int32Array): number {
    const c = this.c;
    const size = c.size;
    const us = this.side;
    let n = 0;
    // Snapshot the piece list (trial moves below reorder it) and leave e.p. to the trial filter.
    const cnt = this.pcount[us]!;
    this.pieceScratch ??= new Int16Array(size);
    const squares = this.pieceScratch;
    squares.set(this.plist.subarray(us * size, us * size + cnt));
    this.trialEp = false;
    this.inCheckNow = this.inCheckSide(us);
    for (let i = 0; i < cnt; i++) n = this.generatePieceAll(out, n, squares[i]!);
    this.trialEp = true;
    if (!this.inCheckNow) n = this.generateCastles(out, n);
    if (c.def.drops && c.def.drops.freeDrops !== false) n = this.generateDrops(out, n, 0, 0, -1);
    if (this.inCheckNow && c.def.checkEvasion === 'lines' && this.royalCount[us] === 1)
      n = this.lineEvasions(out, n);
    // Keep the moves that leave no royal attacked (and respect prisons).
    const noRet = this.noRetaliateNow();
    let w = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      if (kind !== KIND_DROP && kind !== KIND_CASTLE && kind !== KIND_PICKUP) {
        const t = this.board[moveFrom(m)]! >> 2;
        const pr = c.prison[us * c.stride + t];
        if (pr && !pr[moveTo(m)]) continue;
        if ((c.noPassingCheck[t] || c.endangered[t] || noRet) && !this.sideRulesAllow(m, t, noRet)) continue;
      }
      this.make(m);
      const ok = this.legalAfter(us);
      this.unmake();
      if (ok) out[w++] = m;
    }
    return w;
  }

  /**
   * `checkEvasion: 'lines'`: keeps the candidate evasions SjaakII generates (royal moves, captures of a
   * checker, moves of a cannon's screen, moves of lion pieces, blocks on lines and lame legs).
   */
  private lineEvasions(out: Int32Array, n: number): number {
    const c = this.c;
    const us = this.side;
    const them = us ^ 1;
    const k = this.royalSq[us]!;
    const size = c.size;
    // Checkers: enemy pieces with a capture onto the royal square.
    const attackers: number[] = [];
    const scratch = (this.evasionScratch ??= new Int32Array(MAX_MOVES));
    const ep = this.ep;
    const ep2 = this.ep2;
    this.side = them;
    this.ep = -1;
    this.ep2 = -1;
    for (let i = 0; i < this.pcount[them]!; i++) {
      const from = this.plist[them * size + i]!;
      const m = this.generatePieceAll(scratch, 0, from);
      for (let j = 0; j < m; j++) {
        if (moveTo(scratch[j]!) === k) {
          attackers.push(from);
          break;
        }
      }
    }
    this.side = us;
    this.ep = ep;
    this.ep2 = ep2;
    const files = c.files;
    const targets = new Set<number>(attackers);
    const screens = new Set<number>();
    for (const a of attackers) {
      const dx = (a % files) - (k % files);
      const dy = Math.floor(a / files) - Math.floor(k / files);
      const aligned = dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy);
      const between = aligned ? squaresBetween(k, a, files) : [];
      for (const s of between) targets.add(s);
      const at = this.board[a]! >> 2;
      const key = (them * c.stride + at) * size + a;
      if (c.leggedOff[key + 1]! > c.leggedOff[key]!) {
        for (let i = c.neighbourOff[a]!; i < c.neighbourOff[a + 1]!; i++) targets.add(c.neighbours[i]!);
      }
      if (c.rays[them * c.stride + at]!.some((r) => r.hop >= 0)) for (const s of between) screens.add(s);
    }
    let w = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      const kind = moveKind(m);
      const from = moveFrom(m);
      if (kind !== KIND_DROP) {
        const code = this.board[from]!;
        if (
          c.royal[code >> 2] ||
          c.lionMode[(us * c.stride + (code >> 2)) * size + from] ||
          screens.has(from)
        ) {
          out[w++] = m;
          continue;
        }
      }
      const victim = kind === KIND_EN_PASSANT ? this.epVictim : moveTo(m);
      if (targets.has(victim) || targets.has(moveTo(m))) out[w++] = m;
    }
    return w;
  }
  private evasionScratch: Int32Array | undefined;

  /**
   * SjaakII's `no_retaliate` state: the last move captured a `noRetaliate` piece with a piece of a type
   * without that flag, so such pieces may not be captured now.
   */
  private noRetaliateNow(): boolean {
    const c = this.c;
    const ply = this.ply;
    if (ply === 0) return false;
    const m = this.stMove[ply - 1]!;
    const kind = moveKind(m);
    if (kind === KIND_DROP || kind === KIND_CASTLE || kind === KIND_PICKUP) return false;
    const mover = this.board[moveTo(m)]!;
    if (mover === 0 || c.noRetaliate[mover >> 2]) return false;
    const caps = [
      this.stCaptured[ply - 1]! & 0xffff,
      kind === KIND_LION ? this.stCaptured2[ply - 1]! & 0xffff : 0,
    ];
    return caps.some((code) => code !== 0 && c.noRetaliate[code >> 2] === 1);
  }

  /** Capture side rules of a move of a piece of type t: `noRetaliate`, `endangered`, `noPassingCheck`. */
  private sideRulesAllow(m: number, t: number, noRet: boolean): boolean {
    const c = this.c;
    const board = this.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    const us = this.side;
    const victims: number[] = [];
    if (kind === KIND_LION) {
      const extra = moveExtra(m);
      if (extra > 0) victims.push(c.lionFirst[(us * c.stride + t) * c.size + from]![extra - 1]!);
      if (to !== from && board[to] !== 0) victims.push(to);
    } else if (kind !== KIND_EN_PASSANT && board[to] !== 0) victims.push(to);
    for (const v of victims) {
      const vt = board[v]! >> 2;
      if (noRet && c.noRetaliate[vt]) return false;
      if (c.endangered[t] && c.endangered[vt] && this.attacked(v, us ^ 1)) return false;
    }
    if (c.noPassingCheck[t] && kind !== KIND_LION) {
      for (const sq of squaresBetween(from, to, c.files)) if (this.attacked(sq, us ^ 1)) return false;
    }
    return true;
  }

  /** @internal a move buffer for a ply. */
  buffer(ply: number): Int32Array {
    let b = this.buffers[ply];
    if (!b) {
      b = new Int32Array(MAX_MOVES);
      this.buffers[ply] = b;
    }
    return b;
  }

  // ---------------------------------------------------------------- make / unmake

  private grow(): void {
    const len = this.stMove.length * 2;
    const g = (a: Int32Array) => {
      const b = new Int32Array(len);
      b.set(a);
      return b;
    };
    this.stMove = g(this.stMove);
    this.stCaptured = g(this.stCaptured);
    this.stCaptured2 = g(this.stCaptured2);
    this.stEp = g(this.stEp);
    this.stEp2 = g(this.stEp2);
    this.stVictim = g(this.stVictim);
    this.stRights = g(this.stRights);
    this.stHalf = g(this.stHalf);
    this.stUnmoved = g(this.stUnmoved);
    this.stChecks = g(this.stChecks);
    this.stPromo = g(this.stPromo);
    this.stFlip = g(this.stFlip);
    this.exStart = g(this.exStart);
  }

  /** @internal plays an encoded move that `generateMoves` produced. */
  make(m: number): void {
    const c = this.c;
    const ply = this.ply;
    if (ply >= this.stMove.length) this.grow();
    const board = this.board;
    const us = this.side;
    const from = m & 0xfff;
    const to = (m >>> 12) & 0xfff;
    const kind = (m >>> 24) & 7;
    this.stMove[ply] = m;
    this.stEp[ply] = this.ep;
    this.stEp2[ply] = this.ep2;
    this.stVictim[ply] = this.epVictim;
    this.stRights[ply] = this.rights;
    this.stHalf[ply] = this.halfmoves;
    this.stChecks[ply] = this.checksRemaining[0]! | (this.checksRemaining[1]! << 16);
    this.ep = -1;
    this.ep2 = -1;
    this.epVictim = -1;
    this.halfmoves++;
    let captured = 0;
    const atomic = c.def.atomic !== undefined;
    const andernach = c.def.andernach !== undefined;
    if (atomic) this.exStart[ply] = this.exTop;
    if (andernach) this.stFlip[ply] = 0;
    const unmoved = this.unmoved;
    if (unmoved) this.stUnmoved[ply] = kind === KIND_DROP ? 2 : unmoved[from]! | (unmoved[to]! << 1);
    if (kind === KIND_DROP) {
      const t = (m >>> 27) & 31;
      this.hands[us * c.stride + t] = this.hands[us * c.stride + t]! - 1;
      this.put(to, (t << 2) | us);
      if (c.pawnLike[t]) this.halfmoves = 0;
      if (unmoved) unmoved[to] = 0;
    } else if (kind === KIND_CASTLE) {
      const o = this.castles[(m >>> 27) & 31]!;
      const kc = board[o.kingFrom]!;
      const rc = board[o.rookFrom]!;
      this.remove(o.rookFrom);
      this.shift(o.kingFrom, o.kingTo, kc);
      this.put(o.rookTo, rc);
      this.rights &= ~(this.castleClear[o.kingFrom]! | this.castleClear[o.rookFrom]!);
      if (unmoved) {
        unmoved[o.kingFrom] = 0;
        unmoved[o.rookFrom] = 0;
        unmoved[o.kingTo] = 0;
        unmoved[o.rookTo] = 0;
      }
    } else if (kind === KIND_LION) {
      this.makeLion(m, ply, from, to, us);
    } else if (kind === KIND_PICKUP) {
      const code = board[from]!;
      this.stCaptured[ply] = code | (from << 16);
      this.remove(from);
      const ht = code & 2 ? this.unpromotedType(code >> 2) : c.handType[code >> 2]! || code >> 2;
      this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! + 1;
      if (unmoved) unmoved[from] = 0;
    } else {
      let code = board[from]!;
      if (kind === KIND_EN_PASSANT) {
        const v = this.stVictim[ply]!;
        captured = board[v]!;
        this.remove(v);
        this.stCaptured[ply] = captured | (v << 16);
      } else {
        captured = board[to]!;
        if (captured !== 0) this.remove(to);
        this.stCaptured[ply] = captured | (to << 16);
      }
      if (captured !== 0) {
        this.halfmoves = 0;
        if (c.def.drops?.capturesToHand) {
          const ht = captured & 2 ? this.unpromotedType(captured >> 2) : c.handType[captured >> 2]!;
          if (ht) this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! + 1;
        }
      }
      if (kind === KIND_PROMOTION) {
        const target = (m >>> 27) & 31;
        const mark = c.types[code >> 2]!.promotion?.markPromoted ? 2 : 0;
        this.stPromo[ply] = code;
        this.remove(from);
        this.put(to, (target << 2) | mark | us);
        code = board[to]!;
      } else {
        this.shift(from, to, code);
        const gate = (m >>> 27) & 31;
        if (gate !== 0) {
          this.hands[us * c.stride + gate] = this.hands[us * c.stride + gate]! - 1;
          this.put(from, (gate << 2) | us);
        }
      }
      if (c.pawnLike[code >> 2] || kind === KIND_PROMOTION) this.halfmoves = 0;
      this.rights &= ~(this.castleClear[from]! | this.castleClear[to]!);
      if (kind === KIND_DOUBLE) {
        const between = squaresBetween(from, to, c.files);
        this.ep = between[0] ?? -1;
        this.ep2 = between[1] ?? -1;
        this.epVictim = to;
      }
      if (captured !== 0) {
        if (andernach) {
          const mover = board[to]!;
          if (!c.keepsSide[mover >> 2]) {
            this.remove(to);
            this.put(to, mover ^ 1);
            this.stFlip[ply] = 1;
          }
        } else if (atomic) this.explode(to);
      }
      if (unmoved) {
        unmoved[from] = 0;
        unmoved[to] = 0;
      }
    }
    if (kind !== KIND_EN_PASSANT) {
      if (kind === KIND_DROP || kind === KIND_CASTLE) this.stCaptured[ply] = 0;
    }
    this.side = us ^ 1;
    if (us === 1) this.fullmoves++;
    this.ply = ply + 1;
    if (this.checksRemaining[us]! > 0 && this.inCheckSide(us ^ 1)) {
      this.checksRemaining[us] = this.checksRemaining[us]! - 1;
    }
  }

  /** Lion double move: the capture on the intermediate square, then the move (or the stay). */
  private makeLion(m: number, ply: number, from: number, to: number, us: number): void {
    const c = this.c;
    const board = this.board;
    const code = board[from]!;
    const extra = (m >>> 27) & 31;
    let cap1 = 0;
    let via = 0;
    if (extra > 0) {
      via = c.lionFirst[((code & 1) * c.stride + (code >> 2)) * c.size + from]![extra - 1]!;
      cap1 = board[via]!;
      this.remove(via);
    }
    let cap2 = 0;
    if (to !== from) {
      cap2 = board[to]!;
      if (cap2 !== 0) this.remove(to);
      this.shift(from, to, code);
    }
    this.stCaptured[ply] = cap1 | (via << 16);
    this.stCaptured2[ply] = cap2 | (to << 16);
    for (const cap of [cap1, cap2]) {
      if (cap === 0) continue;
      this.halfmoves = 0;
      if (c.def.drops?.capturesToHand) {
        const ht = cap & 2 ? this.unpromotedType(cap >> 2) : c.handType[cap >> 2]!;
        if (ht) this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! + 1;
      }
    }
    this.rights &= ~(this.castleClear[from]! | this.castleClear[to]! | (extra ? this.castleClear[via]! : 0));
    if (this.unmoved) {
      this.unmoved[from] = 0;
      this.unmoved[to] = 0;
    }
  }

  private unmakeLion(m: number, ply: number, from: number, to: number, us: number): void {
    const c = this.c;
    const board = this.board;
    if (to !== from) this.shift(to, from, board[to]!);
    for (const rec of [this.stCaptured2[ply]!, this.stCaptured[ply]!]) {
      const code = rec & 0xffff;
      if (code === 0) continue;
      this.put(rec >>> 16, code);
      if (c.def.drops?.capturesToHand) {
        const ht = code & 2 ? this.unpromotedType(code >> 2) : c.handType[code >> 2]!;
        if (ht) this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! - 1;
      }
    }
    void m;
  }

  /** Atomic: removes the capturer on `to` and the non-immune pieces around it, recording them for `unmake`. */
  private explode(to: number): void {
    const c = this.c;
    const board = this.board;
    const blast = (s: number) => {
      if (this.exTop >= this.exData.length) {
        const b = new Int32Array(this.exData.length * 2);
        b.set(this.exData);
        this.exData = b;
      }
      this.exData[this.exTop++] = (s << 16) | board[s]!;
      this.rights &= ~this.castleClear[s]!;
      this.remove(s);
    };
    blast(to);
    for (let i = c.neighbourOff[to]!, e = c.neighbourOff[to + 1]!; i < e; i++) {
      const s = c.neighbours[i]!;
      const code = board[s]!;
      if (code !== 0 && !c.blastImmune[code >> 2]) blast(s);
    }
  }

  private unpromotedType(t: number): number {
    const c = this.c;
    for (let u = 1; u <= c.typeCount; u++) {
      const rule = c.types[u]!.promotion;
      if (rule?.markPromoted && rule.choices.includes(c.types[t]!.id)) return u;
    }
    return c.handType[t]!;
  }

  /** @internal takes back the last `make`. */
  unmake(): void {
    const c = this.c;
    const ply = --this.ply;
    const m = this.stMove[ply]!;
    const from = m & 0xfff;
    const to = (m >>> 12) & 0xfff;
    const kind = (m >>> 24) & 7;
    const us = this.side ^ 1;
    this.side = us;
    if (us === 1) this.fullmoves--;
    const board = this.board;
    if (c.def.atomic) {
      const start = this.exStart[ply]!;
      for (let i = this.exTop - 1; i >= start; i--) {
        const e = this.exData[i]!;
        this.put(e >>> 16, e & 0xffff);
      }
      this.exTop = start;
    }
    if (c.def.andernach && this.stFlip[ply]) {
      const mover = board[to]!;
      this.remove(to);
      this.put(to, mover ^ 1);
    }
    if (kind === KIND_DROP) {
      const t = (m >>> 27) & 31;
      this.remove(to);
      this.hands[us * c.stride + t] = this.hands[us * c.stride + t]! + 1;
    } else if (kind === KIND_CASTLE) {
      const o = this.castles[(m >>> 27) & 31]!;
      const kc = board[o.kingTo]!;
      const rc = board[o.rookTo]!;
      this.remove(o.rookTo);
      this.shift(o.kingTo, o.kingFrom, kc);
      this.put(o.rookFrom, rc);
    } else if (kind === KIND_LION) {
      this.unmakeLion(m, ply, from, to, us);
    } else if (kind === KIND_PICKUP) {
      const code = this.stCaptured[ply]! & 0xffff;
      this.put(from, code);
      const ht = code & 2 ? this.unpromotedType(code >> 2) : c.handType[code >> 2]! || code >> 2;
      this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! - 1;
    } else {
      if (kind === KIND_PROMOTION) {
        this.remove(to);
        this.put(from, this.stPromo[ply]!);
      } else {
        const gate = (m >>> 27) & 31;
        if (gate !== 0) {
          this.remove(from);
          this.hands[us * c.stride + gate] = this.hands[us * c.stride + gate]! + 1;
        }
        this.shift(to, from, board[to]!);
      }
      const cap = this.stCaptured[ply]!;
      const code = cap & 0xffff;
      if (code !== 0) {
        const sq = cap >>> 16;
        this.put(sq, code);
        if (c.def.drops?.capturesToHand) {
          const ht = code & 2 ? this.unpromotedType(code >> 2) : c.handType[code >> 2]!;
          if (ht) this.hands[us * c.stride + ht] = this.hands[us * c.stride + ht]! - 1;
        }
      }
    }
    if (this.unmoved) {
      const u = this.stUnmoved[ply]!;
      if (kind === KIND_DROP) this.unmoved[to] = 0;
      else if (kind === KIND_CASTLE) {
        const o = this.castles[(m >>> 27) & 31]!;
        this.unmoved[o.kingTo] = 0;
        this.unmoved[o.rookTo] = 0;
        this.unmoved[o.kingFrom] = 1;
        this.unmoved[o.rookFrom] = 1;
      } else {
        this.unmoved[from] = u & 1;
        this.unmoved[to] = (u >> 1) & 1;
      }
    }
    this.ep = this.stEp[ply]!;
    this.ep2 = this.stEp2[ply]!;
    this.epVictim = this.stVictim[ply]!;
    this.rights = this.stRights[ply]!;
    this.halfmoves = this.stHalf[ply]!;
    const ch = this.stChecks[ply]!;
    this.checksRemaining[0] = ch & 0xffff;
    this.checksRemaining[1] = ch >>> 16;
  }

  // ---------------------------------------------------------------- variant end rules

  /** @internal the game is over by a variant rule that stops move generation (checks, flags, extinction). */
  isVariantEnd(): boolean {
    const end = this.c.def.end;
    if (!end) return false;
    if (end.checks && (this.checksRemaining[0] === 0 || this.checksRemaining[1] === 0)) return true;
    if (this.c.flagZone) {
      for (let side = 0; side < 2; side++) {
        const rs = this.royalSq[side]!;
        if (rs >= 0 && this.c.flagZone[side]![rs]) return true;
      }
    }
    if (end.extinction) {
      for (let side = 0; side < 2; side++) if (this.extinct(side)) return true;
    }
    return false;
  }

  private extinct(side: number): boolean {
    const ids = this.c.def.end?.extinction;
    if (!ids) return false;
    for (const id of ids) {
      const t = this.c.typeByid.get(id)!;
      if (this.countType(side, t) === 0) return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- public API

  /** Decodes an encoded move of this position into a plain `Move`. */
  decodeMove(m: number): Move {
    const c = this.c;
    const from = moveFrom(m);
    const to = moveTo(m);
    const kind = moveKind(m);
    const extra = moveExtra(m);
    const names = c.squareNames;
    if (kind === KIND_DROP) return { to: names[to]!, piece: c.types[extra]!.id, drop: true };
    if (kind === KIND_PICKUP) {
      return {
        from: names[from]!,
        to: names[from]!,
        piece: c.types[this.board[from]! >> 2]!.id,
        pickup: true,
      };
    }
    if (kind === KIND_CASTLE) {
      const o = this.castles[extra]!;
      return {
        from: names[o.kingFrom]!,
        to: names[o.kingTo]!,
        piece: c.types[this.board[o.kingFrom]! >> 2]!.id,
        castle: o.long ? 'long' : 'short',
        rookFrom: names[o.rookFrom]!,
      };
    }
    const piece = c.types[this.board[from]! >> 2]!.id;
    if (kind === KIND_LION) {
      const code = this.board[from]!;
      const lion: {
        from: string;
        to: string;
        piece: string;
        via?: string;
        capturedVia?: string;
        captured?: string;
      } = { from: names[from]!, to: names[to]!, piece };
      if (extra > 0) {
        const via = c.lionFirst[((code & 1) * c.stride + (code >> 2)) * c.size + from]![extra - 1]!;
        lion.via = names[via]!;
        lion.capturedVia = c.types[this.board[via]! >> 2]!.id;
      }
      if (to !== from && this.board[to]) lion.captured = c.types[this.board[to]! >> 2]!.id;
      return lion;
    }
    const victim = kind === KIND_EN_PASSANT ? this.board[this.epVictim]! : this.board[to]!;
    const move: {
      from: string;
      to: string;
      piece: string;
      promotion?: string;
      enPassant?: boolean;
      captured?: string;
      gate?: string;
    } = { from: names[from]!, to: names[to]!, piece };
    if (kind === KIND_PROMOTION) move.promotion = c.types[extra]!.id;
    else if ((kind === KIND_NORMAL || kind === KIND_DOUBLE) && extra !== 0) move.gate = c.types[extra]!.id;
    if (kind === KIND_EN_PASSANT) move.enPassant = true;
    if (victim) move.captured = c.types[victim >> 2]!.id;
    return move;
  }

  /** The legal moves. */
  legalMoves(): Move[] {
    const buf = this.buffer(0);
    const n = this.generateMoves(buf);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(this.decodeMove(buf[i]!));
    return out;
  }

  /**
   * Finds the encoded legal move matching a `Move` (or UCI text such as `e2e4`, `e7e8q`, `N@f3`), or
   * `undefined`. Castling matches its `castle` side, the king's destination, or king → own partner
   * (Chess960 style); a plain king move to the same square wins when `castle` is not given.
   */
  findMove(move: Move | string): number | undefined {
    const buf = this.buffer(0);
    const n = this.generateMoves(buf);
    let castleMatch: number | undefined;
    for (let i = 0; i < n; i++) {
      const m = buf[i]!;
      const d = this.decodeMove(m);
      if (typeof move === 'string') {
        if (this.uci(d) === move) {
          if (!d.castle) return m;
          castleMatch ??= m;
        } else if (d.castle && `${d.from}${d.rookFrom}` === move) castleMatch ??= m;
        continue;
      }
      if (move.drop || d.drop) {
        if (move.drop && d.drop && move.to === d.to && move.piece === d.piece) return m;
        continue;
      }
      if (move.pickup || d.pickup) {
        if (move.pickup && d.pickup && move.from === d.from) return m;
        continue;
      }
      if (d.from !== move.from) continue;
      if (d.castle) {
        if (move.castle !== undefined) {
          if (move.castle === d.castle) {
            if (move.to === d.to) return m;
            castleMatch ??= m;
          }
        } else if (move.to === d.rookFrom || move.to === d.to) castleMatch ??= m;
        continue;
      }
      if (
        move.castle === undefined &&
        d.to === move.to &&
        d.via === move.via &&
        d.promotion === move.promotion &&
        d.gate === move.gate
      ) {
        return m;
      }
    }
    return castleMatch;
  }

  /** UCI-style text of a move of this position. */
  uci(move: Move): string {
    const c = this.c;
    if (move.drop) return `${c.pieceSymbol[c.typeByid.get(move.piece)!]!.toUpperCase()}@${move.to}`;
    if (move.pickup) return `^${move.from}`;
    if (move.via !== undefined) return `${move.from}${move.via}${move.to}`;
    const extra = move.promotion ?? move.gate;
    const suffix = extra ? c.pieceSymbol[c.stride + c.typeByid.get(extra)!]! : '';
    return `${move.from}${move.to}${suffix}`;
  }

  /** Plays a legal move (a `Move` object or UCI text). Throws `PositionError` with code `illegal-move` otherwise. */
  play(move: Move | string): this {
    const m = this.findMove(move);
    if (m === undefined) {
      throw new PositionError(
        'illegal-move',
        `illegal move ${typeof move === 'string' ? move : JSON.stringify(move)}`,
      );
    }
    this.playEncoded(m);
    return this;
  }

  /** Plays an encoded move from `generateMoves` (no legality check). */
  playEncoded(m: number): void {
    this.make(m);
  }

  /** Takes back the last move played with `play`. Throws `PositionError` when there is none. */
  undo(): this {
    if (this.ply === 0) throw new PositionError('illegal-move', 'no move to undo');
    this.unmake();
    return this;
  }

  /** An independent copy (history included). */
  clone(): Position {
    const p = Object.create(Position.prototype) as Position;
    Object.assign(p, this);
    const mutable = p as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(this)) {
      if (ArrayBuffer.isView(v)) mutable[k] = (v as Int32Array).slice();
    }
    mutable.castles = this.castles;

    mutable.buffers = [];
    return p;
  }

  /** Whether the side to move is in check. */
  isCheck(): boolean {
    return this.inCheckSide(this.side);
  }

  /** Whether the side to move has a legal move. */
  hasLegalMove(): boolean {
    return this.generateMoves(this.buffer(0)) > 0;
  }

  /** Whether the side to move is checkmated. */
  isCheckmate(): boolean {
    return !this.isVariantEnd() && this.isCheck() && !this.hasLegalMove();
  }

  /** Whether the side to move is stalemated (no legal move, not in check). */
  isStalemate(): boolean {
    return !this.isVariantEnd() && !this.isCheck() && !this.hasLegalMove();
  }

  /** The piece on a square, or `undefined`. */
  pieceAt(square: string): { type: string; color: Color; promoted: boolean } | undefined {
    const s = parseSquareName(square, this.c.files, this.c.ranks);
    if (s === undefined) return undefined;
    const code = this.board[s]!;
    if (!code) return undefined;
    return {
      type: this.c.types[code >> 2]!.id,
      color: code & 1 ? 'black' : 'white',
      promoted: (code & 2) !== 0,
    };
  }

  /** The setup record of this position. */
  toSetup(): Setup {
    const c = this.c;
    const board: (SetupPiece | undefined)[] = Array.from({ length: c.size }, () => undefined);
    for (let s = 0; s < c.size; s++) {
      const code = this.board[s]!;
      if (!code) continue;
      const piece: { type: string; color: Color; promoted?: boolean } = {
        type: c.types[code >> 2]!.id,
        color: code & 1 ? 'black' : 'white',
      };
      if (code & 2) piece.promoted = true;
      board[s] = piece;
    }
    const castling: string[] = [];
    this.castles.forEach((o, i) => {
      if ((this.rights >> i) & 1 && !castling.includes(c.squareNames[o.rookFrom]!))
        castling.push(c.squareNames[o.rookFrom]!);
    });
    const setup: {
      -readonly [K in keyof Setup]: Setup[K];
    } = {
      files: c.files,
      ranks: c.ranks,
      board,
      turn: this.turn,
      castling,
      halfmoves: this.halfmoves,
      fullmoves: this.fullmoves,
    };
    if (this.ep >= 0) setup.epSquare = c.squareNames[this.ep]!;
    if (c.def.drops) {
      const hand = (side: number) => {
        const h: Record<string, number> = {};
        for (let t = 1; t <= c.typeCount; t++) {
          const k = this.hands[side * c.stride + t]!;
          if (k > 0) h[c.types[t]!.id] = k;
        }
        return h;
      };
      setup.hands = { white: hand(0), black: hand(1) };
    }
    if (c.def.end?.checks) {
      setup.checksRemaining = { white: this.checksRemaining[0]!, black: this.checksRemaining[1]! };
    }
    if (this.unmoved) {
      const unmoved: string[] = [];
      for (let s = 0; s < c.size; s++) if (this.unmoved[s] && this.board[s]) unmoved.push(c.squareNames[s]!);
      setup.unmoved = unmoved;
    }
    return setup;
  }

  /** FEN of this position (the variant's FEN dialect). */
  toFen(): string {
    return stringifyFen(this.toSetup(), this.variant, { epSquare: this.legalEpSquare() ?? null });
  }

  /** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
  legalEpSquare(): string | undefined {
    if (this.ep < 0) return undefined;
    const buf = this.buffer(0);
    const n = this.generateMoves(buf);
    for (let i = 0; i < n; i++) if (moveKind(buf[i]!) === KIND_EN_PASSANT) return this.c.squareNames[this.ep];
    return undefined;
  }

  /** A key identifying the position for repetition (board, side, castling, e.p., hands). */
  key(): string {
    let k = '';
    const b = this.board;
    for (let s = 0; s < b.length; s++) k += String.fromCharCode(b[s]! + 48);
    let rights = '';
    this.castles.forEach((o, i) => {
      if ((this.rights >> i) & 1) rights += `${o.rookFrom}:${o.kingTo},`;
    });
    k += `|${this.side}|${rights}|${this.ep >= 0 ? (this.legalEpSquare() ?? '') : ''}`;
    if (this.c.def.drops) k += `|${Array.from(this.hands).join(',')}`;
    if (this.c.def.end?.checks) k += `|${this.checksRemaining[0]},${this.checksRemaining[1]}`;
    return k;
  }

  /**
   * How many times the current position occurred among the positions played through (since the last
   * capture or pawn move: earlier positions cannot repeat). Walks the undo stack back and forth, so
   * playing moves costs nothing for repetition.
   */
  repetitions(): number {
    const current = this.key();
    let n = 1;
    const back = Math.min(this.halfmoves, this.ply);
    const moves: number[] = [];
    for (let i = 0; i < back; i++) {
      moves.push(this.stMove[this.ply - 1]!);
      this.unmake();
      if (this.key() === current) n++;
    }
    for (let i = moves.length - 1; i >= 0; i--) this.make(moves[i]!);
    return n;
  }

  /** Whether neither side can mate (chess material rules: K vs K, K+minor vs K, bishops of one colour). */
  isInsufficientMaterial(): boolean {
    const c = this.c;
    if (!c.def.end?.insufficientMaterial) return false;
    const pieces: { t: string; s: number }[] = [];
    for (let s = 0; s < c.size; s++) {
      const code = this.board[s]!;
      if (code && !c.royal[code >> 2]) pieces.push({ t: c.types[code >> 2]!.id, s });
    }
    if (pieces.length === 0) return true;
    if (pieces.some((p) => p.t !== 'bishop' && p.t !== 'knight')) return false;
    if (pieces.length === 1) return true;
    if (pieces.every((p) => p.t === 'bishop')) {
      const colour = (s: number) => ((s % c.files) + Math.floor(s / c.files)) % 2;
      return pieces.every((p) => colour(p.s) === colour(pieces[0]!.s));
    }
    return false;
  }

  /** The outcome when the game is over, else `undefined`. */
  outcome(): Outcome | undefined {
    const c = this.c;
    const end = c.def.end ?? {};
    const us = this.side;
    /** Winner when `result` is scored for `side` (`illegal` conditions cannot arise: treated as a win). */
    const winnerFor = (
      side: number,
      result: 'win' | 'loss' | 'draw' | 'illegal' | undefined,
    ): Color | undefined =>
      result === 'draw' ? undefined : (result === 'loss' ? side ^ 1 : side) === 0 ? 'white' : 'black';
    if (end.checks) {
      for (let side = 0; side < 2; side++) {
        if (this.checksRemaining[side] === 0) return { winner: side ? 'black' : 'white', reason: 'checks' };
      }
    }
    if (c.flagZone) {
      for (let side = 0; side < 2; side++) {
        const rs = this.royalSq[side]!;
        if (rs >= 0 && c.flagZone[side]![rs]) return { winner: side ? 'black' : 'white', reason: 'flag' };
      }
    }
    if (end.extinction) {
      for (let side = 0; side < 2; side++) {
        if (this.extinct(side)) return { winner: side ? 'white' : 'black', reason: 'extinction' };
      }
    }
    for (let side = 0; side < 2; side++) {
      const count = this.pcount[side]!;
      if (end.noPieces && count === 0) return { winner: winnerFor(side, end.noPieces), reason: 'no-pieces' };
      if (end.bareKing && count > 0 && count === this.royalCount[side]) {
        return { winner: winnerFor(side, end.bareKing), reason: 'bare-king' };
      }
    }
    if (!this.hasLegalMove()) {
      if (this.isCheck()) return { winner: winnerFor(us ^ 1, end.checkmate ?? 'win'), reason: 'checkmate' };
      return { winner: winnerFor(us ^ 1, end.stalemate ?? 'draw'), reason: 'stalemate' };
    }
    if (this.isInsufficientMaterial()) return { winner: undefined, reason: 'insufficient-material' };
    const rep = end.repetition ?? 3;
    if (rep > 1 && this.repetitions() >= rep) return { winner: undefined, reason: 'repetition' };
    const mc = end.moveCount ?? 50;
    if (mc > 0 && this.halfmoves >= 2 * mc) return { winner: undefined, reason: 'move-count' };
    return undefined;
  }
}
