/**
 * One move, read or written in any notation of `@x/wxf`: `parseMove(position, token)` returns the `@x/core`
 * move a token names (what a PGN reader calls per move token), `stringifyMove(position, move, options)` its text.
 */
import { type Move, type Result, toResult, type BasePosition } from '@x/core';
import { codeType, engineLayout, generateMovesFrom, moveTarget, pieceCode, decodeMove } from '@x/core/engine';
import { readChinese } from './chinese/read.js';
import { writeChinese } from './chinese/write.js';
import { matchDescription, type MoveDescription } from './describe.js';
import { WxfError } from './errors.js';
import { readIccs, writeIccs } from './iccs.js';
import { readJanggi, writeJanggi } from './janggi.js';
import { defaultNotation, detectNotation, type WxfMoveNotation, writesFor } from './notation.js';
import { wxfLetters, WXF_LETTER_OF_INPUT } from './pieces.js';
import { moveBuffer } from './scratch.js';
import { matchThai } from './thai/read.js';
import { writeThai } from './thai/write.js';
import { readWxf } from './wxf/read.js';
import { type WxfStyle, writeWxf } from './wxf/write.js';

/** Options of `parseMove`. */
export interface ParseMoveOptions {
  /** The notation of the token; by default found from its characters and shape . */
  readonly notation?: WxfMoveNotation;
  /** `strict` refuses Chinese numerals of the wrong side (red writes 一…九, black 1…9); `lenient` (default) reads them. */
  readonly mode?: 'strict' | 'lenient';
  /** Longest token read (default 32). */
  readonly maxTokenLength?: number;
  /**
   * Thai only: squares of mets promoted from pawns (written ง; `promotedSquares` tracks them). Without it no met
   * was a pawn, as for `stringifyMove`: a leading ง is a pawn's file where that names a move, else a met.
   */
  readonly promoted?: ReadonlySet<string>;
}

/** Options of `stringifyMove`. */
export interface StringifyMoveOptions {
  /** The notation to write; by default the variant's (janggi for janggi, Thai SAN for makruk, else WXF). */
  readonly notation?: WxfMoveNotation;
  /** WXF only: Fairy-Stockfish's form (`'fsf'`, default: `C2=5`, `R+=4`, `15+1`) or the federation's (`'wxf'`: `C2.5`, `P+.4`, `++.4`). */
  readonly style?: WxfStyle;
  /** Thai only: squares of mets promoted from pawns, written ง (a position does not record them; `promotedSquares` tracks them). */
  readonly promoted?: ReadonlySet<string>;
}

function fail(code: ConstructorParameters<typeof WxfError>[0], message: string, token: string): never {
  throw new WxfError(code, message, 0, token.length, token);
}

function one(found: readonly number[], token: string): number {
  if (found.length === 1) return found[0]!;
  if (found.length === 0) fail('illegal-move', `no legal move is written '${token}'`, token);
  fail('ambiguous-move', `'${token}' fits ${found.length} legal moves`, token);
}

function byDescriptions(pos: BasePosition, readings: readonly MoveDescription[], token: string): number {
  if (readings.length === 0) fail('syntax', `'${token}' is not a move in this notation`, token);
  let last: number[] = [];
  for (const d of readings) {
    const found = matchDescription(pos, d);
    if (found.length === 1) return found[0]!;
    if (found.length > 1 || last.length === 0) last = found;
  }
  return one(last, token);
}

function bySquares(pos: BasePosition, from: number, to: number, token: string, letter?: string): number {
  const buf = moveBuffer(pos, 0);
  // only the moves of the piece on the origin are generated and tried (`generateMovesFrom`)
  const n = generateMovesFrom(pos, from, buf);
  const found: number[] = [];
  for (let i = 0; i < n; i++) if (moveTarget(buf[i]!) === to) found.push(buf[i]!);
  if (letter !== undefined && found.length > 0) {
    const want = WXF_LETTER_OF_INPUT.get(letter) ?? letter;
    if (wxfLetters(pos)[codeType(pieceCode(pos, from))] !== want)
      fail('illegal-move', `'${token}': the piece on its origin is not a ${letter}`, token);
  }
  return one(found, token);
}

function chinese(pos: BasePosition, token: string, strict: boolean): number {
  const reading = readChinese(token);
  if (reading === undefined) fail('syntax', `'${token}' is not Chinese move notation`, token);
  if (strict && reading.chineseNumerals !== (pos.turn === 'white'))
    fail('numeral-style', `'${token}': red writes Chinese numerals, black Arabic digits`, token);
  return byDescriptions(pos, [reading.description], token);
}

