/** Shared helpers of the cross-package property suites. */
import fs from 'node:fs';
import { NotationError, Position, type BasePosition, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import * as fbr from '@x/fbr';
import fc from 'fast-check';
import { expect } from 'vitest';

/** A legal chess position reached by `plies` pseudo-random legal moves chosen by `picks`. */
export function randomPosition(picks: readonly number[]): BasePosition {
  const pos = Position.fromFen(
    variants.chess.startFen ?? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  );
  for (const pick of picks) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos.play(moves[pick % moves.length]!);
  }
  return pos;
}

/** Random legal chess positions (up to 60 plies from the start). */
export const positions = fc.array(fc.nat(), { maxLength: 60 }).map(randomPosition);

/** Runs `f`; a thrown error must be a located `NotationError`, never a foreign exception. */
export function documentedOrValue<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    expect(e).toBeInstanceOf(NotationError);
    const err = e as NotationError;
    expect(typeof err.code).toBe('string');
    expect(Number.isInteger(err.offset)).toBe(true);
    return undefined;
  }
}

/**
 * Texts of `texts` with one random edit each: up to `most` characters cut at a random place and a random
 * string of up to `most` characters inserted there.
 */
export function mutations(texts: fc.Arbitrary<string>, most = 6): fc.Arbitrary<string> {
  return fc
    .tuple(texts, fc.nat(), fc.string({ maxLength: most }), fc.nat({ max: most }))
    .map(([text, at, insert, cut]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + insert + text.slice(i + cut);
    });
}

/** What an entry of `@x/fairy-variants`' FBR fixture (`fbr-ini-perft.json`) says of its rule set. */
export interface FbrFixtureEntry {
  /** The rule set's file in `packages/fbr/test/fixtures/rulesets`. */
  readonly ruleset?: string;
  readonly notation?: 'betza';
  readonly startFen?: string;
  readonly board?: string;
}

/** The definition `@x/fbr` compiles from the rule set of an FBR fixture entry, with the entry's start and board. */
export function fbrFixtureVariant(e: FbrFixtureEntry): VariantDefinition {
  const text = fs.readFileSync(
    new URL(`../../packages/fbr/test/fixtures/rulesets/${e.ruleset}`, import.meta.url),
    'utf8',
  );
  const set = fbr.parse(text, e.notation ? { notation: e.notation } : {});
  return fbr.toVariant(set, { startFen: e.startFen!, ...(e.board ? { board: e.board } : {}) }).variant;
}
