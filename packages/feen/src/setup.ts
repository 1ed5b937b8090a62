/**
 * `@x/core` setups ↔ FEEN positions for any rectangular variant (`fromSetup`, `toSetup`), with the
 * sashite.dev/rules/chess conventions for the facts FEEN keeps in piece states: `+` on a castling king and on
 * each partner that keeps a right, `+` on a pawn that may still double-step, `-` on the pawn that can be taken
 * en passant.
 */
import {
  type Color,
  type Hand,
  parseSquareName,
  type Setup,
  type SetupPiece,
  squareName,
  type VariantDefinition,
} from '@x/core';
import { parsePiece, stringifyPiece } from './epin.js';
import { FeenError, type FeenErrorCode } from './errors.js';
import { createPosition, normalizePosition } from './position.js';
import type { Letter, FeenPiece, PieceState, FeenPosition, Side } from './types.js';

/** Options of `fromSetup` and `toSetup`. */
export interface SetupOptions {
  /**
   * Style letters of the first (White, Sente, Red) and second player. Default: the first letter of the variant
   * id (`chess` → `C`/`c`, `shogi` → `S`/`s`, `xiangqi` → `X`/`x`, `makruk` → `M`/`m`).
   */
  readonly styles?: { readonly first?: string; readonly second?: string };
  /**
   * EPIN tokens (first player's case, without `^`) for piece ids whose FEN symbol is not one letter or `+` and a
   * letter, or to override the default: `{ archbishop: 'A' }`, `{ 'promoted-lance': '+L' }`.
   */
  readonly pieces?: Readonly<Record<string, string>>;
}

/** Options of `toSetup`: the clocks FEEN does not carry. */
export interface ToSetupOptions extends SetupOptions {
  /** Plies since the last capture or pawn move. Default 0. */
  readonly halfmoves?: number;
  /** Full-move number. Default 1. */
  readonly fullmoves?: number;
  /**
   * Checks each side still needs to win, in a variant that counts checks (three-check): FEEN has no field for
   * them. Default: the variant's count for both (`variant.end.checks`).
   */
  readonly checksRemaining?: { readonly white: number; readonly black: number };
  /**
   * Makruk's counting while it runs (`Setup.counting`: the limit and the plies counted), which FEEN has no field
   * for. Default: none.
   */
  readonly counting?: { readonly limit: number; readonly ply: number };
}

/** How one piece type of the variant is written in FEEN. */
interface TypeInfo {
  readonly id: string;
  readonly letter: Letter;
  /** State written by the symbol itself (`+P` for a tokin), before any rule-state is added. */
  readonly state: PieceState;
  readonly royal: boolean;
  /** A pawn (`pawn: true`) with a move that sets en passant: `-` marks it as capturable en passant. */
  readonly passer: boolean;
  readonly castlingKing: boolean;
  readonly castlingPartner: boolean;
  /** `-` marks a promoted piece (crazyhouse `Q~`): the type is a `markPromoted` promotion choice. */
  readonly markable: boolean;
  /** Squares (core indexes) where this type still has its double step, per side (0 white, 1 black). */
  readonly doubleStep: readonly [ReadonlySet<number>, ReadonlySet<number>] | undefined;
}

/** Everything `fromSetup`/`toSetup` need about a variant. */
interface Table {
  readonly files: number;
  readonly ranks: number;
  readonly byId: ReadonlyMap<string, TypeInfo>;
  /** Keyed by `state + letter` of the type's own token (`normal:K`, `enhanced:P`). */
  readonly byToken: ReadonlyMap<string, TypeInfo>;
  readonly styles: { readonly first: string; readonly second: string };
}

function fail(code: FeenErrorCode, message: string, offset = 0, length = 0): never {
  throw new FeenError(code, message, offset, length);
}

/** The first ASCII letter of the variant id, for the default style. */
function defaultStyle(variant: VariantDefinition): string {
  const m = /[A-Za-z]/.exec(variant.id);
  return m ? m[0] : 'X';
}

