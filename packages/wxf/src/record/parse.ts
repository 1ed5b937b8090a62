/**
 * `parse`: a record of moves read into a `WxfGame` — a numbered move list in any notation of `@x/wxf` (with
 * PGN tags, comments and variations, as pychess-variants and Fairy-Stockfish export games), or a UCCI
 * `position fen … moves …` / `position startpos moves …` line with ICCS moves, or a WXF file in its classic layout
 * (`FORMAT WXF`, header lines, the moves between `START{` and `}END`: `classic.ts`). Each move is checked on the
 * position it is played in; the first one that is not a legal move throws, located in the text.
 */
import { Position, type Result, toResult, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { lineColumn } from '@x/core/notation';
import { WxfError, type WxfErrorCode } from '../errors.js';
import { wxfLimits, type WxfLimits } from '../limits.js';
import { resolveMove } from '../move.js';
import { promotedSquares } from '../thai/promoted.js';
import { isXiangqiBoard, type WxfMoveNotation } from '../notation.js';
import type { ParseOptions, WxfDiagnostic, WxfGame } from '../types.js';
import { classicTokens, isClassicWxf } from './classic.js';
import { recordTokens } from './lexer.js';
import { recordVariant, variantNamed } from './variant.js';

/** Tags `@x/wxf` reads (`Variant`, `FEN`) or that every PGN game has; others are reported as `info`. */
const KNOWN_TAGS = new Set([
  'Event',
  'Site',
  'Date',
  'Round',
  'White',
  'Black',
  'Result',
  'FEN',
  'SetUp',
  'Variant',
]);

interface Reader {
  readonly text: string;
  readonly limits: WxfLimits;
  readonly strict: boolean;
  readonly notation: WxfMoveNotation | undefined;
  /** The squares of the mets promoted from pawns so far (Thai notation writes them ง), followed move by move. */
  promoted: ReadonlySet<string>;
  readonly warn: (
    code: WxfErrorCode,
    message: string,
    offset: number,
    length: number,
    severity?: 'warning' | 'info',
  ) => void;
}

function startPosition(
  fen: string,
  variant: VariantDefinition,
  offset: number,
  length: number,
  text: string,
): BasePosition {
  try {
    return Position.fromFen(fen, variant);
  } catch (error) {
    throw new WxfError(
      'invalid-fen',
      `not a ${variant.id} FEN: ${(error as Error).message}`,
      offset,
      length,
      text,
    );
  }
}

function play(
  r: Reader,
  pos: BasePosition,
  token: string,
  offset: number,
  moves: string[],
  notation: WxfMoveNotation | undefined,
): void {
  if (moves.length >= r.limits.maxMoves)
    throw new WxfError(
      'too-many-moves',
      `a record has at most ${r.limits.maxMoves} moves`,
      offset,
      token.length,
      r.text,
    );
  try {
    const m = resolveMove(pos, token, {
      ...(notation && { notation }),
      mode: r.strict ? 'strict' : 'lenient',
      maxTokenLength: r.limits.maxTokenLength,
      promoted: r.promoted,
    });
    moves.push(pos.uci(pos.decodeMove(m)));
    r.promoted = promotedSquares(pos, m, r.promoted);
    pos.playEncoded(m);
  } catch (error) {
    if (!(error instanceof WxfError)) throw error;
    throw new WxfError(
      error.code,
      `move ${moves.length + 1}: ${error.message}`,
      offset,
      token.length,
      r.text,
    );
  }
}

/** The words of a text with their offsets. */
function words(text: string): { text: string; offset: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], offset: m.index }));
}

function ucciLine(r: Reader, variant: VariantDefinition): WxfGame {
  const list = words(r.text);
  let i = 1;
  let fen = variant.startFen;
  let fenAt = 0;
  let fenLength = 0;
  if (list[i]?.text === 'fen') {
    const first = ++i;
    while (i < list.length && list[i]!.text !== 'moves') i++;
    if (i === first)
      throw new WxfError('invalid-position-line', "'fen' needs a FEN", list[first - 1]!.offset, 3, r.text);
    fenAt = list[first]!.offset;
    fenLength = list[i - 1]!.offset + list[i - 1]!.text.length - fenAt;
    fen = r.text.slice(fenAt, fenAt + fenLength);
  } else if (list[i]?.text === 'startpos') i++;
  else {
    const at = list[i] ?? list[0]!;
    throw new WxfError(
      'invalid-position-line',
      "'position' is followed by 'startpos' or 'fen'",
      at.offset,
      at.text.length,
      r.text,
    );
  }
  const pos = startPosition(fen, variant, fenAt, fenLength, r.text);
  const start = pos.toFen();
  const moves: string[] = [];
  if (i < list.length) {
    if (list[i]!.text !== 'moves')
      throw new WxfError(
        'invalid-position-line',
        "expected 'moves'",
        list[i]!.offset,
        list[i]!.text.length,
        r.text,
      );
    for (const w of list.slice(i + 1))
      play(r, pos, w.text, w.offset, moves, r.notation ?? (isXiangqiBoard(pos) ? 'iccs' : 'uci'));
  }
  return { variant: recordVariant(variant), fen: start, moves, tags: [] };
}

