/**
 * `searchIndex` and `searchPgn`: the games that meet a query of Scoutfish's language, from a position index or,
 * without one, by scanning the PGN source (the same records, made as the games stream by and dropped after).
 * Each game is replayed from its start — one dictionary look-up and one make a ply — and tested ply by ply; a
 * game matches at its first ply that meets a condition, a `sequence` at the first plies that meet its steps in
 * order (each later than the one before), a `streak` on consecutive plies. Games whose record rules the query
 * out (result, end, Scid's signatures) are not replayed.
 */
import type { BasePosition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { engineLayout, KIND_DOUBLE, makeMove, moveKind, moveTarget, pieceCode } from '@x/core/engine';
import { variants } from '@x/core/variant';
import { visitPgn } from '@x/san';
import { SearchError } from '../errors.js';
import { isPolyglotVariant } from '../variant/zobrist.js';
import { blankRecord, FLAG_PROMOTED, type GameRecord } from '../database/game-record.js';
import { IndexBuilder, type IndexPgnOptions, type IndexSource } from '../database/index-builder.js';
import type { PositionIndex } from '../database/index-reader.js';
import type { KeyedPositions } from '../database/key-section.js';
import {
  type CompiledCondition,
  compileCondition,
  PlyState,
  type ReadCondition,
  readCondition,
} from './condition.js';
import { type BoardRule, lostBoardRule, meetsBoardRule, pawnsLost } from './board-rule.js';
import { ChessReplay } from '../database/chess-replay.js';
import { exactKeys } from './key-table.js';
import { type Condition, parseQuery, type Query } from './query-schema.js';
import { Starts } from '../database/starts.js';
import type { CompiledSubFen } from './sub-fen.js';
import { MatchBuffer, SearchMatches } from './search-matches.js';

/** The answer to a query. */
export interface QueryAnswer {
  /** Games that match (all of them: `skip` and `limit` only cut `matches`). */
  readonly matchCount: number;
  /** The matches listed, after `skip`, at most `limit`, as columns (`SearchMatch` objects on demand). */
  readonly matches: SearchMatches;
  /** Games read, and plies replayed. */
  readonly games: number;
  readonly plies: number;
  /**
   * The conditions that fit no game read — their sub-fen's board size or piece letters, or their moves, of no
   * variant met: they can never hold there — by their place in the query (`""` the query itself, `"sequence.1"`,
   * `"streak.0"`), with the variants met.
   */
  readonly misfits: readonly { readonly condition: string; readonly variants: readonly string[] }[];
}

/** What a search counts as games are tested: plies replayed, and which conditions fit the games' variants. */
interface SearchCount {
  plies: number;
  /** Bit `i`: `conditions[i]` compiled for some game's variant. */
  fitted: number;
  /** For each condition that compiled to nothing in some variant: those variants' ids. */
  readonly unfit: Map<number, Set<string>>;
}

/** An answer as a search makes it: its counts, and the matches listed so far. */
interface Tally extends SearchCount {
  matchCount: number;
  games: number;
  readonly plan: QueryPlan;
  readonly list: MatchBuffer;
}

/** A tally with nothing found yet, for `plan`. */
const tallyOf = (plan: QueryPlan): Tally => ({
  matchCount: 0,
  games: 0,
  plies: 0,
  fitted: 0,
  unfit: new Map(),
  plan,
  list: new MatchBuffer(plan.conditions.length),
});

/** The answer a tally holds. */
function answerOf(tally: Tally, matches: SearchMatches = tally.list.done()): QueryAnswer {
  const misfits = [...tally.unfit]
    .filter(([i]) => (tally.fitted & (1 << i)) === 0)
    .map(([i, variants]) => ({ condition: tally.plan.paths[i]!, variants: [...variants] }));
  return { matchCount: tally.matchCount, matches, games: tally.games, plies: tally.plies, misfits };
}

/**
 * Options of a search: the `@x/san` reading options (the `Variant` names known beyond the built-in ones); for
 * `searchPgn` on one byte range of a file, where the source begins in the file (`base`: the matches' offsets are
 * the file's) and the test of a game start that ends the read, before that game (`stopAt`, given the file offset).
 */
export interface SearchOptions {
  readonly pgn?: IndexPgnOptions;
  readonly base?: number;
  readonly stopAt?: (offset: number) => boolean;
}

/**
 * A plan's conditions for one variant (its `engineLayout`): compiled (undefined: never met there), their board
 * rules when every one compiles to one (else null), and the sub-fen a replay watches (the first rule's first).
 */
interface VariantPlan {
  readonly layout: object;
  readonly compiled: readonly (CompiledCondition | undefined)[];
  /** Bit `i`: `compiled[i]` is defined (the condition can hold in this variant). */
  readonly fits: number;
  readonly rules: readonly BoardRule[] | null;
  readonly watched: CompiledSubFen | undefined;
  /** Whether the plan is one board rule that is that sub-fen alone (`#replayWatched` replays its games). */
  readonly watchedOnly: boolean;
}

/** A step of a query: one condition, or a streak of them on consecutive plies. */
type Step = readonly ReadCondition[];

/** A query compiled: its steps, and its conditions compiled per variant. */
export class QueryPlan {
  readonly steps: readonly Step[];
  readonly skip: number;
  readonly limit: number;
  /** The conditions in order (the steps' flattened). */
  readonly conditions: readonly ReadCondition[];
  /** Each condition's place in the query (`""` the query itself, `"sequence.1"`, `"sequence.0.streak.1"`). */
  readonly paths: readonly string[];
  readonly #variants = new WeakMap<object, VariantPlan>();
  /** The variant plan of the game before (most often the next game's). */
  #last: VariantPlan;
  readonly #ply = new PlyState();
  #masks = new Int32Array(256);
  /** The board chess games are replayed on (no key kept). */
  readonly #replay: ChessReplay;

  /** The plan of a query (its JSON `text`, or the query with the text it was read from, for errors). */
  constructor(query: string | Query, text = typeof query === 'string' ? query : '') {
    const q = typeof query === 'string' ? parseQuery(query) : query;
    const paths: string[] = [];
    const read = (c: Condition, path: string[]) => {
      paths.push(path.join('.'));
      return readCondition(c, text, path);
    };
    if (q.sequence !== undefined)
      this.steps = q.sequence.map((s, i) =>
        'streak' in s
          ? s.streak.map((c, j) => read(c, ['sequence', String(i), 'streak', String(j)]))
          : [read(s, ['sequence', String(i)])],
      );
    else if (q.streak !== undefined) this.steps = [q.streak.map((c, j) => read(c, ['streak', String(j)]))];
    else {
      const { skip: _s, limit: _l, sequence: _q, streak: _k, ...rules } = q;
      this.steps = [[read(rules, [])]];
    }
    this.conditions = this.steps.flat();
    this.paths = paths;
    if (this.conditions.length > 31)
      throw new SearchError('invalid-query', 'a query has at most 31 conditions', 0, 0, text);
    this.skip = q.skip ?? 0;
    this.limit = q.limit ?? Number.POSITIVE_INFINITY;
    // chess made ready here, not at a search's first game: the search's loop (compiled by V8 for an earlier plan)
    // then meets no object made a new way, and is not thrown back to the interpreter at each plan
    const chess = ChessPosition.fromFen(variants.chess.startFen);
    this.#last = this.#variantPlan(chess);
    this.#replay = ChessReplay.of(chess)!.watch(this.#last.watched);
  }

  /** The plan of the variant of `position` (made once a variant). */
  #variantPlan(position: BasePosition): VariantPlan {
    const layout = engineLayout(position);
    if (this.#last?.layout === layout) return this.#last;
    let plan = this.#variants.get(layout);
    if (plan === undefined) {
      const compiled: (CompiledCondition | undefined)[] = [];
      const rules: BoardRule[] = [];
      let fits = 0;
      for (const c of this.conditions) {
        const compiledCondition = compileCondition(c, position);
        if (compiledCondition !== undefined) fits |= 1 << compiled.length;
        compiled.push(compiledCondition);
        if (compiledCondition?.board !== undefined) rules.push(compiledCondition.board);
      }
      const board = rules.length === compiled.length ? rules : null;
      const only = board?.length === 1 ? board[0]! : undefined;
      const watchedOnly =
        only?.subFens?.length === 1 &&
        only.materials === undefined &&
        only.imbalances === undefined &&
        only.stm < 0 &&
        !only.last;
      plan = { layout, compiled, fits, rules: board, watched: board?.[0]?.subFens?.[0], watchedOnly };
      this.#variants.set(layout, plan);
    }
    this.#last = plan;
    return plan;
  }

  /** The plan of `position`'s variant, which conditions fit it noted in `count` (those that do not, by variant). */
  #fitting(position: BasePosition, count: SearchCount): VariantPlan {
    const plan = this.#variantPlan(position);
    count.fitted |= plan.fits;
    const { compiled } = plan;
    if (plan.fits !== 2 ** compiled.length - 1)
      for (let i = 0; i < compiled.length; i++)
        if (compiled[i] === undefined) {
          const variants = count.unfit.get(i) ?? new Set();
          count.unfit.set(i, variants.add(position.variant.id));
        }
    return plan;
  }

  /**
   * The matching plies of game `record` (the index's move `codes`, its start from `starts`), or undefined: a chess
   * game under board-only conditions replayed on a `ChessReplay`, any other by the general engine (`match`).
   */
  matchGame(
    record: GameRecord,
    codes: ArrayLike<number>,
    starts: Starts,
    counter: SearchCount,
  ): number[] | undefined {
    const start = starts.replay(record);
    if (start !== undefined) {
      const plan = this.#fitting(start.position, counter);
      const { compiled, rules } = plan;
      for (let i = 0; i < compiled.length; i++) {
        const c = compiled[i];
        if (c === undefined || !c.possible(record)) return undefined;
      }
      if (rules !== null) {
        // no key read: the replay plays without one, and matches the first rule's sub-fen as it plays
        const replay = this.#replay.copy(start, false);
        if (replay.watched !== plan.watched) replay.watch(plan.watched);
        const found = plan.watchedOnly
          ? this.#replayWatched(record, codes, replay, counter)
          : this.#replayBoard(record, codes, replay, rules, counter);
        if (found !== null) return found;
      }
    }
    const position = starts.of(record);
    return position === undefined ? undefined : this.match(record, codes, position, counter);
  }

  /** `matchGame` on the chess board of `replay`; null when a move is of a kind it does not play. */
  #replayBoard(
    record: GameRecord,
    codes: ArrayLike<number>,
    replay: ChessReplay,
    rules: readonly BoardRule[],
    counter: SearchCount,
  ): number[] | undefined | null {
    const { bytes, movesAt, plies } = record;
    const single = rules.length === 1 ? rules[0]! : undefined;
    if (this.#masks.length < plies + 1) this.#masks = new Int32Array(2 * plies + 2);
    const masks = this.#masks;
    for (let p = 0; ; p++) {
      const last = p === plies;
      if (single !== undefined) {
        if (meetsBoardRule(single, replay, last)) {
          counter.plies += p;
          return [p];
        }
        if (single.losable && lostBoardRule(single, replay, (record.flags & FLAG_PROMOTED) !== 0)) {
          counter.plies += p;
          return undefined;
        }
      } else {
        let mask = 0;
        for (let i = 0; i < rules.length; i++) if (meetsBoardRule(rules[i]!, replay, last)) mask |= 1 << i;
        masks[p] = mask;
      }
      if (last) break;
      if (!replay.play(moveOf(codes, bytes, movesAt, p))) return null;
    }
    counter.plies += plies;
    return single === undefined ? this.#solve(masks, plies) : undefined;
  }

  /**
   * `#replayBoard` of a rule that is one sub-fen and nothing else, the one `replay` watches: a ply's test is its
   * count, a game's loss its home pawns and its cone's count.
   */
  #replayWatched(
    record: GameRecord,
    codes: ArrayLike<number>,
    replay: ChessReplay,
    counter: { plies: number },
  ): number[] | undefined | null {
    const { bytes, movesAt, plies } = record;
    const sub = replay.watched as CompiledSubFen;
    const losable = sub.homeSquares.length > 0 || sub.cone.length > 0;
    for (let p = 0; ; p++) {
      if (replay.holdsWatched()) {
        counter.plies += p;
        return [p];
      }
      if (p === plies || (losable && pawnsLost(replay, sub))) {
        counter.plies += p;
        return undefined;
      }
      if (!replay.play(moveOf(codes, bytes, movesAt, p))) return null;
    }
  }

  /**
   * The matching plies of a game (its record, the index's move codes, its start position — played on), or
   * undefined. `counter.plies` grows by the plies replayed.
   */
  match(
    record: GameRecord,
    codes: ArrayLike<number>,
    position: BasePosition,
    counter: SearchCount,
  ): number[] | undefined {
    const conditions = this.#fitting(position, counter).compiled;
    for (const c of conditions) if (c === undefined || !c.possible(record)) return undefined;
    const all = conditions as CompiledCondition[];
    const plies = record.plies;
    const types = engineLayout(position).typeIds.length;
    const ply = this.#ply;
    const single = all.length === 1 ? all[0]! : undefined;
    if (this.#masks.length < plies + 1) this.#masks = new Int32Array(2 * plies + 2);
    const masks = this.#masks;
    const { bytes, movesAt } = record;
    // chess only: other variants' quiet moves may take (pinchers), gate or convert pieces
    const chess = isPolyglotVariant(position.variant.id);
    let same = false;
    ply.promotes = (record.flags & FLAG_PROMOTED) !== 0;
    for (let p = 0; p <= plies; p++) {
      const m = p < plies ? codes[bytes[movesAt + 2 * p]! | (bytes[movesAt + 2 * p + 1]! << 8)] : -1;
      if (m === undefined)
        throw new SearchError('invalid-index', 'a move number beyond the dictionary', movesAt);
      ply.at(position, m, types, same);
      // the next ply's material is this one's after a quiet move (no capture, drop, promotion or castling)
      same = chess && m >= 0 && moveKind(m) <= KIND_DOUBLE && pieceCode(position, moveTarget(m)) === 0;
      if (single !== undefined) {
        if (single.test(ply)) {
          counter.plies += p;
          return [p];
        }
        // no later ply can match: the rest of the game is not replayed
        if (single.lost(ply)) {
          counter.plies += p;
          return undefined;
        }
      } else {
        let mask = 0;
        for (let i = 0; i < all.length; i++) if (all[i]!.test(ply)) mask |= 1 << i;
        masks[p] = mask;
      }
      if (m >= 0) makeMove(position, m);
    }
    counter.plies += plies;
    return single === undefined ? this.#solve(masks, plies) : undefined;
  }

  /** The first plies that meet the steps in order (a streak's on consecutive plies), or undefined. */
  #solve(masks: Int32Array, plies: number): number[] | undefined {
    const out: number[] = [];
    let from = 0;
    let bit = 0;
    for (const step of this.steps) {
      let found = -1;
      for (let p = from; p + step.length - 1 <= plies && found < 0; p++) {
        let ok = true;
        for (let j = 0; j < step.length && ok; j++) ok = (masks[p + j]! & (1 << (bit + j))) !== 0;
        if (ok) found = p;
      }
      if (found < 0) return undefined;
      for (let j = 0; j < step.length; j++) out.push(found + j);
      from = found + step.length;
      bit += step.length;
    }
    return out;
  }
}