/** The EPIN letter and state of a symbol such as `N` or `+P`; `undefined` for anything else. */
function tokenOf(text: string): { letter: Letter; state: PieceState } | undefined {
  if (!/^[+-]?[A-Z]$/.test(text)) return undefined;
  const piece = parsePiece(text);
  return { letter: piece.letter, state: piece.state };
}

function zoneSquares(variant: VariantDefinition, zone: string, color: Color): Set<number> {
  const out = new Set<number>();
  const { files, ranks } = variant.board;
  for (const name of variant.zones?.[zone]?.[color] ?? []) {
    const s = parseSquareName(name, files, ranks);
    if (s !== undefined) out.add(s);
  }
  return out;
}

/** Tables of variants converted without `options.pieces` (variant definitions are immutable). */
const cache = new WeakMap<VariantDefinition, Table>();

/** The table of a variant (throws `unmappable-piece` when two types would share a token). */
function tableOf(variant: VariantDefinition, options: SetupOptions | undefined): Table {
  const plain = options?.pieces === undefined;
  let table = plain ? cache.get(variant) : undefined;
  if (table === undefined) {
    table = buildTable(variant, options?.pieces);
    if (plain) cache.set(variant, table);
  }
  const fallback = defaultStyle(variant);
  const first = options?.styles?.first ?? fallback.toUpperCase();
  const second = options?.styles?.second ?? fallback.toLowerCase();
  return first === table.styles.first && second === table.styles.second
    ? table
    : { ...table, styles: { first, second } };
}

function buildTable(variant: VariantDefinition, pieces: SetupOptions['pieces']): Table {
  const castling = variant.castling;
  const markable = new Set<string>();
  for (const p of variant.pieces) {
    if (p.promotion?.markPromoted) for (const c of p.promotion.choices) markable.add(c);
  }
  const byId = new Map<string, TypeInfo>();
  const byToken = new Map<string, TypeInfo>();
  for (const p of variant.pieces) {
    const override = pieces?.[p.id];
    const token = tokenOf(override ?? p.symbol);
    if (token === undefined) {
      if (override !== undefined) {
        fail('unmappable-piece', `${JSON.stringify(override)} is not an EPIN letter with an optional + or -`);
      }
      continue; // written only if it occurs (then unmappable-piece)
    }
    let doubleStep: [Set<number>, Set<number>] | undefined;
    for (const atom of p.moves) {
      if (atom.setsEnPassant && atom.fromZone !== undefined) {
        doubleStep ??= [new Set(), new Set()];
        for (const s of zoneSquares(variant, atom.fromZone, 'white')) doubleStep[0].add(s);
        for (const s of zoneSquares(variant, atom.fromZone, 'black')) doubleStep[1].add(s);
      }
    }
    const info: TypeInfo = {
      id: p.id,
      letter: token.letter,
      state: token.state,
      royal: p.royal === true,
      passer: p.pawn === true && p.moves.some((atom) => atom.setsEnPassant === true),
      castlingKing: castling?.king === p.id,
      castlingPartner: castling?.partners.includes(p.id) === true,
      markable: markable.has(p.id),
      doubleStep,
    };
    const key = `${info.state}:${info.letter}`;
    const clash = byToken.get(key);
    if (clash) {
      fail('unmappable-piece', `${clash.id} and ${p.id} would both be written ${override ?? p.symbol}`);
    }
    byId.set(p.id, info);
    byToken.set(key, info);
  }
  // A type written with a state must not collide with a rule-state of the plain type of the same letter.
  for (const info of byToken.values()) {
    if (info.state === 'normal') continue;
    const base = byToken.get(`normal:${info.letter}`);
    if (!base) continue;
    const usesPlus = base.castlingKing || base.castlingPartner || base.doubleStep !== undefined;
    const usesMinus = base.passer || base.markable;
    if ((info.state === 'enhanced' && usesPlus) || (info.state === 'diminished' && usesMinus)) {
      fail(
        'unmappable-piece',
        `${info.id} and a marked ${base.id} would both be written with the same token`,
      );
    }
  }
  const fallback = defaultStyle(variant);
  return {
    files: variant.board.files,
    ranks: variant.board.ranks,
    byId,
    byToken,
    styles: { first: fallback.toUpperCase(), second: fallback.toLowerCase() },
  };
}