function movetext(r: Reader, fallback: VariantDefinition): WxfGame {
  const tags: [string, string][] = [];
  const moves: string[] = [];
  let pos: BasePosition | undefined;
  let variant = fallback;
  let fen: { value: string; offset: number; length: number } | undefined;
  let result: string | undefined;
  const tokens = isClassicWxf(r.text) ? classicTokens(r.text, r.limits) : recordTokens(r.text, r.limits);
  for (const t of tokens) {
    if (t.kind === 'tag') {
      if (pos !== undefined)
        throw new WxfError('unexpected-token', 'a tag after the moves', t.offset, t.length, r.text);
      if (t.name === 'Variant') {
        const named = variantNamed(t.value);
        if (named === undefined)
          throw new WxfError(
            'unsupported-variant',
            `@x/core plays no variant '${t.value}'`,
            t.offset,
            t.length,
            r.text,
          );
        variant = named;
      } else if (t.name === 'FEN') fen = { value: t.value, offset: t.offset, length: t.length };
      else if (t.name !== 'SetUp') tags.push([t.name, t.value]);
      if (!KNOWN_TAGS.has(t.name))
        r.warn('unknown-tag', `tag '${t.name}' is kept but not used`, t.offset, t.length, 'info');
      continue;
    }
    pos ??= startPosition(
      fen?.value ?? variant.startFen,
      variant,
      fen?.offset ?? 0,
      fen?.length ?? 0,
      r.text,
    );
    if (t.kind === 'number') continue;
    if (t.kind === 'variation') {
      if (r.strict)
        throw new WxfError('variation-skipped', 'variations are not read', t.offset, t.length, r.text);
      r.warn('variation-skipped', 'a variation is skipped', t.offset, t.length);
    } else if (t.kind === 'result') {
      if (result !== undefined)
        throw new WxfError('unexpected-token', 'a second result', t.offset, t.length, r.text);
      result = t.text;
      checkResultTag(r, tags, t);
    } else {
      if (result !== undefined)
        throw new WxfError('unexpected-token', 'a move after the result', t.offset, t.length, r.text);
      const numbered = /^(\d+\.+)(.+)$/.exec(t.text);
      const bare = numbered && !/^\d\d[.=+-]\d$/.test(t.text) ? numbered[2]! : t.text;
      play(r, pos, bare, t.offset + t.text.length - bare.length, moves, r.notation);
    }
  }
  pos ??= startPosition(fen?.value ?? variant.startFen, variant, fen?.offset ?? 0, fen?.length ?? 0, r.text);
  const game: WxfGame = { variant: recordVariant(variant), fen: startFenOf(pos, moves), moves, tags };
  return result === undefined ? game : { ...game, result };
}

/**
 * A result token `token` that says another result than the `Result` tag (neither `*`): a warning
 * (`result-mismatch`), an error in strict mode. The game keeps the token's result, the tags the tag's.
 */
function checkResultTag(
  r: Reader,
  tags: readonly (readonly [string, string])[],
  token: { readonly text: string; readonly offset: number; readonly length: number },
): void {
  const tag = tags.find(([name]) => name === 'Result')?.[1];
  if (tag === undefined || tag === '*' || token.text === '*' || tag === token.text) return;
  const message = `the moves end in ${token.text}, the Result tag says ${tag}`;
  if (r.strict) throw new WxfError('result-mismatch', message, token.offset, token.length, r.text);
  r.warn('result-mismatch', message, token.offset, token.length);
}

/** The FEN of the position `pos` was before `moves` (taken back and replayed). */
function startFenOf(pos: BasePosition, moves: readonly string[]): string {
  const copy = pos.clone();
  for (let i = 0; i < moves.length; i++) copy.undo();
  return copy.toFen();
}

function resolveVariant(option: ParseOptions['variant']): VariantDefinition {
  if (option === undefined) return variants.xiangqi;
  if (typeof option !== 'string') return option;
  const named = variantNamed(option);
  if (named === undefined) throw new WxfError('unsupported-variant', `@x/core plays no variant '${option}'`);
  return named;
}

/**
 * A record read into a `WxfGame` (see the module comment). Throws `WxfError` located in `text` at the first
 * fault; warnings of a lenient parse go to `options.onWarning`.
 */
export function parse(text: string, options: ParseOptions = {}): WxfGame {
  if (typeof text !== 'string') throw new TypeError('@x/wxf parse: text must be a string');
  const limits = wxfLimits(options.limits);
  if (text.length > limits.maxLength)
    throw new WxfError(
      'input-too-long',
      `a record is at most ${limits.maxLength} characters`,
      0,
      text.length,
    );
  const variant = resolveVariant(options.variant);
  const onWarning = options.onWarning;
  const reader: Reader = {
    text,
    limits,
    strict: options.mode === 'strict',
    notation: options.notation,
    promoted: new Set(),
    warn: (code, message, offset, length, severity = 'warning') => {
      if (onWarning === undefined) return;
      const diagnostic: WxfDiagnostic = {
        severity,
        code,
        message,
        offset,
        length,
        ...lineColumn(text, offset),
      };
      onWarning(diagnostic);
    },
  };
  return /^\s*position\s/.test(text) ? ucciLine(reader, variant) : movetext(reader, variant);
}

/** `parse` that returns a `Result` instead of throwing `WxfError`. */
export function safeParse(text: string, options?: ParseOptions): Result<WxfGame, WxfError> {
  return toResult(WxfError, () => parse(text, options));
}
