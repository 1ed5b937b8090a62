/**
 * One expectations table for every case file of ../shared/data/icn: lenient and strict parse
 * (piece and move counts, or the error code and offset), cross-checked against the folder README's
 * parse matrix, and the replay result (plies and outcome, or the error with its code, reason, ply
 * index and the move it points at) for every file with moves and for the engine-derived positions.
 */
import type { Result } from '@x/core';
import type { IcnError } from '../src/errors.js';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../tests/shared-data.js';
import fs from 'node:fs';
import { safeParse } from '../src/parse.js';
import { type ReplayData, type ReplayOutcome, replay } from '../src/replay.js';
import { stringify } from '../src/stringify.js';
import type { IcnGame } from '../src/types.js';

type Expect =
  | { pos: number; moves: number; fromVariant?: true; warnings?: string[] }
  | { error: string; offset: number };

/**
 * Replay of the lenient parse: success with the number of plies and the outcome (`strict: true`: the strict
 * replay succeeds too, i.e. every written piece letter, x, +/# and the Result/Termination tags match), then
 * further checks; or the first error: code, reason and ply index, `at` the move text it points at (offset and
 * length), or a parse error with its offset.
 */
type ReplayExpect =
  | { plies: number; outcome?: ReplayOutcome; strict?: true; also?: (data: ReplayData, text: string) => void }
  | { error: string; reason: string; index: number; at?: string }
  | { error: string; offset: number };

const NO_POSITION: ReplayExpect = { error: 'no-position', reason: 'no-position', index: 0 };
const BLACK_MATES: ReplayOutcome = { result: 'win', winner: 'black', reason: 'checkmate' };
const STALEMATE: ReplayOutcome = { result: 'draw', reason: 'stalemate' };

type Case = [file: string, lenient: Expect, strict: Expect, replay?: ReplayExpect];

/** A file strict mode parses as lenient mode does. */
const same = (file: string, parsed: Expect, replay?: ReplayExpect): Case =>
  replay === undefined ? [file, parsed, parsed] : [file, parsed, parsed, replay];

/** A one-move file in the lenient move syntax: strict mode rejects it (bad-move at `offset`); no position. */
const lenientMove = (file: string, offset: number): Case => [
  file,
  { pos: 0, moves: 1, warnings: ['lenient-move-syntax'] },
  { error: 'syntax', offset },
  NO_POSITION,
];

