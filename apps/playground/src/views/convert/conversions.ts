/** The converter's conversions: each takes the input text and the view's options and returns output or an error. */
import { Position, parseFen, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import * as icn from '@x/icn';
import { fromJson, toJson } from '@x/icn/json';
import { MovetextWriter, replay, stringify as stringifySan } from '@x/san';
import type { Highlight } from '../../components/input/Editor';
import { type ShownError, shownError } from '../../components/output/ErrorBox';
import { EXAMPLES } from '../../lib/examples';
import { chessSquareOf, embedChessSetup, icnMoveOf } from '../../lib/position/fenToIcn';
import {
  type Clocks,
  feenToFen,
  feenToIcn,
  fenToFeen,
  fenToIcn,
  icnToFeen,
  icnToFen,
} from '../../lib/position/positionConvert';

/** Every conversion the view offers, with its label. */
export const CONVERSIONS = [
  ['fen-feen', 'FEN → FEEN'],
  ['fen-icn', 'FEN → ICN'],
  ['feen-fen', 'FEEN → FEN'],
  ['feen-icn', 'FEEN → ICN'],
  ['icn-fen', 'ICN → FEN (pieces inside the board)'],
  ['icn-feen', 'ICN → FEEN (pieces inside the board)'],
  ['san-icn', 'SAN movetext → ICN moves'],
  ['icn-san', 'ICN moves → SAN movetext'],
  ['icn-json', 'ICN → JSON model (@x/icn/json)'],
  ['json-icn', 'JSON model → ICN'],
] as const;
/** A conversion id (`fen-feen`). */
export type Conversion = (typeof CONVERSIONS)[number][0];

/** Position conversions: they take a variant; the others are chess games or ICN's JSON model. */
export const POSITION_CONVERSIONS: ReadonlySet<Conversion> = new Set([
  'fen-feen',
  'fen-icn',
  'feen-fen',
  'feen-icn',
  'icn-fen',
  'icn-feen',
]);

/** The built-in variants of `@x/core`, by id. */
export const VARIANT_IDS = Object.keys(variants) as (keyof typeof variants)[];

/** A built-in variant by id (chess when unknown). */
export function variantOf(id: string): VariantDefinition {
  return (VARIANT_IDS as string[]).includes(id) ? variants[id as keyof typeof variants] : variants.chess;
}

/** The options a conversion reads. */
export interface ConvertOptions {
  readonly variant: VariantDefinition;
  /** Clocks for FEEN input (FEEN has none). */
  readonly clocks: Clocks;
  /** Keep the finite board as ICN's world border. */
  readonly border: boolean;
  /** Start FEN of SAN ⇄ ICN move conversions. */
  readonly startFen: string;
}

/** A conversion's result: output (with the clocks FEEN cannot hold, for FEEN output) or an error. */
export interface Converted {
  readonly output?: string;
  readonly clocks?: Clocks;
  readonly error?: ShownError;
  readonly highlight?: Highlight;
}

function fail(e: unknown): Converted {
  const error = shownError(e);
  return {
    error,
    ...(error.offset !== undefined ? { highlight: { offset: error.offset, length: error.length ?? 0 } } : {}),
  };
}

function positionConversion(kind: Conversion, text: string, o: ConvertOptions): Converted {
  switch (kind) {
    case 'fen-feen': {
      const r = fenToFeen(text, o.variant);
      return { output: r.feen, clocks: r.clocks };
    }
    case 'fen-icn':
      return { output: fenToIcn(text, o.variant, o.border) };
    case 'feen-fen':
      return { output: feenToFen(text, o.variant, o.clocks) };
    case 'feen-icn':
      return { output: feenToIcn(text, o.variant, o.clocks, o.border) };
    case 'icn-fen':
      return { output: icnToFen(text, o.variant) };
    default: {
      const r = icnToFeen(text, o.variant);
      return { output: r.feen, clocks: r.clocks };
    }
  }
}

function startPosition(fen: string): BasePosition {
  return Position.fromSetup(parseFen(fen.trim()));
}

function jsonToIcn(text: string): Converted {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail({ code: 'json-syntax', message: e instanceof Error ? e.message : String(e) });
  }
  try {
    return { output: icn.stringify(fromJson(value)) };
  } catch (e) {
    // the model's errors name a JSON path: show it, and highlight the key it ends in
    const error = shownError(e);
    const key = error.path?.split('.').pop() ?? '';
    const at = key ? text.indexOf(JSON.stringify(key)) : -1;
    return {
      error: { code: error.code, message: error.message, path: error.path },
      ...(at >= 0 ? { highlight: { offset: at, length: key.length + 2 } } : {}),
    };
  }
}

