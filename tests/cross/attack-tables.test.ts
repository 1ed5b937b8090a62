/**
 * `@x/core`'s attack test against a brute force, on the variants the packages read: the built-ins of `@x/core` and
 * the sections of Fairy-Stockfish's variants.ini that convert complete; under `pnpm test:deep` also Fairy-Stockfish's
 * built-ins (`@x/fairy-variants` `builtinVariant`), the SjaakII variants of the shared files and the FBR rule sets of
 * `packages/fbr/test/fixtures`. In positions reached by seeded random play, `isAttacked` (the reverse attack tables,
 * and generated captures where the variant has capture rules) must agree with `attackersOf` (every piece of the side
 * generates its captures onto the square) on every square that does not hold a piece of the attacking side, for both
 * sides: a table wider than the captures puts a royal in check where no piece can take it, a narrower one misses a
 * check. By default one game each of a sample that shows every feature of the definitions (`coveringSample`,
 * `variantFeatures`); every definition, with more and longer games, under `pnpm test:deep`.
 */
import fs from 'node:fs';
import { compileVariant, parseSquareName, Position, type VariantDefinition } from '@x/core';
import {
  attackersOf,
  codeType,
  createMoveBuffer,
  generateLegalMoves,
  isAttacked,
  makeMove,
  pieceCode,
} from '@x/core/engine';
import { variants } from '@x/core/variant';
import { builtinVariant, FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { bySize, coveringSample, deep } from '../depth.js';
import { rng } from '../rng.js';
import { hasSharedData, readSharedData, sharedDataPath } from '../shared-data.js';
import { variantFeatures } from '../variant-features.js';
import { type FbrFixtureEntry, fbrFixtureVariant } from './helpers.js';
import { shippedSections } from '../../packages/fairy-variants/test/shared-data.js';

/**
 * Definitions whose pawns attack squares of their promotion zone they cannot move onto: `isAttacked` counts those
 * attacks, `attackersOf` (the captures a piece could make) does not, so their promotion zones are left out here.
 * Maharajah's pawns have no promotion choices (as in Fairy-Stockfish: in `2r1kb1r/3b1ppp/pq4nn/4p3/1pp5/8/1M1p4/8 w
 * k - 0 22` the amazon on b2 may go to neither c1 nor e1, in ffish 0.7.10 and `@x/core` alike); SjaakII chaturanga's
 * promote on each file to that file's piece, only while the side has fewer than its `max`.
 */
const ATTACKS_UNENTERABLE_ZONES = new Set([
  'ini/maharajah',
  'sjaak/variants-1.4.1.txt/chaturanga',
  'sjaak/variants-1.4.1-fork.txt/chaturanga',
]);

/** Per side, the squares of the promotion zones of that side's pieces (as `zone` squares name them). */
function promotionSquares(def: VariantDefinition): [Set<number>, Set<number>] {
  const out: [Set<number>, Set<number>] = [new Set(), new Set()];
  const { files, ranks } = def.board;
  for (const p of def.pieces) {
    for (const rule of [...(p.promotion ? [p.promotion] : []), ...(p.promotions ?? [])]) {
      const zone = def.zones?.[rule.zone];
      for (const [side, names] of [zone?.white ?? [], zone?.black ?? []].entries())
        for (const name of names) out[side]!.add(parseSquareName(name, files, ranks)!);
    }
  }
  return out;
}

/**
 * The pieces of side `by` that could capture on s: `attackersOf`, keeping those whose prison (if any) holds s
 * (a prisoned piece captures inside its prison only; its rides may pass outside, as in Fairy-Stockfish).
 */
function attackers(pos: Position, s: number, by: number, sources: Int32Array): number {
  const c = compileVariant(pos.variant);
  let n = 0;
  for (let i = 0, found = attackersOf(pos, s, by, sources); i < found; i++) {
    const prison = c.pieces.prison[by * c.stride + codeType(pieceCode(pos, sources[i]!))];
    if (!prison || prison[s]) n++;
  }
  return n;
}

/** The FBR rule sets of the fbr package's fixtures, each with the start and board its ffish fixture uses. */
function fbrRuleSets(): [string, VariantDefinition][] {
  const fixtures = new URL('../../packages/fairy-variants/test/fixtures/fbr-ini-perft.json', import.meta.url);
  const entries = JSON.parse(fs.readFileSync(fixtures, 'utf8')) as Record<string, FbrFixtureEntry>;
  return Object.entries(entries).map(([key, e]) => [`fbr/${key}`, fbrFixtureVariant(e)]);
}

/**
 * The definitions, by a name that says where each comes from: the core built-ins and the variants.ini sections, and
 * with `deep` the other three groups (their conversions alone take seconds).
 */
function definitions(deep: boolean): [string, VariantDefinition][] {
  const out: [string, VariantDefinition][] = Object.entries(variants).map(([k, v]) => [`core/${k}`, v]);
  if (deep) {
    for (const name of FAIRY_BUILTIN_NAMES) {
      const def = builtinVariant(name);
      if (def) out.push([`fsf/${name}`, def]);
    }
    out.push(...fbrRuleSets());
  }
  if (!hasSharedData) return out;
  // the conversions the fairy-variants tests of the same worker share
  for (const [name, c] of shippedSections()) if (c.complete) out.push([`ini/${name}`, c.variant!]);
  if (!deep) return out;
  for (const file of fs.readdirSync(sharedDataPath('sjaak')).filter((f) => f.endsWith('.txt'))) {
    for (const v of sjaak.parse(readSharedData('sjaak', file)).variants)
      out.push([`sjaak/${file}/${v.shortName}`, sjaak.toVariant(v).variant]);
  }
  return out;
}

/** Games and plies per definition: by default for the covering sample only, all definitions deep. */
const GAMES = bySize(1, 4);
const PLIES = bySize(30, 80);

/**
 * Plays `GAMES` random games (seeded by `name`) of up to `PLIES` plies of `def` and returns the first square (with
 * the position and both answers) where `isAttacked` and `attackers` disagree, or undefined; and how many positions
 * it tried.
 */
function firstDisagreement(name: string, def: VariantDefinition): [string | undefined, number] {
  const next = rng([...name].reduce((h, ch) => Math.imul(h, 31) + ch.charCodeAt(0), 7));
  const buf = createMoveBuffer();
  const sources = new Int32Array(buf.length);
  const size = def.board.files * def.board.ranks;
  const skipped = ATTACKS_UNENTERABLE_ZONES.has(name) ? promotionSquares(def) : undefined;
  let positions = 0;
  for (let g = 0; g < GAMES; g++) {
    const pos = Position.fromFen(def.startFen, def);
    for (let ply = 0; ply < PLIES; ply++) {
      positions++;
      for (let s = 0; s < size; s++) {
        for (let by = 0; by < 2; by++) {
          const code = pieceCode(pos, s);
          if ((code !== 0 && (code & 1) === by) || skipped?.[by]?.has(s)) continue;
          const tables = isAttacked(pos, s, by);
          const generated = attackers(pos, s, by, sources);
          if (tables !== generated > 0)
            return [
              `${pos.toFen()}: square ${s} by ${by}: isAttacked ${tables}, ${generated} attackers`,
              positions,
            ];
        }
      }
      const n = generateLegalMoves(pos, buf);
      if (n === 0) break;
      makeMove(pos, buf[Math.floor(next() * n)]!);
    }
  }
  return [undefined, positions];
}

describe('isAttacked equals the generated captures onto the square, on every variant read', () => {
  const all = definitions(deep);
  const sample = bySize(
    coveringSample(
      all.map(([, def]) => def),
      variantFeatures,
    ),
    new Set(all.map(([, def]) => def)),
  );

  it('reads the core built-ins and the variants.ini sections (deep: and the other groups)', () => {
    const groups = new Set(all.map(([name]) => name.slice(0, name.indexOf('/'))));
    const shared = hasSharedData ? ['ini', ...(deep ? ['sjaak'] : [])] : [];
    expect([...groups].sort()).toEqual([...(deep ? ['fbr', 'fsf'] : []), 'core', ...shared].sort());
    expect(all.length).toBeGreaterThan(
      (deep ? 100 : 10) + (hasSharedData ? 120 : 0) + (deep && hasSharedData ? 100 : 0),
    );
  });

  it.each(all.filter(([, def]) => sample.has(def)))('%s', (name, def) => {
    const [disagreement, positions] = firstDisagreement(name, def);
    expect(disagreement, name).toBeUndefined();
    expect(positions).toBeGreaterThan(0);
  });
});