/** FEEN cell index (rank `ranks` first) of a core square (`rank * files + file`, a1 = 0). */
function cellOf(square: number, files: number, ranks: number): number {
  const rank = Math.floor(square / files);
  return (ranks - 1 - rank) * files + (square % files);
}

/** Back rank of a side. */
function backRank(color: Color, ranks: number): number {
  return color === 'white' ? 0 : ranks - 1;
}

/**
 * The pawn that passed over `ep` (of the side not to move), or -1: it stands right beyond `ep` and came from
 * its double-step zone right behind it. (`@x/core` also accepts squares such as e2 or e4 for a pawn on e3
 * or e5; no double step skips them.)
 */
function epVictim(setup: Setup, table: Table, ep: number): number {
  const them: Color = setup.turn === 'white' ? 'black' : 'white';
  const step = (them === 'white' ? 1 : -1) * table.files;
  const v = ep + step;
  const origin = ep - step;
  const size = table.files * table.ranks;
  if (v < 0 || v >= size || origin < 0 || origin >= size || setup.board[ep]) return -1;
  const p = setup.board[v];
  const info = p && p.color === them ? table.byId.get(p.type) : undefined;
  if (!info?.passer || !info.doubleStep?.[them === 'white' ? 0 : 1].has(origin)) return -1;
  return v;
}

/** Whether `epSquare` is the square a double step of the side not to move just skipped (internal). */
export function isDoubleStepSquare(setup: Setup, variant: VariantDefinition, epSquare: string): boolean {
  const table = tableOf(variant, undefined);
  const e = parseSquareName(epSquare, table.files, table.ranks);
  return e !== undefined && epVictim(setup, table, e) >= 0;
}

/**
 * Refuses check counters other than the variant's start (FEEN has no field for them: they would come back as the
 * start's). `toSetup` takes them back as `checksRemaining`.
 */
function checkNoCounters(setup: Setup, variant: VariantDefinition): void {
  const left = setup.checksRemaining;
  const start = variant.end?.checks;
  if (left === undefined || (left.white === start && left.black === start)) return;
  fail(
    'invalid-setup',
    `FEEN holds no check counters: ${left.white}+${left.black} checks to go would read back as ${start ?? 0}+${start ?? 0}; leave checksRemaining out of the setup and give it to toSetup`,
  );
}

/**
 * Refuses a running count (makruk's counting: FEEN has no field for it, it would read back as none). `toSetup` takes
 * it back as `counting`.
 */
function checkNoCounting(setup: Setup): void {
  const counting = setup.counting;
  if (counting === undefined) return;
  fail(
    'invalid-setup',
    `FEEN holds no counting state: a count at ${counting.ply} of ${counting.limit} plies would read back as none; leave counting out of the setup and give it to toSetup`,
  );
}

/**
 * Converts an `@x/core` setup of `variant` to a FEEN position. Piece letters come from the variant's FEN
 * symbols (`N` → `N`; shogi `+P` → EPIN `+P`), royal pieces get `^`, hands become FEEN hands (White's the
 * first), White is the first player. Rule facts become states (sashite.dev/rules/chess): `+` on the castling
 * king and each partner of `setup.castling`, `+` on pawns that may double-step, `-` on the pawn that passed over
 * `setup.epSquare` (written as given: pass only a capturable square, see `fromFen`), `-` on a promoted piece
 * (crazyhouse `Q~`). Clocks are not part of FEEN, nor are check counters and makruk's counting: a setup with
 * counters other than the variant's start, or with a count running, is `invalid-setup` (pass them to `toSetup`). Throws `FeenError` (`invalid-setup`, `variant-mismatch`,
 * `unmappable-piece`, or a FEEN code).
 */