/** The engine code of ply `p`'s move of the record whose moves start at `movesAt` of `bytes` (`invalid-index` past the dictionary). */
function moveOf(codes: ArrayLike<number>, bytes: Uint8Array, movesAt: number, p: number): number {
  const m = codes[bytes[movesAt + 2 * p]! | (bytes[movesAt + 2 * p + 1]! << 8)];
  if (m === undefined) throw new SearchError('invalid-index', 'a move number beyond the dictionary', movesAt);
  return m;
}

/** Adds a game's match to the tally (listed after `skip`, up to `limit`). */
function record(tally: Tally, plan: QueryPlan, game: GameRecord, plies: number[]): void {
  const n = tally.matchCount++;
  if (n >= plan.skip && tally.list.length < plan.limit)
    tally.list.push(game.number, game.offset, game.length, plies);
}

/**
 * The games of an opened index that meet `query` (JSON text, a `Query`, or a `QueryPlan`).
 *
 * @example searchIndex(openIndex(bytes, stamp), '{"material": "KBNKP"}').matchCount
 */
export function searchIndex(
  index: PositionIndex,
  query: string | Query | QueryPlan,
  options?: SearchOptions,
): QueryAnswer {
  const plan = query instanceof QueryPlan ? query : new QueryPlan(query);
  const starts = new Starts((i) => index.starts[i]!, options);
  const tally = tallyOf(plan);
  const test = (game: GameRecord) => {
    tally.games++;
    const plies = replayed(game, () => plan.matchGame(game, index.codes, starts, tally));
    if (plies !== undefined) record(tally, plan, game, plies);
  };
  // an exact position: its keys looked up in the index's key table (no more of its list read than is listed)
  const condition = plan.conditions.length === 1 ? plan.conditions[0]! : undefined;
  const keys = condition === undefined ? undefined : exactKeys(condition);
  const found = keys === undefined ? undefined : index.positionsWithKeys(keys, plan.skip + plan.limit);
  if (found === undefined || (found.missing > 0 && (keys!.length > 1 || condition!.stm === undefined))) {
    // no key table, or a position of either side to move not in it: every game replayed
    index.forEachGame(test);
    return answerOf(tally);
  }
  const game = blankRecord();
  const replay = (g: number) => test(index.game(g, game)!);
  if (found.missing > 0) {
    // a position of one keyed game at most: the games scanned until it is found (Scid's filters first)
    scanForOne(index, tally, found.unkeyed, test, replay);
    return answerOf(tally);
  }
  if (!onlyPosition(condition!)) {
    // other rules too: the games the keys name replayed (with the unkeyed ones); the keys' lists read whole
    const all = found.count > found.games.length ? index.positionsWithKeys(keys!)! : found;
    for (const g of mergeGames(all.games, all.unkeyed)) replay(g);
    return answerOf(tally);
  }
  // the position alone: a keyed game's answer is its list's ply, no record read; unkeyed ones replayed
  if (found.unkeyed.length === 0) return listedGames(index, plan, tally, found);
  listKeyedGames(index, plan, tally, found, replay);
  return answerOf(tally);
}

