/**
 * The corpus and the check of the SAN round trip over every move kind (issue #90, finding 4): the built-in variants
 * of `@x/core`, the FBR page's rule sets that `@x/fbr` converts `complete`, and the sections of Fairy-Stockfish's
 * `variants.ini` (shared data, read in place) that `@x/fairy-variants` converts `complete`; along seeded random
 * games, every legal move is written by `stringify`, read back by `resolve` (strict and lenient) and by
 * `parse` + `formatSan`, and must come back as the same move.
 */
import fs from 'node:fs';
import { Position, type BasePosition, type Move, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import * as fbr from '@x/fbr';
import { builtinVariant, FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import { formatSan, parse, resolve, type SanMove, sanOptionsOf, stringify } from '@x/san';
import { rng } from '../rng.js';
import { shippedSections } from '../../packages/fairy-variants/test/shared-data.js';

/** One variant of the corpus: its group and name, and the definition. */
export interface CorpusEntry {
  readonly group: 'core' | 'fbr' | 'fsf' | 'fsf-builtin';
  readonly name: string;
  readonly variant: VariantDefinition;
}

/** The built-in variants of `@x/core`. */
export function builtinEntries(): CorpusEntry[] {
  return Object.entries(variants).map(([name, variant]) => ({ group: 'core', name, variant }));
}

/** Fairy-Stockfish's built-in variants, as `@x/fairy-variants` gives them (isolation, the shogis, …). */
export function fairyBuiltinEntries(): CorpusEntry[] {
  return [...FAIRY_BUILTIN_NAMES].flatMap((name) => {
    const variant = builtinVariant(name);
    return variant === undefined ? [] : [{ group: 'fsf-builtin' as const, name, variant }];
  });
}

/** The FBR page's rule sets (`packages/fbr/test/fixtures/page-examples.txt`) that convert `complete`. */
export function fbrPageEntries(): CorpusEntry[] {
  const page = fs.readFileSync(
    new URL('../../packages/fbr/test/fixtures/page-examples.txt', import.meta.url),
    'utf8',
  );
  const out: CorpusEntry[] = [];
  for (const line of page.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const conversion = fbr.toVariant(fbr.parse(line, { mode: 'lenient' }));
    if (conversion.complete) out.push({ group: 'fbr', name: line, variant: conversion.variant });
  }
  return out;
}

/**
 * The sections of Fairy-Stockfish's `variants.ini` that convert `complete` (none when the shared data is absent): the
 * worker's conversions (`shippedSections`), which the ffish and attack-table files of the worker read too.
 */
export function fairyIniEntries(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const [name, c] of shippedSections())
    if (c.complete) out.push({ group: 'fsf', name, variant: c.variant! });
  return out;
}

/** A move as one comparable string: every field, in a fixed order. */
export function fullMoveKey(move: SanMove): string {
  return JSON.stringify(Object.fromEntries(Object.entries(move).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** One move that did not come back: where, which, what was written and what came back (or the error). */
export interface RoundTripFailure {
  readonly fen: string;
  readonly move: string;
  readonly san: string;
  readonly back: string;
}

/** What a game's check saw: legal moves checked, and those that failed. */
export interface RoundTripCount {
  checked: number;
  readonly failures: RoundTripFailure[];
}

/** What a call threw, as `stage Name code: message`. */
function thrown(stage: string, e: unknown): string {
  const error = e as Error & { code?: string };
  return `${stage} ${error.name} ${error.code}: ${error.message}`;
}

/**
 * Why a move failed, or undefined when it round-trips: `stringify`, then `resolve` in lenient mode and `parse` +
 * `formatSan`, then `resolve` in strict mode (a strict failure is reported only where the others hold).
 */
function roundTripFault(pos: BasePosition, move: Move): { san: string; back: string } | undefined {
  let san: string;
  try {
    san = stringify(move, pos);
  } catch (e) {
    return { san: '', back: thrown('stringify', e) };
  }
  const key = fullMoveKey(move);
  try {
    const lenient = fullMoveKey(resolve(san, pos));
    if (lenient !== key) return { san, back: `lenient ${lenient}` };
  } catch (e) {
    return { san, back: thrown('lenient', e) };
  }
  try {
    const options = sanOptionsOf(pos.variant);
    const printed = formatSan(parse(san, options), options);
    if (printed !== san) return { san, back: `formatSan ${printed}` };
  } catch (e) {
    return { san, back: thrown('formatSan', e) };
  }
  try {
    const strict = fullMoveKey(resolve(san, pos, { mode: 'strict' }));
    return strict === key ? undefined : { san, back: `strict ${strict}` };
  } catch (e) {
    return { san, back: thrown('strict', e) };
  }
}

/**
 * Plays `games` seeded random games of at most `plies` plies from the variant's start position and checks every
 * legal move of every position on the way; stops a game at its end, and every game once `maxMoves` moves are checked
 * (whole positions). The start position must load.
 */
export function roundTripGames(
  variant: VariantDefinition,
  games: number,
  plies: number,
  maxMoves = Number.POSITIVE_INFINITY,
): RoundTripCount {
  const count: RoundTripCount = { checked: 0, failures: [] };
  for (let seed = 1; seed <= games; seed++) {
    const random = rng(seed);
    let pos: BasePosition = Position.fromFen(variant.startFen!, variant);
    for (let ply = 0; ply < plies && count.checked < maxMoves; ply++) {
      if (pos.outcome() !== undefined) break;
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      for (const move of moves) {
        count.checked++;
        const fault = roundTripFault(pos, move);
        if (fault) count.failures.push({ fen: pos.toFen(), move: fullMoveKey(move), ...fault });
      }
      pos = pos.play(moves[Math.floor(random() * moves.length)]!);
    }
  }
  return count;
}