export function fromSetup(setup: Setup, variant: VariantDefinition, options?: SetupOptions): FeenPosition {
  const table = tableOf(variant, options);
  const { files, ranks } = table;
  const size = files * ranks;
  checkNoCounters(setup, variant);
  checkNoCounting(setup);
  if (setup.files !== files || setup.ranks !== ranks) {
    fail('variant-mismatch', `setup is ${setup.files}×${setup.ranks}, ${variant.id} is ${files}×${ranks}`);
  }
  if (!Array.isArray(setup.board) || setup.board.length > size) {
    fail('invalid-setup', `board must hold at most ${size} squares`);
  }
  const states = new Array<PieceState | undefined>(size).fill(undefined);
  const infos = new Array<TypeInfo | undefined>(size).fill(undefined);
  for (let s = 0; s < size; s++) {
    const p = setup.board[s];
    if (!p) continue;
    if (p.color !== 'white' && p.color !== 'black')
      fail('invalid-setup', `bad colour on ${squareName(s, files)}`);
    const info = table.byId.get(p.type);
    if (!info) {
      const known = variant.pieces.some((t) => t.id === p.type);
      fail(
        known ? 'unmappable-piece' : 'invalid-setup',
        known
          ? `${p.type} has no one-letter EPIN token (use options.pieces)`
          : `unknown piece ${p.type} on ${squareName(s, files)}`,
      );
    }
    infos[s] = info;
    let state = info.state;
    if (info.doubleStep?.[p.color === 'white' ? 0 : 1].has(s)) state = 'enhanced';
    if (p.promoted) {
      if (info.state !== 'normal' || info.passer) {
        fail('invalid-setup', `a promoted ${p.type} cannot be written on ${squareName(s, files)}`);
      }
      state = 'diminished';
    }
    states[s] = state;
  }
  // Castling: `+` on each listed partner and on its king.
  const castling = setup.castling ?? [];
  if (castling.length > 0 && !variant.castling) fail('invalid-setup', `${variant.id} has no castling`);
  for (const name of castling) {
    const r = parseSquareName(name, files, ranks);
    const partner = r === undefined ? undefined : setup.board[r];
    if (r === undefined || !partner || !infos[r]?.castlingPartner) {
      fail('invalid-setup', `no castling partner on ${name}`);
    }
    const rank = Math.floor(r / files);
    if (rank !== backRank(partner.color, ranks)) fail('invalid-setup', `${name} is not on its back rank`);
    let king = -1;
    for (let f = 0; f < files; f++) {
      const s = rank * files + f;
      const p = setup.board[s];
      if (p && p.color === partner.color && infos[s]?.castlingKing) king = s;
    }
    if (king < 0) fail('invalid-setup', `no king on the back rank of ${name}`);
    states[r] = 'enhanced';
    states[king] = 'enhanced';
  }
  // En passant: `-` on the pawn that passed over the square.
  if (setup.epSquare !== undefined) {
    const e = parseSquareName(setup.epSquare, files, ranks);
    const v = e === undefined ? -1 : epVictim(setup, table, e);
    if (v < 0) fail('invalid-setup', `no pawn passed over ${setup.epSquare}`);
    states[v] = 'diminished';
  }
  const squares = new Array<string | null>(size).fill(null);
  for (let s = 0; s < size; s++) {
    const p = setup.board[s];
    const info = infos[s];
    if (!p || !info) continue;
    const prefix = states[s] === 'enhanced' ? '+' : states[s] === 'diminished' ? '-' : '';
    const letter = p.color === 'white' ? info.letter : info.letter.toLowerCase();
    squares[cellOf(s, files, ranks)] = prefix + letter + (info.royal ? '^' : '');
  }
  const hands = { first: [] as [string, number][], second: [] as [string, number][] };
  for (const [color, owner] of [
    ['white', 'first'],
    ['black', 'second'],
  ] as const) {
    const hand: Hand = setup.hands?.[color] ?? {};
    for (const [id, count] of Object.entries(hand)) {
      if (count === 0) continue;
      if (!Number.isSafeInteger(count) || count < 0) fail('invalid-setup', `bad count of ${id} in hand`);
      const info = table.byId.get(id);
      if (!info) {
        const known = variant.pieces.some((t) => t.id === id);
        fail(known ? 'unmappable-piece' : 'invalid-setup', `piece ${id} in hand cannot be written`);
      }
      const text = stringifyPiece({
        letter: info.letter,
        side: owner,
        state: info.state,
        terminal: info.royal,
        derived: false,
      });
      hands[owner].push([text, count]);
    }
  }
  return createPosition({
    shape: [ranks, files],
    squares,
    hands,
    styles: table.styles,
    turn: setup.turn === 'white' ? 'first' : 'second',
  });
}