/**
 * `match` of an index's game `game`: a move the engine cannot make (a damaged dictionary or body: the index is read
 * at offsets without its whole-file checksum) is `invalid-index`, never the engine's own exception.
 */
function replayed<T>(game: GameRecord, match: () => T): T {
  try {
    return match();
  } catch (error) {
    if (error instanceof SearchError) throw error;
    throw new SearchError(
      'invalid-index',
      `the index is damaged: game ${game.number}'s moves cannot be replayed (${String(error)})`,
    );
  }
}

/**
 * Tests the games of `index` in order (`test`) until a keyed one (not in `unkeyed`) matches — the one keyed game a
 * key outside the table can have — then the unkeyed games after it (`replay`, by number).
 */
function scanForOne(
  index: PositionIndex,
  tally: Tally,
  unkeyed: Int32Array,
  test: (game: GameRecord) => void,
  replay: (g: number) => void,
): void {
  let u = 0;
  let stop = -1;
  index.forEachGame((record) => {
    const g = record.number - 1;
    const keyed = !(u < unkeyed.length && unkeyed[u] === g);
    if (!keyed) u++;
    const before = tally.matchCount;
    test(record);
    if (keyed && tally.matchCount > before) {
      stop = g;
      return false;
    }
    return true;
  });
  if (stop >= 0) for (; u < unkeyed.length; u++) if (unkeyed[u]! > stop) replay(unkeyed[u]!);
}

