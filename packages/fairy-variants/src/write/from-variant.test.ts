import { Position, perft, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { FAIRY_ERROR_CODES } from '../errors.js';
import { parse, sectionValues } from '../index.js';
import { FAIRY_WRITE_ERROR_CODES } from './codes.js';
import { builtinVariant } from '../bridge/builtin-lookup.js';
import { toVariant } from '../bridge/to-variant.js';
import { fromVariant } from './from-variant.js';
import { FBR_ONLY_RULES, onFourBoards, refusalsOf } from '../../../../tests/variants.js';

type PieceDefinition = VariantDefinition['pieces'][number];

/** `def` with each piece named in `edits` replaced by what its edit returns. */
function editPieces(
  def: VariantDefinition,
  edits: Record<string, (p: PieceDefinition) => PieceDefinition>,
): VariantDefinition {
  return { ...def, pieces: def.pieces.map((p) => edits[p.id]?.(p) ?? p) };
}

/** Each diagnostic of `fromVariant(def)` as `[code, path, message]`. */
const diagnosticsOf = (def: VariantDefinition) =>
  fromVariant(def).diagnostics.map((d) => [d.code, d.path, d.message]);

const values = (d: VariantDefinition) => Object.fromEntries(fromVariant(d).entries);

describe('fromVariant', () => {
  it('writes every built-in variant as a section our reader takes without a diagnostic', () => {
    for (const [id, d] of Object.entries(variants)) {
      const section = fromVariant(d);
      const file = parse(section.text);
      expect(file.diagnostics, id).toEqual([]);
      expect(
        file.sections.map((s) => [s.name, s.loaded]),
        id,
      ).toEqual([[section.name, true]]);
      expect(new Map([...sectionValues(file.sections[0]!)].map(([k, e]) => [k, e.value])), id).toEqual(
        new Map(section.entries),
      );
      for (const diagnostic of section.diagnostics)
        expect(FAIRY_WRITE_ERROR_CODES, id).toContain(diagnostic.code);
    }
  });

  it('writes chess with the engine’s own pieces and castling', () => {
    const chess = fromVariant(variants.chess);
    expect(chess.complete).toBe(true);
    expect(chess.diagnostics).toEqual([]);
    expect(values(variants.chess)).toMatchObject({
      maxFile: '8',
      maxRank: '8',
      pawn: 'p',
      knight: 'n',
      king: 'k',
      startFen: variants.chess.startFen,
      promotionPieceTypes: 'qrbn',
      castling: 'true',
      castlingKingsideFile: 'g',
      castlingQueensideFile: 'c',
      checkmateValue: 'loss',
    });
  });

  it('writes castling rank, opposite castling and castling wins, which read back the same', () => {
    const ini =
      '[blackletter2:chess]\nmaxRank = 10\ncastlingRank = 2\noppositeCastling = true\ncastlingWins = Qq\nstartFen = 8/r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R/8 w KQkq - 0 1\n';
    const variant = toVariant(ini, 'blackletter2').variant!;
    expect(values(variant)).toMatchObject({
      castlingRank: '2',
      oppositeCastling: 'true',
      castlingWins: 'Qq',
    });
    const back = toVariant(fromVariant(variant).text, variant.id);
    expect(back.complete).toBe(true);
    expect(back.variant!.castling).toMatchObject({ rank: 2, opposite: true });
    expect(back.variant!.end?.castlingWins).toEqual(variant.end?.castlingWins);
  });

  it('writes shogi’s promotions and drops', () => {
    expect(fromVariant(variants.shogi).complete).toBe(true);
    expect(values(variants.shogi)).toMatchObject({
      pieceDrops: 'true',
      capturesToHand: 'true',
      shogiPawnDropMateIllegal: 'true',
      immobilityIllegal: 'true',
    });
    expect(values(variants.shogi).promotedPieceType).toMatch(/^(\w:\w ?)+$/);
    // ini keeps a mating pawn drop as a move that loses: ffish's perft counts it, ours does not (README).
    expect(fromVariant(variants.shogi).diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'unexpressible-drops', path: 'drops.noDropMate' }),
    );
  });

  it('writes no key the reader would call unsupported where nothing promotes or no engine pawn drops', () => {
    const ini =
      '[ttt]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\nstartFen = 3/3/3[PPPPPpppp] w - - 0 1\npieceDrops = true\nconnectN = 3\n';
    const written = fromVariant(toVariant(ini, 'ttt').variant!);
    expect(written.complete).toBe(true);
    const keys = written.entries.map(([k]) => k);
    for (const key of ['promotionRegionWhite', 'firstRankPawnDrops', 'promotionZonePawnDrops'])
      expect(keys).not.toContain(key);
    expect(toVariant(written.text, written.name).diagnostics).toEqual([]);
    const shogi = fromVariant(variants.shogi);
    expect(toVariant(shogi.text, shogi.name).complete).toBe(true);
  });

  it('writes flips, enclosing drops and full-board adjudication, which play the same', () => {
    const flipello = toVariant('[f:flipello]\n', 'f').variant!;
    const written = fromVariant(flipello);
    expect(Object.fromEntries(written.entries)).toMatchObject({
      flipEnclosedPieces: 'reversi',
      enclosingDrop: 'reversi',
      adjudicateFullBoard: 'true',
    });
    const back = toVariant(written.text, written.name).variant!;
    const count = (d: VariantDefinition) => perft(Position.fromFen(d.startFen, d), 2);
    expect(count(back)).toBe(count(flipello));
  });

  it('reports hands that never run out (ataxx) instead of dropping them', () => {
    const ataxx = fromVariant(toVariant('[a:ataxx]\n', 'a').variant!);
    expect(ataxx.complete).toBe(false);
    expect(ataxx.diagnostics.map((d) => [d.code, d.path])).toContainEqual([
      'unexpressible-drops',
      'drops.endless',
    ]);
  });

  it('keeps castling rights on a castling rank other than the first', () => {
    const ini =
      '[second:chess]\nmaxRank = 10\ncastlingRank = 2\nstartFen = 8/r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R/8 w KQkq - 0 1\n';
    const written = fromVariant(toVariant(ini, 'second').variant!);
    expect(Object.fromEntries(written.entries).startFen).toMatch(/ w KQkq - /);
  });

  it('names what ini cannot say, by definition path, at no text', () => {
    const cylinder = { ...variants.chess, board: { files: 8, ranks: 8, wrapFiles: true } };
    expect(fromVariant(cylinder).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'unexpressible-wrapping-board',
        message: 'files or ranks that wrap around',
        path: 'board',
        offset: 0,
        length: 0,
        line: 1,
        column: 1,
      },
    ]);
    const lion = editPieces(variants.chess, {
      knight: (p) => ({ ...p, moves: [{ kind: 'leap', vectors: [[1, 0]], secondStep: [[1, 0]] }] }),
    });
    expect(fromVariant(lion).diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['unexpressible-lion-move', 'pieces[1].moves[0]'],
    ]);
    expect(fromVariant(variants.xiangqi).diagnostics.map((d) => d.code)).toContain(
      'unexpressible-initial-capture',
    );
    // FBR's `promotion*=origin,move N *N==X`: a piece left on the origin of every knight move.
    const leaving: VariantDefinition = {
      ...variants.chess,
      pieces: [
        ...variants.chess.pieces.map((p) => (p.id === 'knight' ? { ...p, leavesBehind: 'x' } : p)),
        { id: 'x', symbol: 'X', moves: [] },
      ],
    };
    expect(fromVariant(leaving).diagnostics.map((d) => [d.code, d.path])).toContainEqual([
      'unexpressible-piece-rule',
      'pieces[1].leavesBehind',
    ]);
    // The FBR Disks: a king that captures its own Disk, promoting when it captures one.
    const disks = editPieces(variants.chess, {
      king: (p) => ({ ...p, moves: [...p.moves, { kind: 'leap', vectors: [[0, 1]], ownVictims: ['pawn'] }] }),
      pawn: (p) => ({ ...p, promotion: { ...p.promotion!, onCaptureOf: ['knight'] } }),
    });
    const found = fromVariant(disks).diagnostics.map((d) => [d.code, d.path]);
    expect(found).toContainEqual(['unexpressible-own-capture', 'pieces[5].moves[2]']);
    expect(found).toContainEqual(['unexpressible-promotion', 'pieces[0].promotion']);
  });

  it.each(FBR_ONLY_RULES)('refuses $name by name: ini has no word for them', (rule) => {
    const king = `pieces[${variants.chess.pieces.findIndex((p) => p.royal)}]`;
    const moveCode = { walk: 'unexpressible-walk-move', toBoard: 'unexpressible-board-move' } as const;
    expect(fromVariant(rule.make(variants.chess)).diagnostics.map((d) => [d.code, d.path])).toEqual(
      refusalsOf(rule, king, (field) => [moveCode[field], `${king}.moves[0]`]),
    );
  });

  it('refuses several boards (FBR four-board Alice) by name', () => {
    expect(fromVariant(onFourBoards(variants.chess)).diagnostics.map((d) => [d.code, d.path])).toContainEqual(
      ['unexpressible-rule', 'boards'],
    );
  });

  it("writes kyoto shogi's demotion and promoted drops and micro shogi's promotion on capture", () => {
    const kyoto = fromVariant(builtinVariant('kyotoshogi')!);
    expect(kyoto.complete).toBe(true);
    expect(Object.fromEntries(kyoto.entries)).toMatchObject({ pieceDemotion: 'true', dropPromoted: 'true' });
    const micro = fromVariant(builtinVariant('micro')!);
    expect(micro.complete).toBe(true);
    expect(Object.fromEntries(micro.entries)).toMatchObject({ piecePromotionOnCapture: 'true' });
  });

  it("writes loop's dropLoop and grand's promotionLimit, which read back the same", () => {
    const loop = fromVariant(builtinVariant('loop')!);
    expect(loop.complete).toBe(true);
    expect(Object.fromEntries(loop.entries)).toMatchObject({ dropLoop: 'true' });
    expect(Object.fromEntries(fromVariant(variants.crazyhouse).entries).dropLoop).toBeUndefined();
    const grand = builtinVariant('grand')!;
    const written = fromVariant(grand);
    expect(written.complete).toBe(true);
    expect(Object.fromEntries(written.entries).promotionLimit).toBe('n:2 b:2 r:2 q:1 a:1 c:1');
    const back = toVariant(written.text, written.name).variant!;
    expect(back.pieces.map((p) => [p.id, p.max]).sort()).toEqual(
      grand.pieces.map((p) => [p.id, p.max]).sort(),
    );
  });

  it('refuses a return to the hand or a promotion limit that ini cannot say, naming the field', () => {
    const zh = variants.crazyhouse;
    const pawn = zh.pieces.find((p) => p.id === 'pawn')!;
    // A second pawn whose promoted pieces return to the hand as they are, beside crazyhouse's that turn pawns.
    const mixed: VariantDefinition = {
      ...zh,
      pieces: [
        ...zh.pieces,
        { ...pawn, id: 'pawn2', symbol: 'S', promotion: { ...pawn.promotion!, markPromoted: false } },
      ],
    };
    expect(diagnosticsOf(mixed)).toContainEqual([
      'unexpressible-promotion',
      'pieces',
      'promoted pieces of which some return to a hand as pawns (markPromoted) and some as they are (ini: dropLoop is for every one)',
    ]);
    const grand = builtinVariant('grand')!;
    const none = editPieces(grand, { queen: (p) => ({ ...p, max: 0 }) });
    const queen = grand.pieces.findIndex((p) => p.id === 'queen');
    expect(diagnosticsOf(none)).toContainEqual([
      'unexpressible-promotion',
      `pieces[${queen}].max`,
      "queen: at most 0 (ini's promotionLimit 0 means no limit)",
    ]);
    const kyoto = builtinVariant('kyotoshogi')!;
    const limited = editPieces(kyoto, { 'promoted-silver': (p) => ({ ...p, max: 1 }) });
    const silver = kyoto.pieces.findIndex((p) => p.id === 'promoted-silver');
    expect(diagnosticsOf(limited)).toContainEqual([
      'unexpressible-promotion',
      `pieces[${silver}].max`,
      "promoted-silver: at most 1 of a promoted type (ini's promotionLimit counts its letter's type)",
    ]);
  });

  it('refuses promotion rules that one ini switch cannot say, naming the rule', () => {
    const micro = builtinVariant('micro')!;
    // One piece promoting on any move beside others that promote on captures only.
    const mixed = editPieces(micro, {
      rook: (p) => (p.promotion ? { ...p, promotion: { ...p.promotion, onCapture: false } } : p),
    });
    expect(diagnosticsOf(mixed)).toContainEqual([
      'unexpressible-promotion',
      'pieces',
      'promotion on capture only for some pieces (ini: piecePromotionOnCapture is for every one)',
    ]);
    // One promoted piece that no longer demotes beside others that do.
    const kyoto = builtinVariant('kyotoshogi')!;
    const still = editPieces(kyoto, { 'promoted-silver': ({ promotion: _, ...rest }) => rest });
    expect(fromVariant(still).diagnostics.map((d) => d.message)).toContainEqual(
      'promoted pieces that do not demote (promoted-silver) beside some that do (ini: pieceDemotion is for every one)',
    );
  });

  it('reports other insufficient-material rules as warnings: the moves are the same', () => {
    const atomic = fromVariant(variants.atomic);
    expect(atomic.complete).toBe(true);
    expect(atomic.diagnostics.map((d) => [d.severity, d.code, d.path])).toEqual([
      ['warning', 'unexpressible-end-rule', 'end.insufficientMaterial'],
    ]);
  });

  it("warns where only a pawn's drop resets the move counter: in ini every drop does", () => {
    const counted = { ...variants.crazyhouse, end: { ...variants.crazyhouse.end, moveCount: 50 } };
    const warned = (d: VariantDefinition) =>
      fromVariant(d)
        .diagnostics.filter((x) => x.path === 'drops.resetsMoveCount')
        .map((x) => x.severity);
    expect(warned(counted)).toEqual(['warning']);
    expect(fromVariant(counted).complete).toBe(true);
    // every drop resets it, as in ini; no move-count draw; a hand that only gates (a gate is part of a move)
    expect(warned({ ...counted, drops: { ...counted.drops!, resetsMoveCount: true } })).toEqual([]);
    expect(warned(variants.crazyhouse)).toEqual([]);
    expect(warned(builtinVariant('seirawan')!)).toEqual([]);
    // a hand that only pawns enter: only a pawn can be dropped
    const pawnsOnly = editPieces(
      counted,
      Object.fromEntries(
        counted.pieces
          .filter((p) => !p.pawn)
          .map((p) => [p.id, (q: PieceDefinition) => ({ ...q, noHand: true })]),
      ),
    );
    expect(warned(pawnsOnly)).toEqual([]);
  });

  it('reports a start FEN that does not read, and writes no keys', () => {
    const bad = fromVariant({ ...variants.chess, startFen: 'nonsense' });
    expect(bad.entries).toEqual([]);
    expect(bad.diagnostics.map((d) => d.code)).toEqual(['invalid-definition']);
  });

  it('takes a section name, or makes one of the id', () => {
    expect(fromVariant(variants.chess, { name: 'mychess' }).text.startsWith('[mychess]\n')).toBe(true);
    expect(fromVariant({ ...variants.chess, id: 'Fancy Chess!' }).name).toBe('fancychess');
    expect(fromVariant(variants.chess).name).toBe('x-chess');
    expect(fromVariant(variants.chess, { name: 'shogi' }).diagnostics.map((d) => d.code)).toEqual([
      'unexpressible-section-name',
    ]);
  });

  it('lists its codes in the package’s code list', () => {
    for (const code of FAIRY_WRITE_ERROR_CODES)
      expect(FAIRY_ERROR_CODES as readonly string[]).toContain(code);
  });
});
