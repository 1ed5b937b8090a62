/**
 * Castling: the options a setup's castling partners give (standard, Chess960 and rule-listed
 * castlings) and their legal moves (squares empty, king path not attacked).
 */
import { castlingRankIndex } from '../../castling-rank.js';
import { PositionError } from '../../errors/errors.js';
import { parseSquareName } from '../../geometry.js';
import { encodeMove, KIND_CASTLE } from '../../move-codes.js';
import { attacked, facingRoyal } from './attacks.js';
import { loadGatedCastles } from './gating.js';
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { CastleOption } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

export function loadCastling(st: EngineState, partners: readonly string[]): void {
  const c = st.c;
  const rules = c.def.castling;
  if (partners.length === 0 && c.def.drops?.castlingKingFile === undefined) return;
  if (!rules) throw new PositionError('bad-castling', 'the variant has no castling');
  const king = c.typeById.get(rules.king)!;
  const partnerTypes = new Set(rules.partners.map((id) => c.typeById.get(id)!));
  for (const name of partners) {
    const r = parseSquareName(name, c.files, c.ranks);
    if (r === undefined) throw new PositionError('bad-castling', `bad castling square ${name}`);
    const code = st.board[r]!;
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
        if (kingFrom === undefined || st.board[kingFrom] !== ((king << 2) | side)) {
          throw new PositionError('bad-castling', `no castling king on ${rule.king}`);
        }
        for (const target of rule.targets) {
          const kingTo = parseSquareName(target, c.files, c.ranks);
          if (kingTo === undefined || kingTo === kingFrom) {
            throw new PositionError('bad-castling', `bad castling target ${target}`);
          }
          const rookTo = kingTo + (kingFrom > kingTo ? 1 : -1);
          addCastle(st, side, r < kingFrom, kingFrom, kingTo, r, rookTo);
        }
      }
      continue;
    }
    const backRank = castlingRankIndex(rules, side as 0 | 1, c.ranks);
    if (rank !== backRank)
      throw new PositionError('bad-castling', `castling partner ${name} not on the back rank`);
    let kingFrom = -1;
    for (let f = 0; f < c.files; f++) {
      const s = rank * c.files + f;
      if (st.board[s] === ((king << 2) | side)) kingFrom = s;
    }
    if (kingFrom < 0) throw new PositionError('bad-castling', `no king on the back rank for ${name}`);
    const long = r < kingFrom;
    const geometry = long ? rules.long : rules.short;
    if (!geometry)
      throw new PositionError('bad-castling', `no ${long ? 'long' : 'short'} castling in ${c.def.id}`);
    if (st.castles.some((o) => o.side === side && o.long === long)) {
      throw new PositionError('bad-castling', `two castling partners on one side (${name})`);
    }
    addCastle(st, side, long, kingFrom, rank * c.files + geometry.king, r, rank * c.files + geometry.partner);
  }
  if (c.def.drops?.castlingKingFile !== undefined) addDropCastles(st, c.def.drops.castlingKingFile);
  st.castles = sharedList(c, st.castles);
  if (c.def.drops?.gating) loadGatedCastles(st);
}

/**
 * `drops.castlingKingFile`: the options a drop may grant (king on that file of the castling rank, partner on
 * the rank's first or last file), added without their right where the setup did not give them.
 */
function addDropCastles(st: EngineState, kingFile: number): void {
  const c = st.c;
  const rules = c.def.castling!;
  for (let side = 0; side < 2; side++) {
    const rank = castlingRankIndex(rules, side as 0 | 1, c.ranks) * c.files;
    for (const long of [true, false]) {
      const geometry = long ? rules.long : rules.short;
      if (!geometry || st.castles.some((o) => o.side === side && o.long === long)) continue;
      const rights = st.rights;
      const rookFrom = rank + (long ? 0 : c.files - 1);
      addCastle(st, side, long, rank + kingFile, rank + geometry.king, rookFrom, rank + geometry.partner);
      st.rights = rights;
    }
  }
}

/**
 * Castling options and lists shared by the positions of a variant: they never change after loading, and
 * a position holding its own (two arrays per option) would double its size.
 */
const sharedOptions = new WeakMap<CompiledVariant, Map<string, CastleOption | CastleOption[]>>();

function shared<T extends CastleOption | CastleOption[]>(c: CompiledVariant, key: string, make: () => T): T {
  let known = sharedOptions.get(c);
  if (!known) sharedOptions.set(c, (known = new Map()));
  let value = known.get(key) as T | undefined;
  if (!value) known.set(key, (value = make()));
  return value;
}

/** The one shared list with the options of `list`, in order. */
function sharedList(c: CompiledVariant, list: CastleOption[]): CastleOption[] {
  return shared(c, `[${list.map(optionKey).join()}]`, () => list.slice());
}

function optionKey(o: Omit<CastleOption, 'empty' | 'safe'>): string {
  return `${o.side} ${o.long} ${o.kingFrom} ${o.kingTo} ${o.rookFrom} ${o.rookTo}`;
}