/**
 * The answer of keyed games only (every chess database): the listed ones, a range of the entries `found`, as
 * columns straight from the list and the spans — no object a game.
 */
function listedGames(
  index: PositionIndex,
  plan: QueryPlan,
  tally: Tally,
  found: KeyedPositions,
): QueryAnswer {
  const { games, plies } = found;
  const first = Math.min(games.length, plan.skip);
  const count = Math.max(0, Math.min(games.length - first, plan.limit));
  // the decoded list is the answer's: its games numbered from 1 in place once their spans are read
  const listed = games.subarray(first, first + count);
  const { offsets, lengths } = index.gameSpans(listed)!;
  for (let k = 0; k < count; k++) listed[k]!++;
  const columns = {
    games: listed,
    byteOffsets: offsets,
    byteLengths: lengths,
    plies: plies.subarray(first, first + count),
  };
  tally.matchCount += found.count;
  return answerOf(tally, new SearchMatches(columns));
}

/**
 * Adds the keyed games `found` to the tally as their entries give them (game, first ply), replaying the unkeyed
 * ones (`replay`) in their places among them; the listed games' spans in the source read at the end, in one go.
 */
function listKeyedGames(
  index: PositionIndex,
  plan: QueryPlan,
  tally: Tally,
  found: KeyedPositions,
  replay: (g: number) => void,
): void {
  const { games, plies, unkeyed } = found;
  // each listed keyed game's entry and place in the list, its span filled once the spans are read
  const entries: number[] = [];
  const places: number[] = [];
  const { list } = tally;
  let u = 0;
  for (let i = 0; i <= games.length; i++) {
    const g = i < games.length ? games[i]! : Number.POSITIVE_INFINITY;
    for (; u < unkeyed.length && unkeyed[u]! < g; u++) replay(unkeyed[u]!);
    if (i === games.length) break;
    const n = tally.matchCount++;
    if (n < plan.skip || list.length >= plan.limit) continue;
    entries.push(i);
    places.push(list.push(games[i]! + 1, 0, 0, [plies[i]!]));
  }
  // the keyed games after a cut list (`skip` + `limit` reached before them): counted, not listed
  tally.matchCount += found.count - games.length;
  const spans = index.gameSpans(Int32Array.from(entries, (i) => games[i]!))!;
  places.forEach((place, k) => {
    list.byteOffsets[place] = spans.offsets[k]!;
    list.byteLengths[place] = spans.lengths[k]!;
  });
}