/** The encoded legal move of `pos` that `token` names (the engine form of `parseMove`). */
export function resolveMove(pos: BasePosition, token: string, options: ParseMoveOptions = {}): number {
  if (typeof token !== 'string') throw new TypeError('@x/wxf: a move token must be a string');
  const max = options.maxTokenLength ?? 32;
  if (token.length > max)
    throw new WxfError('token-too-long', `a move token is at most ${max} characters`, 0, token.length);
  const text = token.trim();
  if (text === '') fail('empty-move', 'empty move token', token);
  const notation = options.notation ?? detectNotation(text);
  const { files, ranks } = engineLayout(pos);
  switch (notation) {
    case 'wxf': {
      const readings = readWxf(text);
      const letters = wxfLetters(pos);
      if (readings.length > 0 && readings.every((d) => d.letter !== undefined && !letters.includes(d.letter)))
        fail('unknown-piece', `'${text}': ${pos.variant.id} has no piece ${readings[0]!.letter}`, text);
      return byDescriptions(pos, readings, text);
    }
    case 'chinese':
      return chinese(pos, text, options.mode === 'strict');
    case 'iccs': {
      const squares = readIccs(text, files, ranks);
      if (squares === undefined) fail('syntax', `'${text}' is not an ICCS move`, text);
      return bySquares(pos, squares.from, squares.to, text);
    }
    case 'janggi': {
      const r = readJanggi(text, files, ranks);
      if (r === undefined) fail('syntax', `'${text}' is not a janggi move`, text);
      return bySquares(pos, r.from, r.to, text, r.letter);
    }
    case 'thai-san':
    case 'thai-lan':
      return one(matchThai(pos, text, options.promoted), text);
    case 'uci': {
      const m = pos.findEncoded(text);
      if (m === undefined) fail('illegal-move', `'${text}' is not a legal UCI move`, text);
      return m;
    }
  }
}

/**
 * The `@x/core` move of `pos` that `token` names, in any notation of `@x/wxf` (found from its characters unless
 * `options.notation` says). Throws `WxfError` (`syntax`, `illegal-move`, `ambiguous-move`, …).
 */
export function parseMove(token: string, pos: BasePosition, options?: ParseMoveOptions): Move {
  return decodeMove(pos, resolveMove(pos, token, options));
}

/** `parseMove` that returns a `Result` instead of throwing `WxfError`. */
export function safeParseMove(
  token: string,
  pos: BasePosition,
  options?: ParseMoveOptions,
): Result<Move, WxfError> {
  return toResult(WxfError, () => parseMove(token, pos, options));
}

/** The text of the encoded legal move `m` of `pos` in `notation`. */
export function writeMove(
  pos: BasePosition,
  m: number,
  notation: WxfMoveNotation,
  options: StringifyMoveOptions = {},
): string {
  if (!writesFor(pos, notation))
    throw new WxfError('unsupported-variant', `${notation} is not written for ${pos.variant.id}`);
  switch (notation) {
    case 'wxf':
      return writeWxf(pos, m, options.style);
    case 'iccs':
      return writeIccs(pos, m);
    case 'chinese':
      return writeChinese(pos, m);
    case 'janggi':
      return writeJanggi(pos, m, moveBuffer(pos, 1));
    case 'thai-san':
      return writeThai(pos, m, 'san', moveBuffer(pos, 1), true, options.promoted);
    case 'thai-lan':
      return writeThai(pos, m, 'lan', moveBuffer(pos, 1), true, options.promoted);
    case 'uci':
      return pos.uci(decodeMove(pos, m));
  }
}

/**
 * The text of a legal move of `pos` (a `Move`, as `legalMoves`, `findMove` and `parseMove` give) in
 * `options.notation` (default: the variant's). Throws `WxfError` `illegal-move` for a move that is not legal there.
 */
export function stringifyMove(move: Move, pos: BasePosition, options: StringifyMoveOptions = {}): string {
  const m = pos.findEncoded(move);
  if (m === undefined)
    throw new WxfError('illegal-move', `${move.from ?? ''}${move.to} is not a legal move of this position`);
  return writeMove(pos, m, options.notation ?? defaultNotation(pos), options);
}