/** Files of one position and no moves that both modes read alike: file and number of pieces. */
const POSITIONS: [string, number][] = [
  ['derived-live-variant-Abundance.icn', 78],
  ['derived-live-variant-Chess.icn', 32],
  ['derived-live-variant-Classical.icn', 32],
  ['derived-live-variant-Classical_Plus.icn', 52],
  ['derived-live-variant-CoaIP.icn', 76],
  ['derived-live-variant-CoaIP_HO.icn', 76],
  ['derived-live-variant-CoaIP_NO.icn', 76],
  ['derived-live-variant-CoaIP_RO.icn', 76],
  ['derived-live-variant-Confined_Classical.icn', 60],
  ['derived-live-variant-Core.icn', 68],
  ['derived-live-variant-Knighted_Chess.icn', 48],
  ['derived-live-variant-Knightline.icn', 52],
  ['derived-live-variant-Obstocean.icn', 352],
  ['derived-live-variant-Omega.icn', 13],
  ['derived-live-variant-Omega_Squared.icn', 1477],
  ['derived-live-variant-Palace.icn', 64],
  ['derived-live-variant-Pawn_Horde.icn', 74],
  ['derived-live-variant-Pawndard.icn', 64],
  ['derived-live-variant-Space.icn', 96],
  ['derived-live-variant-Space_Classic.icn', 66],
  ['derived-live-variant-Standarch.icn', 64],
  ['engine-test-parse-icn-full.icn', 2],
  ['engine-variant-Abundance.icn', 78],
  ['engine-variant-Chess.icn', 32],
  ['engine-variant-Classical.icn', 32],
  ['engine-variant-ClassicalPlus.icn', 52],
  ['engine-variant-CoaIP.icn', 76],
  ['engine-variant-CoaIPHO.icn', 76],
  ['engine-variant-CoaIPNO.icn', 76],
  ['engine-variant-CoaIPRO.icn', 76],
  ['engine-variant-ConfinedClassical.icn', 60],
  ['engine-variant-Core.icn', 68],
  ['engine-variant-Knightline.icn', 52],
  ['engine-variant-Obstocean.icn', 352],
  ['engine-variant-Palace.icn', 64],
  ['engine-variant-PawnHorde.icn', 74],
  ['engine-variant-Pawndard.icn', 64],
  ['engine-variant-Space.icn', 96],
  ['engine-variant-SpaceClassic.icn', 66],
  ['engine-variant-Standarch.icn', 64],
  ['live-icnconverter-doc-example-multirank.icn', 5],
  ['live-icnconverter-doc-example-rays.icn', 5],
  ['live-normalizertester-02.pos', 20],
  ['live-normalizertester-03.pos', 20],
  ['live-normalizertester-04.pos', 12],
  ['live-normalizertester-05.pos', 20],
  ['live-normalizertester-06.pos', 7],
  ['live-normalizertester-07.pos', 7],
  ['live-normalizertester-08.pos', 26],
  ['live-normalizertester-09.pos', 7],
  ['live-normalizertester-10.pos', 9],
  ['live-normalizertester-11.pos', 8],
  ['live-normalizertester-12.pos', 6],
  ['live-normalizertester-13.pos', 6],
  ['live-normalizertester-14.pos', 3],
  ['live-normalizertester-15.pos', 5],
  ['live-normalizertester-16.pos', 4],
  ['live-normalizertester-17.pos', 5],
  ['live-normalizertester-18.pos', 4],
  ['live-normalizertester-19.pos', 5],
  ['live-normalizertester-20.pos', 4],
  ['live-normalizertester-21.pos', 4],
  ['live-normalizertester-22.pos', 4],
  ['live-normalizertester-23.pos', 3],
  ['live-normalizertester-24.pos', 3],
  ['live-normalizertester-25.pos', 4],
  ['live-normalizertester-26.pos', 4],
  ['live-normalizertester-27.pos', 4],
  ['live-normalizertester-28.pos', 3],
  ['live-normalizertester-29.pos', 2],
  ['live-normalizertester-30.pos', 2],
  ['live-normalizertester-31.pos', 2],
  ['live-variant-Abundance.pos', 78],
  ['live-variant-Amazon_Chandelier-disabled.pos', 514],
  ['live-variant-Chess.pos', 32],
  ['live-variant-Classical.pos', 32],
  ['live-variant-Classical_KOTH-disabled.pos', 32],
  ['live-variant-Classical_Limit_7-disabled.pos', 32],
  ['live-variant-Classical_Plus.pos', 52],
  ['live-variant-CoaIP.pos', 76],
  ['live-variant-CoaIP_HO.pos', 76],
  ['live-variant-CoaIP_KOTH-disabled.pos', 76],
  ['live-variant-CoaIP_Limit_7-disabled.pos', 76],
  ['live-variant-CoaIP_NO-0.pos', 76],
  ['live-variant-CoaIP_NO-1766627026138.pos', 76],
  ['live-variant-CoaIP_RO.pos', 76],
  ['live-variant-Confined_Classical.pos', 60],
  ['live-variant-Containment-disabled.pos', 396],
  ['live-variant-Core.pos', 68],
  ['live-variant-Knighted_Chess-0.pos', 48],
  ['live-variant-Knighted_Chess-1722470400000.pos', 48],
  ['live-variant-Knightline.pos', 52],
  ['live-variant-Obstocean.pos', 352],
  ['live-variant-Omega-0.pos', 13],
  ['live-variant-Omega-1715731200000.pos', 13],
  ['live-variant-Omega_Squared-0.pos', 1477],
  ['live-variant-Omega_Squared-1715731200000.pos', 1477],
  ['live-variant-Palace.pos', 64],
  ['live-variant-Pawn_Horde-0.pos', 70],
  ['live-variant-Pawn_Horde-1700179200000.pos', 76],
  ['live-variant-Pawn_Horde-1706155200000.pos', 74],
  ['live-variant-Pawndard-0.pos', 64],
  ['live-variant-Pawndard-1774955419082.pos', 64],
  ['live-variant-Space.pos', 96],
  ['live-variant-Space_Classic-0.pos', 62],
  ['live-variant-Space_Classic-1709017200000.pos', 66],
  ['live-variant-Space_Classic-1710201600000.pos', 66],
  ['live-variant-Standarch.pos', 64],
  ['live-variant-Trappist_1-disabled.pos', 92],
  ['seed-readme-classical-after-4_2-4_4.icn', 32],
  ['seed-readme-classical-start.icn', 32],
  ['seed-readme-piece-list.pos', 7],
  ['seed-v0-readme-classical-start.icn', 32],
  ['seed-v0-readme-piece-list.pos', 7],
];