/** Where each FEEN cell of a position is, for error reports: offset and length (internal). */
export type Locate = (cell: number) => readonly [offset: number, length: number];

const byIndex: Locate = (cell) => [cell, 1];

/** The check counters of `toSetup`: the option's, else none (core starts them at the variant's count). */
function checksOf(variant: VariantDefinition, options: ToSetupOptions | undefined): Setup['checksRemaining'] {
  const given = options?.checksRemaining;
  if (given === undefined) return undefined;
  if (!variant.end?.checks)
    fail('invalid-setup', `${variant.id} counts no checks: checksRemaining has no place`);
  return { white: given.white, black: given.black };
}

/** The running count of `toSetup`: the option's, else none. */
function countingOf(variant: VariantDefinition, options: ToSetupOptions | undefined): Setup['counting'] {
  const given = options?.counting;
  if (given === undefined) return undefined;
  if (!variant.end?.counting) fail('invalid-setup', `${variant.id} has no counting: counting has no place`);
  return { limit: given.limit, ply: given.ply };
}

/** `toSetup` with error positions mapped by `locate` (internal; `toFen` maps cells to text offsets). */
export function toSetupAt(
  position: FeenPosition,
  variant: VariantDefinition,
  options: ToSetupOptions | undefined,
  locate: Locate,
): Setup {
  const table = tableOf(variant, options);
  const { files, ranks } = table;
  const at: At = (code, message, cell) => {
    const [offset, length] = locate(cell);
    return fail(code, message, offset, length);
  };
  const turn = checkShapeAndStyles(position, variant, table);
  const { board, kings, partners, ep } = readBoard(position, variant, table, turn, at);
  const castling = castlingOf(position, board, kings, partners, files, ranks, at);
  const counters = moveCounters(options);
  const checks = checksOf(variant, options);
  const counting = countingOf(variant, options);
  const hasHands = position.hands.first.length > 0 || position.hands.second.length > 0;
  if (hasHands && !variant.drops) fail('variant-mismatch', `${variant.id} has no pieces in hand`);
  return {
    files,
    ranks,
    board,
    turn,
    castling,
    ...counters,
    ...(checks === undefined ? {} : { checksRemaining: checks }),
    ...(counting === undefined ? {} : { counting }),
    ...(ep === undefined ? {} : { epSquare: squareName(ep, files) }),
    ...(variant.drops && { hands: handsOf(position, variant, table) }),
  };
}

/** The move counters of `options` (default 0 and 1); a RangeError unless integers ≥ 0 and ≥ 1. */
function moveCounters(options: ToSetupOptions | undefined): Pick<Setup, 'halfmoves' | 'fullmoves'> {
  const halfmoves = options?.halfmoves ?? 0;
  const fullmoves = options?.fullmoves ?? 1;
  if (!Number.isSafeInteger(halfmoves) || halfmoves < 0)
    throw new RangeError('halfmoves must be an integer ≥ 0');
  if (!Number.isSafeInteger(fullmoves) || fullmoves < 1)
    throw new RangeError('fullmoves must be an integer ≥ 1');
  return { halfmoves, fullmoves };
}

