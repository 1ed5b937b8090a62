/**
 * `variantKey`: a 64-bit Zobrist key for a position of any `@x/core` variant, so that books and indexes key
 * every variant alike. The scheme (the package README documents it for other implementations):
 *
 * - chess and chess960 positions: the Polyglot key (`polyglotKey`), so a chess book stays a Polyglot book;
 * - any other variant: the XOR of `Z(feature)` over the position's features, and `Z("variant:" + id)` — the
 *   variant's own constant, so one board in two variants has two keys. `Z(s)` is 64 bits of FNV-1a over the UTF-8
 *   bytes of `s`, mixed by SplitMix64's finaliser. The features, each a text:
 *   - `piece:<type>:<w|b>:<square>` per piece (square as `rank * files + file`, every board of the setup in one
 *     array), `:+` added for a piece marked promoted;
 *   - `hand:<w|b>:<type>:<count>` per piece type in hand (count > 0);
 *   - `castle:<square>` per castling partner that keeps its right; `ep:<square>` when an en-passant capture is
 *     legal; `turn` when White (the first side) is to move;
 *   - `checks:<w|b>:<n>` (checks still to give), `vanished:<square>` (walls, holes), `unmoved:<square>` (when the
 *     setup lists unmoved pieces), `count:<limit>:<ply>` (makruk's counting), `turnstate:<done>:<lost>` (a turn of
 *     several moves under way).
 */
import type { BasePosition, Setup } from '@x/core';
import { variants } from '@x/core/variant';
import { PolyglotBoard } from '../polyglot/board.js';

const MASK = (1n << 64n) - 1n;
const cache = new Map<string, bigint>();
/** Most feature values kept (each a few dozen bytes). */
const MAX_CACHED = 1 << 16;
const encoder = new TextEncoder();

/** `Z(feature)`: FNV-1a 64 of the feature's UTF-8 bytes, through SplitMix64's finaliser. */
export function zobristValue(feature: string): bigint {
  const known = cache.get(feature);
  if (known !== undefined) return known;
  let h = 0xcbf29ce484222325n;
  for (const byte of encoder.encode(feature)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & MASK;
  h = ((h ^ (h >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  h = ((h ^ (h >> 27n)) * 0x94d049bb133111ebn) & MASK;
  h ^= h >> 31n;
  if (cache.size < MAX_CACHED) cache.set(feature, h);
  return h;
}

const side = (color: string) => (color === 'white' ? 'w' : 'b');

/** Whether a variant is keyed by Polyglot's scheme (chess and chess960). */
export function isPolyglotVariant(id: string): boolean {
  return id === variants.chess.id || id === variants.chess960.id;
}

/**
 * The key of a position of any variant (see the module comment for the scheme): Polyglot's for chess.
 *
 * @example variantKey(Position.fromFen(variants.shogi.startFen, variants.shogi)); // a bigint
 */
export function variantKey(position: BasePosition): bigint {
  const setup = position.toSetup();
  const id = position.variant.id;
  if (isPolyglotVariant(id)) return PolyglotBoard.fromSetup(setup).key();
  let key = zobristValue(`variant:${id}`);
  for (const feature of features(setup, position.legalEpSquare())) key ^= zobristValue(feature);
  return key;
}

/** The features of a setup, as the scheme names them. */
function features(setup: Setup, ep: string | undefined): string[] {
  const out: string[] = [];
  setup.board.forEach((piece, square) => {
    if (piece !== undefined)
      out.push(`piece:${piece.type}:${side(piece.color)}:${square}${piece.promoted === true ? ':+' : ''}`);
  });
  for (const color of ['white', 'black'] as const)
    for (const [type, count] of Object.entries(setup.hands?.[color] ?? {}))
      if (count > 0) out.push(`hand:${side(color)}:${type}:${count}`);
  for (const square of setup.castling) out.push(`castle:${square}`);
  if (ep !== undefined) out.push(`ep:${ep}`);
  if (setup.turn === 'white') out.push('turn');
  if (setup.checksRemaining !== undefined)
    out.push(`checks:w:${setup.checksRemaining.white}`, `checks:b:${setup.checksRemaining.black}`);
  for (const square of setup.vanished ?? []) out.push(`vanished:${square}`);
  for (const square of setup.unmoved ?? []) out.push(`unmoved:${square}`);
  if (setup.counting !== undefined) out.push(`count:${setup.counting.limit}:${setup.counting.ply}`);
  if (setup.turnState !== undefined && (setup.turnState.done.length > 0 || setup.turnState.lost.length > 0))
    out.push(`turnstate:${setup.turnState.done.join(',')}:${setup.turnState.lost.join(',')}`);
  return out;
}