/** [file, lenient parse, strict parse, replay] */
const CASES: Case[] = [
  same(
    'derived-engine-test-distant-slider-block.icn',
    { pos: 4, moves: 0 },
    { plies: 0, also: distantSlider },
  ),
  same('derived-engine-test-rose-check.icn', { pos: 3, moves: 0 }, { plies: 0, also: roseCheck }),
  [
    'issue-119-legacy-metadata.txt',
    { pos: 48, moves: 0, fromVariant: true, warnings: ['legacy-tag'] },
    { error: 'legacy-tag', offset: 0 },
  ],
  same('issue-756-report1-game.icn', { pos: 32, moves: 30 }, { plies: 30, strict: true, also: issue756 }),
  same(
    'issue-835-worldborder-proposal.icn',
    { error: 'bad-position', offset: 69 },
    { error: 'bad-position', offset: 69 },
  ),
  same('live-icnconverter-doc-example-move-clk.move', { pos: 0, moves: 1 }, NO_POSITION),
  same('live-icnconverter-doc-example-move-pretty.move', { pos: 0, moves: 1 }, NO_POSITION),
  // a position with the tags of its game (Checkmate): tags are not compared without moves
  same('live-normalizertester-01-game.icn', { pos: 21, moves: 0 }, { plies: 0, strict: true }),
  // white to move without any white piece: no legal move, no royal in check
  same('live-normalizertester-32.pos', { pos: 2, moves: 0 }, { plies: 0, outcome: STALEMATE }),
  same('live-practice-checkmate-codes.txt', { error: 'bad-position', offset: 2 }),
  [
    'live-variant-4x4x4x4_Chess-boards.txt',
    { pos: 8, moves: 0, warnings: ['duplicate-section'] },
    { error: 'section-order', offset: 44 },
  ],
  same('live-variant-Omega_Squared-preset-rays.txt', { pos: 0, moves: 8 }, NO_POSITION),
  [
    'live-variant-Omega_Squared-preset-squares.txt',
    { pos: 0, moves: 0, warnings: ['unclassified-token'] },
    { error: 'unclassified-token', offset: 0 },
  ],
  lenientMove('seed-converter-test-compact-move-hawk.move', 9),
  [
    'seed-converter-test-illegal-moves.icn',
    { pos: 32, moves: 5, warnings: ['legacy-tag', 'lenient-move-syntax', 'unknown-piece'] },
    { error: 'legacy-tag', offset: 0 },
    { error: 'illegal-move', reason: 'unreachable', index: 0, at: 'P6,2>10,8=Q' },
  ],
  [
    'seed-converter-test-moves-without-position.icn',
    { pos: 32, moves: 2, fromVariant: true, warnings: ['legacy-tag'] },
    { error: 'legacy-tag', offset: 0 },
    { plies: 2, also: movesWithoutPosition },
  ],
  [
    'seed-converter-test-order-free-header.icn',
    { pos: 1, moves: 0, warnings: ['legacy-tag', 'unknown-win-condition'] },
    { error: 'section-order', offset: 7 },
  ],
  [
    'seed-readme-game-compact.icn',
    { pos: 32, moves: 22, warnings: ['lenient-move-syntax'] },
    { error: 'extras-not-allowed', offset: 12 },
    { plies: 22, outcome: BLACK_MATES, also: sameAsLongGame },
  ],
  [
    'seed-readme-game-long.icn',
    { pos: 32, moves: 22 },
    { error: 'extras-not-allowed', offset: 305 },
    { plies: 22, outcome: BLACK_MATES, strict: true, also: longGame },
  ],
  lenientMove('seed-readme-move-black-mate.move', 3),
  same('seed-readme-move-en-passant-example.move', { pos: 0, moves: 1 }, NO_POSITION),
  lenientMove('seed-readme-move-promo-black-knight.move', 9),
  lenientMove('seed-readme-move-promo-white-queen.move', 7),
  same('seed-readme-move-underpromotion.move', { pos: 0, moves: 1 }, NO_POSITION),
  [
    'seed-readme-position-before-final-move.icn',
    { pos: 25, moves: 0 },
    { error: 'extras-not-allowed', offset: 21 },
    { plies: 0, also: positionBeforeFinalMove },
  ],
  [
    'seed-v0-readme-game-compact.icn',
    { pos: 32, moves: 22, warnings: ['lenient-move-syntax'] },
    { error: 'syntax', offset: 268 },
    { error: 'illegal-move', reason: 'promotion-unexpected', index: 8, at: '2,7>1,8Q' },
  ],
  [
    'seed-v0-readme-game-long.icn',
    { error: 'extras-invalid', offset: 183 },
    { error: 'legacy-tag', offset: 0 },
  ],
  same(
    'seed-v0-readme-position-before-final-move.icn',
    { pos: 24, moves: 0 },
    { plies: 0, also: wrongV0Position },
  ),
  ...POSITIONS.map(([file, pos]) => same(file, { pos, moves: 0 })),
];

