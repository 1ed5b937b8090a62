/** fast-check arbitraries of normalised ICN games (what `parse` returns for canonical text), for property tests. */
import fc from 'fast-check';
import { DEFAULT_PROMOTIONS } from '../src/pieces.js';
import { uniquePlayers } from '../src/rules.js';
import { type StringifyOptions, TAG_ORDER } from '../src/stringify.js';
import { positionForTags } from '../src/variants.js';
import {
  type IcnGame,
  type IcnMove,
  type JsonObject,
  LIVE_WIN_CONDITIONS,
  PIECE_TYPES,
  PLAYERS,
  type IcnPiece,
  type InfinitePieceType,
  type Player,
  type IcnPromotionRule,
  type IcnSquare,
} from '../src/types.js';

/** A coordinate up to ±10^digits. */
export const coord = (digits = 50): fc.Arbitrary<bigint> =>
  fc.oneof(
    fc.bigInt({ min: -20n, max: 20n }),
    fc.bigInt({ min: -(10n ** BigInt(digits)), max: 10n ** BigInt(digits) }),
  );

export const square = (digits = 50): fc.Arbitrary<IcnSquare> => fc.tuple(coord(digits), coord(digits));

const player = fc.constantFrom(...PLAYERS);
const pieceRef = fc.record({ type: fc.constantFrom(...PIECE_TYPES), player });
const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  minLength: 1,
  maxLength: 12,
});
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));

const turnOrders: Player[][] = [
  ['white', 'black'],
  ['black', 'white'],
  ['white', 'black', 'red'],
  ['red', 'white', 'blue', 'black'],
  ['white', 'black', 'white'],
];

const move = (digits: number): fc.Arbitrary<IcnMove> =>
  fc
    .record(
      {
        start: square(digits),
        end: square(digits),
        promotion: pieceRef,
        piece: pieceRef,
        capture: fc.constant(true as const),
        check: fc.constantFrom('check' as const, 'mate' as const),
        nag: fc.constantFrom('!', '?', '!!', '??', '!?', '?!'),
        comment: text,
        clockStamp: fc.integer({ min: 0, max: 36_000_000 }).map((n) => n * 100),
      },
      { requiredKeys: ['start', 'end'] },
    )
    .map((m) => m as IcnMove);

function promotionRule(): fc.Arbitrary<IcnPromotionRule> {
  const nonDefault = fc
    .uniqueArray(fc.constantFrom(...PIECE_TYPES), { minLength: 1, maxLength: 6 })
    .filter((a) => !(a.length === 4 && DEFAULT_PROMOTIONS.every((d) => a.includes(d))));
  return fc.oneof(
    fc.constant({ ranks: [], allowed: [] }),
    fc.record({
      ranks: fc.uniqueArray(coord(20), { minLength: 1, maxLength: 3 }),
      allowed: fc.oneof(fc.constant([...DEFAULT_PROMOTIONS] as InfinitePieceType[]), nonDefault),
    }),
  );
}