/** Throws the error `code` located at a FEEN cell. */
type At = (code: FeenErrorCode, message: string, cell: number) => never;

const colorOf = (side: Side): Color => (side === 'first' ? 'white' : 'black');

/** The board must have the variant's ranks × files and styles; returns the side to move. */
function checkShapeAndStyles(position: FeenPosition, variant: VariantDefinition, table: Table): Color {
  const { files, ranks } = table;
  const shape = position.shape;
  if (shape.length !== 2 || shape[0] !== ranks || shape[1] !== files) {
    fail('variant-mismatch', `${variant.id} needs a ${ranks}×${files} board (ranks × files)`);
  }
  const { active, inactive } = position.styles;
  const firstStyle = active.side === 'first' ? active : inactive;
  const secondStyle = active.side === 'first' ? inactive : active;
  if (
    firstStyle.letter !== table.styles.first.toUpperCase() ||
    secondStyle.letter !== table.styles.second.toUpperCase()
  ) {
    fail(
      'variant-mismatch',
      `styles must be ${table.styles.first.toUpperCase()}/${table.styles.second.toLowerCase()} for ${variant.id}`,
    );
  }
  return active.side === 'first' ? 'white' : 'black';
}

/** The board read cell by cell: each piece mapped, its `+`/`-` state checked (castling, e.p., promoted). */
function readBoard(
  position: FeenPosition,
  variant: VariantDefinition,
  table: Table,
  turn: Color,
  at: At,
): { board: (SetupPiece | undefined)[]; kings: number[]; partners: number[]; ep: number | undefined } {
  const { files, ranks } = table;
  const size = files * ranks;
  const board = new Array<SetupPiece | undefined>(size).fill(undefined);
  const kings: number[] = [];
  const partners: number[] = [];
  let ep: number | undefined;
  for (let cell = 0; cell < size; cell++) {
    const piece: FeenPiece | null | undefined = position.squares[cell];
    if (!piece) continue;
    const s = (ranks - 1 - Math.floor(cell / files)) * files + (cell % files);
    const color = colorOf(piece.side);
    const token = stringifyPiece(piece);
    if (piece.derived) at('unmappable-piece', `${token}: derived pieces have no ${variant.id} form`, cell);
    let info = table.byToken.get(`${piece.state}:${piece.letter}`);
    let rule: PieceState = 'normal';
    if (!info && piece.state !== 'normal') {
      info = table.byToken.get(`normal:${piece.letter}`);
      rule = piece.state;
    }
    if (!info) return at('unmappable-piece', `${token} is not a piece of ${variant.id}`, cell);
    if (piece.terminal !== info.royal) {
      at(
        'invalid-piece-state',
        `${token}: ${info.royal ? 'a royal piece needs ^' : 'only royal pieces take ^'}`,
        cell,
      );
    }
    const inStart = info.doubleStep?.[color === 'white' ? 0 : 1].has(s) === true;
    let promoted = false;
    if (rule === 'enhanced') {
      if (info.castlingKing) kings.push(cell);
      else if (info.castlingPartner && !inStart) partners.push(cell);
      else if (!inStart) at('invalid-piece-state', `${token}: + means nothing here`, cell);
    } else if (rule === 'diminished') {
      if (info.passer) {
        if (color === turn)
          at('invalid-piece-state', `${token}: the side to move cannot be taken en passant`, cell);
        if (ep !== undefined)
          at('invalid-piece-state', `${token}: a second pawn marked for en passant`, cell);
        const step = color === 'white' ? files : -files;
        const e = s - step;
        const origin = s - 2 * step;
        if (origin < 0 || origin >= size || !info.doubleStep?.[color === 'white' ? 0 : 1].has(origin)) {
          at('invalid-piece-state', `${token}: not where a double step ends`, cell);
        }
        if (position.squares[cellOf(e, files, ranks)]) {
          at('invalid-piece-state', `${token}: the square it passed over is not free`, cell);
        }
        ep = e;
      } else if (info.markable) {
        promoted = true;
      } else {
        at('invalid-piece-state', `${token}: - means nothing here`, cell);
      }
    }
    if (info.doubleStep && info.state === 'normal' && inStart !== (rule === 'enhanced')) {
      at(
        'invalid-piece-state',
        inStart
          ? `${token}: a pawn on its start square is written +`
          : `${token}: + marks a pawn on its start square`,
        cell,
      );
    }
    board[s] = promoted ? { type: info.id, color, promoted: true } : { type: info.id, color };
  }
  return { board, kings, partners, ep };
}