/** Case text: the file minus its `# ` header lines and the one added trailing LF. */
function caseText(file: string): string {
  const raw = readSharedData('icn', file);
  return raw
    .split('\n')
    .filter((l) => !l.startsWith('# '))
    .join('\n')
    .replace(/\n$/, '');
}

function check(file: string, strict: boolean, want: Expect): void {
  const r = safeParse(caseText(file), { mode: strict ? 'strict' : 'lenient' });
  if ('error' in want) {
    expect(r.success, `${file} should fail`).toBe(false);
    if (!r.success)
      expect({ code: r.error.code, offset: r.error.offset }).toEqual({
        code: want.error,
        offset: want.offset,
      });
    return;
  }
  expect(r.success, `${file}: ${r.success ? '' : `${r.error.code}@${r.error.offset}`}`).toBe(true);
  if (!r.success) return;
  expect(r.data.position?.length ?? 0).toBe(want.pos);
  expect(r.data.moves.length).toBe(want.moves);
  expect(r.data.positionFromVariant === true).toBe(want.fromVariant === true);
  expect([...new Set((r.data.diagnostics ?? []).map((w) => w.code))]).toEqual(want.warnings ?? []);
}

/** Lenient parse, then replay (a parse error is returned as the replay's error). */
function replayText(text: string, strict = false): Result<ReplayData, IcnError> {
  const r = safeParse(text);
  return r.success ? replay(r.data, { mode: strict ? 'strict' : 'lenient' }) : r;
}

/** The replay data, failing the test on an error. */
function replayed(text: string, strict = false): ReplayData {
  const r = replayText(text, strict);
  if (!r.success) expect.fail(`${r.error.code}/${r.error.reason}@${r.error.index}: ${r.error.message}`);
  return r.data;
}

/** Offset and length of the unique occurrence of `at` in `text`. */
function spanOf(text: string, at: string): { offset: number; length: number } {
  const offset = text.indexOf(at);
  expect(offset, `${at} occurs in the text`).toBeGreaterThanOrEqual(0);
  expect(text.lastIndexOf(at), `${at} occurs once`).toBe(offset);
  return { offset, length: at.length };
}

function checkReplay(file: string, want: ReplayExpect): void {
  const text = caseText(file);
  const r = replayText(text);
  if ('error' in want) {
    expect(r.success, `${file} should fail to replay`).toBe(false);
    if (r.success) return;
    if ('offset' in want) {
      expect({ code: r.error.code, offset: r.error.offset }).toEqual({
        code: want.error,
        offset: want.offset,
      });
      return;
    }
    expect({ code: r.error.code, reason: r.error.reason, index: r.error.index }).toEqual({
      code: want.error,
      reason: want.reason,
      index: want.index,
    });
    const span = want.at === undefined ? { offset: 0, length: 0 } : spanOf(text, want.at);
    expect({ offset: r.error.offset, length: r.error.length }).toEqual(span);
    return;
  }
  const data = replayed(text);
  const game = safeParse(text);
  expect(game.success && game.data.moves.length).toBe(want.plies);
  expect(data.outcome).toEqual(want.outcome);
  expect(data.diagnostics).toBeUndefined();
  if (want.strict) expect(replayed(text, true).outcome).toEqual(want.outcome);
  want.also?.(data, text);
}

