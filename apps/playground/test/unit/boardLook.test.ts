/**
 * The app's boards as `@x/diagram` draws them: each piece of a core setup and of a FEEN with the type id the
 * diagram chooses its picture by, a FEEN in its style (a shogi FEEN as shogi, promoted pieces as their promoted
 * form), the look's colours; while a move's wall waits (duck chess), the move made and the walls as before it.
 */
import { type BasePosition, parseFen, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { boardStyleOf, geometry, svg } from '@x/diagram';
import { builtinVariant } from '@x/fairy-variants';
import { parse } from '@x/feen';
import { describe, expect, it } from 'vitest';
import { setupModel } from '../../src/lib/board/coreModel';
import { diagramBoard, diagramColors, diagramPiece } from '../../src/lib/board/diagramBoard';
import { viewBoxSize } from '../../src/lib/board/download';
import { feenModels, feenStyle } from '../../src/lib/board/feenModel';
import { pendingSetup } from '../../src/lib/board/pendingSetup';

/** A built-in variant by id. */
function getVariant(id: string): VariantDefinition {
  const v = (variants as Record<string, VariantDefinition>)[id];
  if (!v) throw new Error(`no variant ${id}`);
  return v;
}

/** The `<use>` elements of the pieces of a diagram. */
const pieceUses = (text: string) =>
  text.match(/<g class="pieces">(.*?)<\/g>/)?.[1]?.match(/<use /g)?.length ?? 0;

describe('a core setup drawn by @x/diagram', () => {
  it.each([
    ['chess', 'checkered', 32],
    ['capablanca', 'checkered', 40],
    ['xiangqi', 'xiangqi', 32],
    ['shogi', 'shogi', 40],
    ['makruk', 'makruk', 32],
  ])('%s: drawn %s, one piece element per piece', (id, style, count) => {
    const variant = getVariant(id);
    const model = setupModel(parseFen(variant.startFen, variant), variant);
    expect(boardStyleOf(variant)).toBe(style);
    const text = svg(diagramBoard(model, boardStyleOf(variant)));
    expect(pieceUses(text)).toBe(count);
    // no letter form where the set has a picture: capablanca's archbishop and chancellor included
    expect(text).not.toContain('<text x="50"');
  });

  it('a PNG is made at the size of the drawing: its viewBox, the geometry the board is laid out by', () => {
    for (const id of ['chess', 'xiangqi', 'shogi']) {
      const variant = getVariant(id);
      const board = diagramBoard(
        setupModel(parseFen(variant.startFen, variant), variant),
        boardStyleOf(variant),
      );
      for (const orientation of ['white', 'black'] as const) {
        const { width, height } = geometry(board, { orientation });
        expect(viewBoxSize(svg(board, { orientation, size: width }))).toEqual({ width, height });
      }
    }
    expect(viewBoxSize('<svg>')).toEqual({ width: 0, height: 0 });
  });

  it('keeps a promoted piece promoted and a wall a wall', () => {
    expect(diagramPiece({ label: 'q~', color: 'black', id: 'queen' })).toEqual({
      id: 'queen',
      color: 'black',
      symbol: 'Q',
      promoted: true,
    });
    expect(diagramPiece({ label: '*', color: 'white', id: 'duck', wall: 'duck' }).wall).toBe('duck');
  });

  it('leaves the dragged square empty and takes the look colours', () => {
    const chess = getVariant('chess');
    const model = setupModel(parseFen(chess.startFen, chess), chess);
    expect(pieceUses(svg(diagramBoard(model, 'checkered', 12)))).toBe(31);
    expect(diagramColors({ board: 'blue' }, false).light).toBe('#dee3e6');
    expect(diagramColors({ board: 'wood' }, true).text).not.toBe(
      diagramColors({ board: 'wood' }, false).text,
    );
  });
});

describe('a FEEN drawn by @x/diagram', () => {
  it('draws a shogi FEEN as shogi: kanji by type id, promoted pieces in their promoted form', () => {
    const p = parse('lnsgk^gsnl/1r5b1/pppp+ppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s');
    expect(feenStyle(p)).toBe('shogi');
    const [model] = feenModels(p);
    const ids = model!.cells.flatMap((c) => (c && c !== 'hole' ? [c.id] : []));
    expect(new Set(ids)).toEqual(
      new Set(['lance', 'knight', 'silver', 'gold', 'king', 'rook', 'bishop', 'pawn', 'promoted-pawn']),
    );
    const text = svg(diagramBoard(model!, 'shogi'));
    // と for the promoted pawn, 歩 for the others: outlines, no letters
    for (const ch of ['と', '歩', '玉', '王'])
      expect(text).toContain(`id="g${ch.codePointAt(0)!.toString(16)}"`);
    expect(text).not.toContain('<text x="50"');
  });

  it('draws a chess FEEN with the chess pieces and other styles in theirs', () => {
    const chess = parse('+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c');
    expect(feenStyle(chess)).toBe('checkered');
    expect(feenModels(chess)[0]!.cells[4]).toMatchObject({ id: 'king', color: 'white' });
    // `+R`, `+K^`, `+P` (may castle, unmoved) are the chess pictures: no letter disc, no promotion ring
    const drawnChess = svg(diagramBoard(feenModels(chess)[0]!, 'checkered'));
    expect(drawnChess).not.toContain('<text x="50"');
    expect(drawnChess).not.toContain('stroke="#c00"');
    expect(drawnChess.match(/<use href="#[wb][KQRBNP]"/g)).toHaveLength(32);
    // no empty hand rows under a chess board; a crazyhouse-like FEEN with pieces in hand keeps them
    expect(feenModels(chess)[0]!.hands).toBeUndefined();
    expect(feenModels(parse('k^2/3/2K^ P/ C/c'))[0]!.hands?.white).toHaveLength(1);
    expect(feenStyle(parse('k^/K^ / X/x'))).toBe('xiangqi');
    // xiangqi and janggi read the same letters: K the general, C the cannon
    for (const style of ['X/x', 'J/j']) {
      const ids = feenModels(parse(`k^c/K^C / ${style}`))[0]!.cells.flatMap((c) =>
        c && c !== 'hole' ? [c.id] : [],
      );
      expect(ids.sort()).toEqual(['cannon', 'cannon', 'general', 'general']);
    }
    expect(feenStyle(parse('k^/K^ / M/m'))).toBe('makruk');
  });
});

/** Duck chess from `fen`. */
function duck(fen: string): BasePosition {
  return Position.fromFen(fen, builtinVariant('duck')!);
}

/** The piece types on `squares` of a setup (`-` for empty), as one string. */
function on(pos: BasePosition, move: string, squares: readonly string[]): string {
  const uci = pos.legalMoves().find((m) => pos.uci(m) === move);
  if (!uci) throw new Error(`${move} not legal`);
  const setup = pendingSetup(pos, uci);
  return squares
    .map((sq) => {
      const i = (Number(sq.slice(1)) - 1) * setup.files + sq.charCodeAt(0) - 97;
      return setup.board[i]?.type ?? '-';
    })
    .join(' ');
}

describe('pendingSetup', () => {
  it('moves the piece, keeps the duck where it was, leaves the wall square empty', () => {
    const pos = duck('rnbqkb1r/pppppppp/5n2/8/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
    const duckType = builtinVariant('duck')!.walls!.piece;
    expect(on(pos, 'b1c3,c3e5', ['b1', 'c3', 'd4', 'e5'])).toBe(`- knight ${duckType} -`);
    // the duck may go to the square the knight left: empty until it is placed
    expect(on(pos, 'b1c3,c3b1', ['b1', 'c3', 'd4'])).toBe(`- knight ${duckType}`);
  });

  it('castles with the rook and takes a capture off the board', () => {
    const castle = duck('r3k2r/8/8/3*4/8/8/8/R3K2R w KQkq - 0 1');
    const king = castle.pieceAt('e1')!.type; // duck chess's king: no royal, taken to lose
    expect(on(castle, 'e1g1,g1e4', ['e1', 'f1', 'g1', 'h1'])).toBe(`- rook ${king} -`);
    const take = duck('4k3/8/8/3p4/4P3/8/8/4K2* w - - 0 1');
    expect(on(take, 'e4d5,d5a3', ['e4', 'd5', 'h1', 'a3'])).toBe(
      `- pawn ${builtinVariant('duck')!.walls!.piece} -`,
    );
  });
});
