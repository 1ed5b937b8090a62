/**
 * `startingPosition`: the position a PGN game starts from, from its `Variant` and `FEN` tags as lichess,
 * chess.com, pychess-variants, cutechess and Fairy-Stockfish write them, for `walkGame` and `replay`.
 */
import { ChessPosition } from '@x/core/chess';
import { Position, type Result, toResult, type VariantDefinition, type BasePosition } from '@x/core';
import { chess960Form, variants } from '@x/core/variant';
import { SanError } from '../shared/errors.js';
import { fenTagError, tagError } from './tag-error.js';
import { memoized } from '../shared/memo.js';
import type { Game } from './tree.js';
import type { SanOptions } from '../shared/types.js';
import { sanOptionsOf } from '../shared/variant.js';

/**
 * The definition of a `Variant` tag value beyond the built-in names, or `undefined` for one it does not know. It
 * gets the tag's key, `variantTagKey(tag)` (`"S-Chess"` → `schess`); a `…960` tag it does not
 * know is asked again without the suffix, and gets Chess960 castling. `@x/fairy-variants`' `builtinVariant` is
 * one (Fairy-Stockfish's and pychess-variants' names); a `Map` of keys is `(key) => map.get(key)`.
 */
export type VariantLookup = (key: string) => VariantDefinition | undefined;

/**
 * The `variants` option of every `@x/san` function that reads a `Variant` tag (`startingPosition`, the PGN
 * readers, `MainLineChecker`, `formatPgn`): the tag values it knows beyond the built-in names, asked after them.
 * A value, not a registry: two readers in one process may know different variants.
 */
export interface VariantsOption {
  /** Asked for a tag the built-in names do not know (never for `Standard`, `Crazyhouse`, …). */
  readonly variants?: VariantLookup | undefined;
}

/** Options of `startingPosition`. */
export type StartingPositionOptions = VariantsOption;

/**
 * The built-in definition of each `Variant` tag value, keyed by `variantTagKey` (lower case, without spaces, `-`
 * and `_`): the names of lichess, chess.com, chessops, python-chess, pychess-variants, cutechess and
 * Fairy-Stockfish for the variants `@x/core` has.
 */
const BUILT_IN = /* @__PURE__ */ new Map<string, keyof typeof variants>([
  ['chess', 'chess'],
  ['standard', 'chess'],
  ['normal', 'chess'],
  ['classical', 'chess'],
  ['fromposition', 'chess'],
  ['wild/0', 'chess'],
  ['wild/1', 'chess'],
  ['wild/2', 'chess'],
  ['wild/3', 'chess'],
  ['wild/4', 'chess'],
  ['wild/5', 'chess'],
  ['wild/6', 'chess'],
  ['wild/7', 'chess'],
  ['wild/8', 'chess'],
  ['wild/8a', 'chess'],
  ['chess960', 'chess960'],
  ['960', 'chess960'],
  ['fischerandom', 'chess960'],
  ['fischerrandom', 'chess960'],
  ['frc', 'chess960'],
  ['crazyhouse', 'crazyhouse'],
  ['house', 'crazyhouse'],
  ['zh', 'crazyhouse'],
  ['kingofthehill', 'kingofthehill'],
  ['koth', 'kingofthehill'],
  ['threecheck', 'threecheck'],
  ['3check', 'threecheck'],
  ['threecheckchess', 'threecheck'],
  ['antichess', 'antichess'],
  ['anti', 'antichess'],
  // Suicide (FICS, Fairy-Stockfish) moves as antichess; only who wins a stalemate differs.
  ['suicide', 'antichess'],
  ['giveaway', 'giveaway'],
  ['atomic', 'atomic'],
  ['atom', 'atomic'],
  ['atomicchess', 'atomic'],
  ['horde', 'horde'],
  ['hordechess', 'horde'],
  ['racingkings', 'racingkings'],
  ['racing', 'racingkings'],
  ['race', 'racingkings'],
  ['shogi', 'shogi'],
  ['xiangqi', 'xiangqi'],
  ['chinesechess', 'xiangqi'],
  ['janggi', 'janggi'],
  ['koreanchess', 'janggi'],
  ['capablanca', 'capablanca'],
  ['capablancachess', 'capablanca'],
  ['makruk', 'makruk'],
  ['thaichess', 'makruk'],
]);