const sq = (x: bigint, y: bigint) => ({ x, y });

/** Engine test: white in check from b26,-32; the far interposition 7,2>7,-13 is legal, 7,2>7,3 is not. */
function distantSlider(data: ReplayData, text: string): void {
  expect(data.board.isCheck()).toBe(true);
  expect(data.board.isCheckmate()).toBe(false);
  expect(replayed(`${text} 7,2>7,-13`).board.pieceAt(sq(7n, -13n))?.type).toBe('rook');
  const moved = `${text} 7,2>7,3`;
  const r = replayText(moved);
  expect(r.success).toBe(false);
  if (!r.success)
    expect({
      code: r.error.code,
      reason: r.error.reason,
      index: r.error.index,
      offset: r.error.offset,
      length: r.error.length,
    }).toEqual({
      code: 'illegal-move',
      reason: 'leaves-royal-in-check',
      index: 0,
      ...spanOf(moved, '7,2>7,3'),
    });
}

/** Engine test: black in check from the rose; no non-king move answers it, the king has moves. */
function roseCheck(data: ReplayData): void {
  expect(data.board.isCheck()).toBe(true);
  expect(data.board.isCheckmate()).toBe(false);
  const movers = data.board.allLegalMoves().map((m) => `${m.from.x},${m.from.y}`);
  expect(movers).toEqual(['5,8']);
}

/** The pieces of an ICN position as sorted `code+square` strings, with or without the `+` rights. */
function pieceSet(game: IcnGame, rights: boolean): string[] {
  return (game.position ?? [])
    .map((p) => `${p.player}-${p.type}@${p.square[0]},${p.square[1]}${rights && p.specialRight ? '+' : ''}`)
    .sort();
}

/**
 * #756: the 30 plies replay under the implied Chess border (strict: every x and + matches). The data note says
 * that 6,2>6,4 then mates; under the rules (both `@x/core` engines) it is check, not mate: black's only legal
 * reply is the en passant capture 5,4x6,3. Without the en passant right the same position is mate.
 */
function issue756(data: ReplayData, text: string): void {
  expect(data.position.turnOrder[0]).toBe('white');
  const next = `${text}|P6,2>6,4+`;
  const after = replayed(next, true);
  expect(after.outcome).toBeUndefined();
  expect(after.board.isCheck()).toBe(true);
  expect(after.board.isCheckmate()).toBe(false);
  const legal = after.board.allLegalMoves();
  expect(
    legal.map((m) => [
      `${m.from.x},${m.from.y}`,
      m.moves.targets.map((t) => `${t.x},${t.y}`),
      m.moves.slides,
    ]),
  ).toEqual([['5,4', ['6,3'], []]]);
  expect(after.position.enPassant).toEqual([6n, 3n]);
  // the en passant reply itself is legal and captures the checker
  const ep = replayed(`${next}|p5,4x6,3`, true);
  expect(ep.board.pieceAt(sq(6n, 4n))).toBeUndefined();
  expect(ep.board.isCheck()).toBe(false);
  // written as mate: strict error at ply 30, lenient warning
  const mated = `${text}|P6,2>6,4#`;
  const strict = replayText(mated, true);
  expect(strict.success).toBe(false);
  if (!strict.success)
    expect({ code: strict.error.code, reason: strict.error.reason, index: strict.error.index }).toEqual({
      code: 'move-mismatch',
      reason: 'mate',
      index: 30,
    });
  expect(replayed(mated).diagnostics?.map((w) => [w.code, w.reason, w.index])).toEqual([
    ['move-mismatch', 'mate', 30],
  ]);
  // the same position without the en passant right is checkmate
  const { enPassant: _, ...noEp } = after.position;
  const r = replay(noEp);
  expect(r.success && r.data.outcome).toEqual({ result: 'win', winner: 'white', reason: 'checkmate' });
}