/**
 * A condition's rules other than the position's (pieces, material, side to move): a record over the type's keys, so
 * a rule added to `ReadCondition` must be placed here (or among the position's) before the package compiles.
 */
const NOT_POSITION: Record<Exclude<keyof ReadCondition, 'subFens' | 'materials' | 'stm'>, true> = {
  imbalances: true,
  whiteMoves: true,
  blackMoves: true,
  moved: true,
  captured: true,
  results: true,
  ends: true,
};

/** Whether a condition asks for nothing but a position (its pieces, material and side to move). */
function onlyPosition(c: ReadCondition): boolean {
  return (Object.keys(NOT_POSITION) as (keyof typeof NOT_POSITION)[]).every((rule) => c[rule] === undefined);
}

/** The games of two ascending lists, ascending, each once. */
function mergeGames(a: Int32Array, b: Int32Array): Int32Array {
  const all = new Int32Array(a.length + b.length);
  all.set(a);
  all.set(b, a.length);
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (kept === 0 || all[kept - 1] !== all[i]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/**
 * The games of a PGN source that meet `query`, found by reading it (no index).
 *
 * @example (await searchPgn(text, '{"sub-fen": "8/8/8/8/4P3/8/8/8"}')).matches
 */
export async function searchPgn(
  source: IndexSource,
  query: string | Query | QueryPlan,
  options?: SearchOptions,
): Promise<QueryAnswer> {
  const plan = query instanceof QueryPlan ? query : new QueryPlan(query);
  const tally = tallyOf(plan);
  let starts: Starts | undefined;
  const builder = new IndexBuilder({
    base: options?.base,
    pgn: options?.pgn,
    onRecord: (game, b) => {
      tally.games++;
      const plies = plan.matchGame(game, b.codes, starts!, tally);
      if (plies !== undefined) record(tally, plan, game, plies);
      b.forget();
    },
    stopAt: options?.stopAt,
  });
  // the one start asked for, read from its text (not every start met so far: a puzzle file has a start a game)
  starts = new Starts((i) => {
    const text = builder.starts[i]!;
    const cut = text.indexOf('\n');
    return { variant: text.slice(0, cut), fen: text.slice(cut + 1) };
  }, options);
  await visitPgn(source, builder, options?.pgn);
  return answerOf(tally);
}