/**
 * S-chess (Seirawan) as pychess-variants and Fairy-Stockfish write its games: chess with the hawk `H` and the
 * elephant `E` in hand, gated onto the square a piece leaves (`Qxd2/H`, `O-O/Ed1`). `@x/core` has no definition
 * of it (`@x/fairy-variants` builds one from the engine's `seirawan`: its piece ids are these), so its games
 * read by their SAN alone; `startingPosition` needs the definition (`options.variants`: `builtinVariant`).
 */
const S_CHESS_SAN: SanOptions = /* @__PURE__ */ Object.freeze({
  files: 8,
  ranks: 8,
  pieces: {
    P: 'pawn',
    N: 'knight',
    B: 'bishop',
    R: 'rook',
    Q: 'queen',
    K: 'king',
    H: 'archbishop',
    E: 'chancellor',
  },
  promotions: ['H', 'E', 'Q', 'R', 'B', 'N'],
  drops: true,
});

/** The SAN of `Variant` tags (keyed by `variantTagKey`) naming variants `@x/core` has no definition of. */
const SAN_ONLY = /* @__PURE__ */ new Map<string, SanOptions>([
  ['seirawan', S_CHESS_SAN],
  ['seirawanchess', S_CHESS_SAN],
  ['schess', S_CHESS_SAN],
  ['shouse', S_CHESS_SAN],
]);

/** The SAN of a tag in `SAN_ONLY`, its `960` form included (`Seirawan960`). */
function sanOnlyOfTag(tag: string): SanOptions | undefined {
  const key = variantTagKey(tag);
  return SAN_ONLY.get(key) ?? (key.endsWith('960') ? SAN_ONLY.get(key.slice(0, -3)) : undefined);
}

/**
 * A `Variant` tag value as the look-ups compare it, the key a `VariantLookup` is asked with: lower case, without
 * spaces, `-` and `_` (`"King of the Hill"` → `kingofthehill`). Key a table of variant names with it to answer
 * a `VariantLookup`.
 *
 * @example variantTagKey('S-Chess') // 'schess'
 */
export function variantTagKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The variant a `Variant` tag names, or `undefined` for a name it does not know. No tag (or an empty one) is
 * chess. Names are compared without case, spaces, `-` and `_` (`King of the Hill`, `kingofthehill`); a name
 * ending in `960` (`Crazyhouse960`, pychess-variants) is its variant with Chess960 castling.
 */
function variantOfTag(
  tag: string | undefined,
  lookup: VariantLookup | undefined,
): VariantDefinition | undefined {
  if (tag === undefined || tag.trim() === '') return variants.chess;
  const key = variantTagKey(tag);
  const builtIn = BUILT_IN.get(key);
  if (builtIn !== undefined) return variants[builtIn];
  const found = lookup?.(key);
  if (found !== undefined) return found;
  if (key.length > 3 && key.endsWith('960')) {
    const base = variantOfTag(key.slice(0, -3), lookup);
    if (base !== undefined) return chess960Form(base);
  }
  return undefined;
}

/**
 * Each definition's start position, parsed once: a game without a `FEN` tag gets a clone of it (a clone costs
 * about a quarter of a FEN parse, which a database read paid per game). Positions are mutable, so the cached one
 * is never handed out. Standard chess's is a `ChessPosition`.
 */
const starts = /* @__PURE__ */ new WeakMap<VariantDefinition, BasePosition>();

function startOf(variant: VariantDefinition): BasePosition {
  // standard chess on `@x/core/chess`'s engine, which `walkGame` and `resolve` run faster on
  if (variant === variants.chess) return ChessPosition.fromFen(variant.startFen);
  return Position.fromFen(variant.startFen, variant);
}

/** Chess's SAN letters and the pieces they name: a variant of only these on 8×8 reads chess's SAN. */
const CHESS_LETTERS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['', 'pawn'],
  ['K', 'king'],
  ['Q', 'queen'],
  ['R', 'rook'],
  ['B', 'bishop'],
  ['N', 'knight'],
  ['P', 'pawn'],
]);