/** The seed self-test's "moves" are legal rook moves from the Classical start (taken from the Variant tag). */
function movesWithoutPosition(data: ReplayData): void {
  expect(data.board.pieceAt(sq(11n, 1n))).toEqual({ x: 11n, y: 1n, type: 'rook', player: 'white' });
  expect(data.board.pieceAt(sq(11n, 8n))).toEqual({ x: 11n, y: 8n, type: 'rook', player: 'black' });
  expect(data.position.turnOrder[0]).toBe('white');
}

/** The seed README's long game, replayed up to `plies` (optionally expecting a position there). */
function replayLongGame(plies: number, expectPosition?: IcnGame): Result<ReplayData, IcnError> {
  const r = safeParse(caseText('seed-readme-game-long.icn'));
  if (!r.success) return r;
  const game = { ...r.data, moves: r.data.moves.slice(0, plies) };
  return replay(
    game,
    expectPosition === undefined ? { checkTags: false } : { checkTags: false, expectPosition },
  );
}

/** The seed README's long game, replayed up to `plies`. */
function longGamePrefix(plies: number): ReplayData {
  const res = replayLongGame(plies);
  if (!res.success) return expect.fail(res.error.code);
  return res.data;
}

/** Code and reason of replaying the long game's first 21 plies expecting the given position. */
function expectingPosition(position: IcnGame): [string, string | undefined] {
  const r = replayLongGame(21, position);
  return r.success ? ['ok', undefined] : [r.error.code, r.error.reason];
}

/** The compact version ends in the same position as the long one. */
function sameAsLongGame(data: ReplayData): void {
  const ref = longGamePrefix(22).position;
  expect(pieceSet(data.position, true)).toEqual(pieceSet(ref, true));
  expect([data.position.turnOrder, data.position.fullMove, data.position.moveRule]).toEqual([
    ref.turnOrder,
    ref.fullMove,
    ref.moveRule,
  ]);
}

/** The long game: black castles 5,8>7,8 (the rook lands on 6,8); the final 0,4>4,4 mates, as the tags say. */
function longGame(data: ReplayData, text: string): void {
  const castled = longGamePrefix(14).board;
  expect(castled.pieceAt(sq(7n, 8n))?.type).toBe('king');
  expect(castled.pieceAt(sq(6n, 8n))?.type).toBe('rook');
  expect(data.board.isCheckmate()).toBe(true);
  // wrong tags: a strict error after the last ply, a lenient warning
  const wrong = text.replace('[Result "0-1"]', '[Result "1-0"]').replace('"Checkmate"', '"Stalemate"');
  const strict = replayText(wrong, true);
  expect(strict.success).toBe(false);
  if (!strict.success)
    expect([strict.error.code, strict.error.reason, strict.error.index]).toEqual([
      'result-contradicts-end',
      'result',
      22,
    ]);
  expect(replayed(wrong).diagnostics?.map((w) => w.reason)).toEqual(['result', 'termination']);
}

/**
 * The seed README's position before the final move equals the replay of 21 plies, except that the live
 * cascade (#863) removed the rights of R1,1 and R8,1 when the king moved; the final move then mates.
 */
function positionBeforeFinalMove(data: ReplayData, text: string): void {
  const ref = longGamePrefix(21).position;
  expect(pieceSet(data.position, false)).toEqual(pieceSet(ref, false));
  const mine = pieceSet(data.position, true);
  const theirs = pieceSet(ref, true);
  expect(mine.filter((p) => !theirs.includes(p))).toEqual(['white-rook@1,1+', 'white-rook@8,1+']);
  expect(theirs.filter((p) => !mine.includes(p))).toEqual(['white-rook@1,1', 'white-rook@8,1']);
  expect([ref.turnOrder, ref.enPassant, ref.fullMove, ref.moveRule]).toEqual([
    data.position.turnOrder,
    data.position.enPassant,
    data.position.fullMove,
    data.position.moveRule,
  ]);
  expect(replayed(`${text} q0,4>4,4#`, true).outcome).toEqual(BLACK_MATES);
  // as an expected position it fails on the rights only; with the cascaded rights it is the position reached
  expect(expectingPosition(data.position)).toEqual(['position-mismatch', 'rights']);
  const cascaded = (data.position.position ?? []).map((p) =>
    p.type === 'rook' && p.player === 'white' && p.square[1] === 1n ? { ...p, specialRight: false } : p,
  );
  expect(expectingPosition({ ...data.position, position: cascaded })).toEqual(['ok', undefined]);
}