/** Castling rights: every `+` partner needs a `+` king on its back rank, every `+` king a partner. */
function castlingOf(
  position: FeenPosition,
  board: readonly (SetupPiece | undefined)[],
  kings: readonly number[],
  partners: readonly number[],
  files: number,
  ranks: number,
  at: At,
): string[] {
  const castling: string[] = [];
  const kingHasPartner = new Set<number>();
  for (const cell of partners) {
    const s = (ranks - 1 - Math.floor(cell / files)) * files + (cell % files);
    const color = board[s]!.color;
    const rank = Math.floor(s / files);
    const king = kings.find((k) => {
      const ks = (ranks - 1 - Math.floor(k / files)) * files + (k % files);
      return Math.floor(ks / files) === rank && board[ks]!.color === color;
    });
    if (rank !== backRank(color, ranks) || king === undefined) {
      return at(
        'invalid-piece-state',
        `${stringifyPiece(position.squares[cell]!)}: + needs a + king on its back rank`,
        cell,
      );
    }
    kingHasPartner.add(king);
    castling.push(squareName(s, files));
  }
  for (const cell of kings) {
    if (!kingHasPartner.has(cell)) {
      at(
        'invalid-piece-state',
        `${stringifyPiece(position.squares[cell]!)}: + needs a + partner beside`,
        cell,
      );
    }
  }
  return castling;
}

/** The hands as counts by piece id, each hand piece mapped and written in its owner's form. */
function handsOf(
  position: FeenPosition,
  variant: VariantDefinition,
  table: Table,
): { white: Record<string, number>; black: Record<string, number> } {
  const hands = { white: {} as Record<string, number>, black: {} as Record<string, number> };
  for (const owner of ['first', 'second'] as const) {
    for (const { piece, count } of position.hands[owner]) {
      const info = table.byToken.get(`${piece.state}:${piece.letter}`);
      if (!info || piece.derived)
        fail('unmappable-piece', `${stringifyPiece(piece)} in hand is not a ${variant.id} piece`);
      if (piece.side !== owner || piece.terminal !== info.royal) {
        fail(
          'invalid-piece-state',
          `${stringifyPiece(piece)} in the ${owner} hand is written in the wrong form`,
        );
      }
      const hand = hands[colorOf(owner)];
      hand[info.id] = (hand[info.id] ?? 0) + count;
    }
  }
  return hands;
}

/**
 * Converts a FEEN position to an `@x/core` setup of `variant`, the inverse of `fromSetup`: the board must have
 * the variant's ranks × files, the styles the variant's (see `SetupOptions.styles`), every piece a token of the
 * variant with `^` exactly on royal pieces, and every state one the conventions give a meaning (`+` on castling
 * kings and partners, which become `castling`; `+` exactly on pawns that may double-step; `-` on at most one
 * pawn of the side not to move, which gives `epSquare`; `-` on a promoted piece). The result is not checked for
 * legality (`FeenPosition.fromSetup` does). Clocks come from the options (default 0 and 1). Errors on a square
 * point at its index in `position.squares` (length 1).
 */
export function toSetup(position: FeenPosition, variant: VariantDefinition, options?: ToSetupOptions): Setup {
  return toSetupAt(normalizePosition(position), variant, options, byIndex);
}