/**
 * Whether a definition reads chess's SAN: 8×8, chess's letters naming chess's pieces (not Hoppel-Poppel's
 * knight-bishops), no drops and no promotion beyond `Q R B N`.
 */
function readsChessSan(variant: VariantDefinition): boolean {
  return (
    variant.board.files === 8 &&
    variant.board.ranks === 8 &&
    variant.drops === undefined &&
    variant.pieces.every(
      (piece) =>
        CHESS_LETTERS.get(piece.san ?? piece.symbol.toUpperCase()) === piece.id &&
        piece.sanAliases === undefined &&
        [piece.promotion, ...(piece.promotions ?? [])].every(
          (rule) => rule === undefined || rule.choices.every((c) => c !== 'king' && c !== 'pawn'),
        ),
    )
  );
}

/** The SAN options of each definition whose SAN is not chess's, or `null` (built once per definition). */
const ownSan = /* @__PURE__ */ new WeakMap<VariantDefinition, SanOptions | null>();

/**
 * The SAN options `parsePgn` reads a game tagged `[Variant tag]` with when its variant's SAN is not chess's
 * (another board size or other piece letters: shogi, xiangqi, capablanca, makruk; S-chess's gating), else
 * `undefined`; `lookup` is the reader's `variants` option.
 */
export function tagSanOptions(tag: string, lookup: VariantLookup | undefined): SanOptions | undefined {
  const only = sanOnlyOfTag(tag);
  if (only !== undefined) return only;
  const variant = variantOfTag(tag, lookup);
  if (variant === undefined) return undefined;
  let options = ownSan.get(variant);
  if (options === undefined) {
    options = readsChessSan(variant) ? null : sanOptionsOf(variant);
    ownSan.set(variant, options);
  }
  return options ?? undefined;
}

/**
 * The position a game starts from: its `FEN` tag (with or without `SetUp`, as chessops and python-chess read
 * it) in the variant its `Variant` tag names, else that variant's start. Variant names are lichess's, chess.com's,
 * pychess-variants', cutechess's and Fairy-Stockfish's for the variants `@x/core` has (Standard, Chess960 /
 * Fischerandom / `chess 960`, Crazyhouse, Atomic, King of the Hill, Three-check, Antichess, Giveaway, Suicide,
 * Horde, Racing Kings, shogi, xiangqi, capablanca, makruk; `…960` adds Chess960 castling), then those
 * `options.variants` knows. Throws `SanError` `unknown-variant` or `invalid-fen` (its `cause` the `FenError` or
 * `PositionError`), located at the tag's value when the game was read by `parsePgn`/`iteratePgn` (offset 0
 * otherwise). Takes a `Game` or its headers. A standard chess game without a `FEN` tag starts from a
 * `ChessPosition` (`@x/core/chess`: the same answers on a chess-only engine), any other from a `Position`.
 *
 * @example walkGame(game, startingPosition(game), (step) => console.log(step.san))
 */
export function startingPosition(
  game: Game | ReadonlyMap<string, string>,
  options?: StartingPositionOptions,
): BasePosition {
  const parsed = 'headers' in game ? game : undefined;
  const headers = parsed === undefined ? (game as ReadonlyMap<string, string>) : parsed.headers;
  const tag = headers.get('Variant');
  const variant = variantOfTag(tag, options?.variants);
  if (variant === undefined) {
    throw tagError(parsed, 'Variant', 'unknown-variant', `unknown variant ${JSON.stringify(tag)}`);
  }
  const fen = headers.get('FEN')?.trim();
  try {
    if (fen === undefined || fen === '') return memoized(starts, variant, variant, startOf).clone();
    return Position.fromFen(fen, variant);
  } catch (error) {
    throw fenTagError(parsed, headers, variant.name, error);
  }
}

/** `startingPosition` as a `Result`: `{ success: true, data }` or `{ success: false, error }` (a `SanError`). */
export function safeStartingPosition(
  game: Game | ReadonlyMap<string, string>,
  options?: StartingPositionOptions,
): Result<BasePosition, SanError> {
  return toResult(SanError, () => startingPosition(game, options));
}