/** The seed v0 README's position before the final move is wrong: the game's position has r6,8 besides. */
function wrongV0Position(data: ReplayData): void {
  const ref = pieceSet(longGamePrefix(21).position, false);
  const mine = pieceSet(data.position, false);
  expect(ref.filter((p) => !mine.includes(p))).toEqual(['black-rook@6,8']);
  expect(mine.filter((p) => !ref.includes(p))).toEqual([]);
  expect(expectingPosition(data.position)).toEqual(['position-mismatch', 'pieces']);
}

/** Rows of the README parse matrix: file → [seed, live] cells. */
function matrix(): Map<string, [string, string]> {
  const m = new Map<string, [string, string]>();
  for (const line of readSharedData('icn', 'README.md').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length >= 5 && /\.(icn|pos|move|txt)$/.test(cells[1]!))
      m.set(cells[1]!, [cells[2]!, cells[3]!]);
  }
  return m;
}

/** Where the reference's project decisions deliberately differ from the original converter. */
const SEED_DEVIATIONS: Record<string, string> = {
  'issue-835-worldborder-proposal.icn': 'truncated position "P4,2..." is an error, not a square key "4,2..."',
  'seed-converter-test-moves-without-position.icn': 'omitted position comes from the Variant tag',
};

describe.skipIf(!hasSharedData)('ICN case files', () => {
  it('has a row for every case file and no other', () => {
    const files = fs
      .readdirSync(sharedDataPath('icn'))
      .filter((f) => f !== 'README.md' && !f.endsWith('.json'))
      .sort();
    expect(CASES.map((c) => c[0]).sort()).toEqual(files);
  });

  describe.each(CASES)('%s', (file, lenient, strict, want) => {
    it('lenient parse', () => check(file, false, lenient));
    it('strict parse', () => check(file, true, strict));
    if (want !== undefined) it('replay', () => checkReplay(file, want));
  });

  it('has a replay row for every file with moves', () => {
    for (const [file, lenient, , want] of CASES)
      if (!('error' in lenient) && lenient.moves > 0) expect(want, file).toBeDefined();
  });

  it('agrees with the README matrix: live column vs strict, seed column vs lenient', () => {
    const m = matrix();
    let compared = 0;
    for (const [file, lenient, strict] of CASES) {
      const row = m.get(file);
      if (row === undefined) continue;
      const [seed, live] = row;
      const counts = (cell: string) => /ok pos=(\d+) moves=(\d+)/.exec(cell);
      if (!file.endsWith('.move')) {
        const l = counts(live);
        if (l) expect(strict, file).toMatchObject({ pos: Number(l[1]), moves: Number(l[2]) });
        else expect('error' in strict, file).toBe(true);
        compared++;
      }
      const s = counts(seed);
      if (s && !(file in SEED_DEVIATIONS) && !file.endsWith('.move')) {
        expect(lenient, file).toMatchObject({ pos: Number(s[1]), moves: Number(s[2]) });
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('prints canonical live strings back unchanged', () => {
    const canonical = CASES.map((c) => c[0]).filter(
      (f) =>
        f.startsWith('derived-live-variant-') ||
        f.startsWith('engine-variant-') ||
        [
          'issue-756-report1-game.icn',
          'engine-test-parse-icn-full.icn',
          'live-icnconverter-doc-example-multirank.icn',
          'seed-v0-readme-position-before-final-move.icn',
        ].includes(f),
    );
    expect(canonical.length).toBe(43);
    for (const f of canonical) {
      const text = caseText(f);
      const r = safeParse(text, { mode: 'strict' });
      expect(r.success, f).toBe(true);
      if (r.success) expect(stringify(r.data), f).toBe(text);
    }
  });
});