/** Adds a castling option with its right bit, the squares to be empty and the squares to be safe. */
export function addCastle(
  st: EngineState,
  side: number,
  long: boolean,
  kingFrom: number,
  kingTo: number,
  rookFrom: number,
  rookTo: number,
): void {
  const i = st.castles.length;
  if (i >= 31) throw new PositionError('bad-castling', 'too many castling options');
  const key = optionKey({ side, long, kingFrom, kingTo, rookFrom, rookTo });
  st.castles.push(
    shared(st.c, key, () => {
      const lo = Math.min(kingFrom, kingTo, rookFrom, rookTo);
      const hi = Math.max(kingFrom, kingTo, rookFrom, rookTo);
      const empty: number[] = [];
      for (let s = lo; s <= hi; s++) if (s !== kingFrom && s !== rookFrom) empty.push(s);
      const safe: number[] = [];
      for (let s = Math.min(kingFrom, kingTo); s <= Math.max(kingFrom, kingTo); s++) safe.push(s);
      return { side, long, kingFrom, kingTo, rookFrom, rookTo, empty: empty.slice(), safe: safe.slice() };
    }),
  );
  st.rights |= 1 << i;
  st.castleClear[kingFrom] = st.castleClear[kingFrom]! | (1 << i);
  st.castleClear[rookFrom] = st.castleClear[rookFrom]! | (1 << i);
}

/**
 * Appends the legal castling moves of the side to move to `out[n..]` (only those whose king lands on `kingTo`
 * when it is given); returns the new count.
 */
export function generateCastles(st: EngineState, out: Int32Array, n: number, kingTo = -1): number {
  const rights = st.rights;
  if (rights === 0) return n;
  const us = st.side;
  const them = us ^ 1;
  const board = st.board;
  for (let i = 0; i < st.castles.length; i++) {
    if (!((rights >> i) & 1)) continue;
    const o = st.castles[i]!;
    if (o.side !== us || (kingTo >= 0 && o.kingTo !== kingTo)) continue;
    let ok = true;
    for (const s of o.empty) if (board[s] !== 0) ok = false;
    if (!ok) continue;
    // Lift king and partner for the attack test (Chess960 partners may shield the path).
    const kc = board[o.kingFrom]!;
    const rc = board[o.rookFrom]!;
    if (!st.c.royal[kc >> 2]) {
      out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
      continue;
    }
    if (st.c.def.atomic) {
      if (atomicCastleSafe(st, o, them)) out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
      continue;
    }
    board[o.kingFrom] = 0;
    board[o.rookFrom] = 0;
    for (const s of o.safe) {
      if (pathAttacked(st, s, them)) {
        ok = false;
        break;
      }
    }
    board[o.kingFrom] = kc;
    board[o.rookFrom] = rc;
    // `safe` includes the king's square, tested with both pieces lifted: attacked then if attacked now.
    if (ok) out[n++] = encodeMove(o.kingFrom, o.kingTo, KIND_CASTLE, i);
  }
  return n;
}

/**
 * Atomic castling as chessops, python-chess and Fairy-Stockfish test it: the king is not in check,
 * the squares it passes are safe with the partner still on its square, and its target is safe with
 * the partner on its own target — where safe also means touching the enemy king (`pathAttacked`).
 */
function atomicCastleSafe(st: EngineState, o: CastleOption, them: number): boolean {
  const board = st.board;
  if (pathAttacked(st, o.kingFrom, them)) return false;
  const kc = board[o.kingFrom]!;
  const rc = board[o.rookFrom]!;
  board[o.kingFrom] = 0;
  let ok = true;
  for (const s of o.safe) {
    if (s !== o.kingFrom && s !== o.kingTo && pathAttacked(st, s, them)) {
      ok = false;
      break;
    }
  }
  if (ok) {
    board[o.rookFrom] = 0;
    board[o.rookTo] = rc;
    ok = !pathAttacked(st, o.kingTo, them);
    board[o.rookTo] = 0;
    board[o.rookFrom] = rc;
  }
  board[o.kingFrom] = kc;
  return ok;
}

/**
 * Whether the castling king may not stand on s: s is attacked by side `them` — except in atomic
 * chess when s touches the enemy king (capturing there would explode that king too). With flying
 * royals, a square facing the enemy royal on its file is attacked too (Fairy-Stockfish's synochess).
 */
function pathAttacked(st: EngineState, s: number, them: number): boolean {
  if (st.c.def.flyingRoyals && facingRoyal(st, s, them) >= 0) return true;
  if (!attacked(st, s, them)) return false;
  if (!st.c.def.atomic) return true;
  const enemy = st.royalSq[them]!;
  if (enemy < 0) return true;
  const files = st.c.files;
  const fileGap = Math.abs((s % files) - (enemy % files));
  const rankGap = Math.abs(Math.floor(s / files) - Math.floor(enemy / files));
  return fileGap > 1 || rankGap > 1;
}