/** A game as `parse` returns it for canonical text (spans and warnings aside). */
export function game(options: { digits?: number; extras?: boolean } = {}): fc.Arbitrary<IcnGame> {
  const digits = options.digits ?? 50;
  return fc
    .record({
      tags: fc.uniqueArray(fc.constantFrom(...TAG_ORDER.filter((t) => t !== 'Variant'), 'Opening'), {
        maxLength: 4,
      }),
      tagValue: text,
      turnOrder: fc.constantFrom(...turnOrders),
      enPassant: fc.option(square(digits), { nil: undefined }),
      moveRule: fc.option(
        fc
          .integer({ min: 1, max: 10_000 })
          .chain((limit) =>
            fc.record({ state: fc.integer({ min: 0, max: limit }), limit: fc.constant(limit) }),
          ),
        { nil: undefined },
      ),
      fullMove: fc.integer({ min: 1, max: 100_000 }),
      promotions: fc.option(fc.array(promotionRule(), { minLength: 4, maxLength: 4 }), { nil: undefined }),
      border: fc.option(fc.array(fc.option(coord(digits), { nil: null }), { minLength: 4, maxLength: 4 }), {
        nil: undefined,
      }),
      win: fc.array(fc.uniqueArray(fc.constantFrom(...LIVE_WIN_CONDITIONS), { minLength: 1, maxLength: 3 }), {
        minLength: 4,
        maxLength: 4,
      }),
      sameWin: fc.boolean(),
      extras:
        options.extras === false
          ? fc.constant(undefined)
          : fc.option(
              fc.record(
                {
                  slideLimit: fc.bigInt({ min: 1n, max: 10n ** 30n }),
                  cannotPassTurn: fc.boolean(),
                  note: text,
                },
                { requiredKeys: [] },
              ),
              { nil: undefined },
            ),
      squares: fc.option(fc.array(square(digits), { minLength: 1, maxLength: 3 }), { nil: undefined }),
      rays: fc.option(
        fc.array(fc.record({ start: square(digits), vector: square(3) }), { minLength: 1, maxLength: 3 }),
        { nil: undefined },
      ),
      position: fc.option(
        fc.uniqueArray(fc.record({ ref: pieceRef, square: square(digits), specialRight: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
          selector: (p) => `${p.square[0]},${p.square[1]}`,
        }),
        { nil: undefined },
      ),
      moves: fc.array(move(digits), { maxLength: 8 }),
      variant: fc.option(fc.constantFrom('Classical', 'Chess', 'Pawn Horde', 'Omega'), { nil: undefined }),
    })
    .map((r) => {
      const players = uniquePlayers(r.turnOrder);
      const metadata = Object.create(null) as Record<string, string>;
      for (const t of r.tags) metadata[t] = r.tagValue;
      const g: { -readonly [K in keyof IcnGame]: IcnGame[K] } = {
        metadata,
        turnOrder: r.turnOrder,
        fullMove: r.fullMove,
        winConditions: Object.fromEntries(players.map((p, k) => [p, r.sameWin ? r.win[0]! : r.win[k]!])),
        moves: r.moves,
      };
      const last = r.turnOrder[r.turnOrder.length - 1];
      if (r.enPassant && (last === 'white' || last === 'black')) g.enPassant = r.enPassant;
      if (r.moveRule) g.moveRule = r.moveRule;
      if (r.promotions) g.promotions = Object.fromEntries(players.map((p, k) => [p, r.promotions![k]!]));
      if (r.border) {
        const [left, right, bottom, top] = r.border as [
          bigint | null,
          bigint | null,
          bigint | null,
          bigint | null,
        ];
        const lr = left !== null && right !== null && left > right ? [right, left] : [left, right];
        const bt = bottom !== null && top !== null && bottom > top ? [top, bottom] : [bottom, top];
        g.worldBorder = { left: lr[0]!, right: lr[1]!, bottom: bt[0]!, top: bt[1]! };
      }
      if (r.extras && Object.keys(r.extras).length > 0) {
        const e = Object.create(null) as Record<string, unknown>;
        Object.assign(e, r.extras);
        g.extras = e as JsonObject;
      }
      if (r.squares) g.presetSquares = r.squares;
      if (r.rays) g.presetRays = r.rays.filter((x) => x.vector[0] !== 0n || x.vector[1] !== 0n);
      if (g.presetRays?.length === 0) delete g.presetRays;
      if (r.position) {
        g.position = r.position.map(
          (p): IcnPiece => ({ ...p.ref, square: p.square, specialRight: p.specialRight }),
        );
      } else if (r.variant !== undefined) {
        metadata['Variant'] = r.variant;
        const v = positionForTags(metadata);
        if (v !== undefined && 'position' in v) {
          g.position = v.position;
          g.positionFromVariant = true;
        }
      }
      return g as IcnGame;
    });
}

/** A game without source spans and warnings (what model equality compares). */
export function withoutSpans(g: IcnGame): IcnGame {
  const { diagnostics: _w, ...rest } = g;
  return { ...rest, moves: g.moves.map(({ span: _s, ...m }) => m) };
}

/** A stringify style: `compact` and `moveNumbers` at random, and `newlines` too unless `newlines` is false. */
export function writeStyle(newlines = true): fc.Arbitrary<StringifyOptions> {
  const flags = { compact: fc.boolean(), moveNumbers: fc.boolean() };
  return newlines ? fc.record({ ...flags, newlines: fc.boolean() }) : fc.record(flags);
}