function sanToIcn(text: string, o: ConvertOptions): Converted {
  const start = startPosition(o.startFen);
  const r = replay(start, text);
  if (!r.success) return fail(r.error);
  const pos = start.clone();
  const moves = r.data.moves.map((m) => {
    if (!('from' in m) || m.from === undefined) {
      throw Object.assign(new Error('a pass or a drop has no ICN move'), { code: 'unsupported' });
    }
    const move = icnMoveOf(m, pos.turn);
    pos.play(m);
    return icn.stringifyMove(move);
  });
  const game = { ...embedChessSetup(start.toSetup(), o.border), moves: [] };
  return { output: `${icn.stringify(game)} ${moves.join('|')}`.trim() };
}

function icnToSan(text: string, o: ConvertOptions): Converted {
  const parsed = icn.safeParse(text);
  if (!parsed.success) return fail(parsed.error);
  const pos = startPosition(o.startFen);
  const out = new MovetextWriter({
    firstMoveNumber: pos.toSetup().fullmoves,
    blackFirst: pos.turn !== 'white',
  });
  for (const [i, m] of parsed.data.moves.entries()) {
    const from = chessSquareOf(m.start[0], m.start[1]);
    const to = chessSquareOf(m.end[0], m.end[1]);
    const move = pos
      .legalMoves()
      .find(
        (x) =>
          x.from === from && x.to === to && (x.promotion ?? undefined) === (m.promotion?.type ?? undefined),
      );
    if (!move) {
      return fail({
        code: 'illegal-move',
        message: `move ${i + 1} is not a legal chess move here`,
        ...(m.span ? { offset: m.span.offset, length: m.span.length } : {}),
      });
    }
    out.move(stringifySan(move, pos));
    pos.play(move);
  }
  return { output: out.value() };
}

/** Runs one conversion; every failure becomes an error with its code (and span in the input, when known). */
export function convert(kind: Conversion, text: string, options: ConvertOptions): Converted {
  try {
    if (POSITION_CONVERSIONS.has(kind)) return positionConversion(kind, text, options);
    switch (kind) {
      case 'icn-json': {
        const r = icn.safeParse(text);
        if (!r.success) return fail(r.error);
        return { output: JSON.stringify(toJson(r.data), null, 2) };
      }
      case 'json-icn':
        return jsonToIcn(text);
      case 'san-icn':
        return sanToIcn(text, options);
      default:
        return icnToSan(text, options);
    }
  } catch (e) {
    return fail(e);
  }
}

/** A sample input of a conversion in a variant (the variant's start position for position conversions). */
export function sampleOf(kind: Conversion, variant: VariantDefinition): string {
  const start = variant.startFen;
  const safely = (f: () => string, fallback: string) => {
    try {
      return f();
    } catch {
      return fallback;
    }
  };
  switch (kind) {
    case 'fen-feen':
    case 'fen-icn':
      return start;
    case 'feen-fen':
    case 'feen-icn':
      return safely(() => fenToFeen(start, variant).feen, EXAMPLES.feen);
    case 'icn-fen':
    case 'icn-feen':
      return safely(() => fenToIcn(start, variant, true), EXAMPLES.icn);
    case 'san-icn':
      return '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O';
    case 'icn-san':
      return '5,2>5,4|5,7>5,5|7,1>6,3|2,8>3,6';
    case 'icn-json':
      return EXAMPLES.icnGame;
    default:
      return '{"turn":"white","moveRule":"0/100","fullMove":1,"startingPosition":{"5,1":"kingsW","5,8":"kingsB","1,1":"rooksW"},"specialRights":{"5,1":true,"1,1":true},"moves":["1,1>1,7"]}';
  }
}
