/**
 * `gif()`: a game as an animated GIF in lila-gif's design. The file's blocks are read here (not its pixels): a frame
 * per position, every frame after the first covering only the rectangle of the squares that changed (the last
 * move's and the one before's), kept on screen (disposal 1) with its unchanged pixels transparent, and the pause
 * on the last frame.
 */
import { Position } from '@x/core';
import { INFINITE_PIECE_TYPES, InfinitePosition } from '@x/core/infinite';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { lichessGame } from '../../../tests/lichess-game.js';
import { hasSharedData } from '../../../tests/shared-data.js';
import { gif, MAX_GIF_FRAMES } from '../src/gif.js';

/** One image of a GIF: its rectangle, delay (ms), disposal and transparency flag. */
interface Image {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly delay: number;
  readonly dispose: number;
  readonly transparent: boolean;
}

/** The images of a GIF file, read block by block (the pixel data skipped). */
function images(bytes: Uint8Array): Image[] {
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  expect(new TextDecoder().decode(bytes.subarray(0, 6))).toBe('GIF89a');
  let at = 13;
  if (bytes[10]! & 0x80) at += 3 * 2 ** ((bytes[10]! & 7) + 1);
  const skipBlocks = () => {
    while (bytes[at]! !== 0) at += bytes[at]! + 1;
    at++;
  };
  const out: Image[] = [];
  let control = { delay: 0, dispose: 0, transparent: false };
  for (;;) {
    const kind = bytes[at]!;
    if (kind === 0x3b) return out;
    if (kind === 0x21) {
      if (bytes[at + 1] === 0xf9) {
        const packed = bytes[at + 3]!;
        control = { delay: u16(at + 4) * 10, dispose: (packed >> 2) & 7, transparent: (packed & 1) === 1 };
      }
      at += 2;
      skipBlocks();
      continue;
    }
    expect(kind).toBe(0x2c);
    const image = { x: u16(at + 1), y: u16(at + 3), width: u16(at + 5), height: u16(at + 7), ...control };
    const packed = bytes[at + 9]!;
    at += 10;
    if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
    at++; // LZW minimum code size
    skipBlocks();
    out.push(image);
  }
}

const chess = variants.chess;
const after = (fen: string) => Position.fromFen(fen, chess);

describe('gif', () => {
  it('a frame per position, later frames only the changed squares, the pause last', async () => {
    const bytes = await gif(
      [
        after(chess.startFen),
        {
          position: after('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'),
          lastMove: 'e2e4',
        },
        {
          position: after('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'),
          lastMove: { from: 'e7', to: 'e5' },
        },
      ],
      { squareSize: 10, delay: 400, pause: 2000 },
    );
    const frames = images(bytes);
    // 10 pixels a square, 4-pixel margins below and on the left only: 84 × 84; e2 at (44, 60), e4 at (44, 40),
    // e7 at (44, 10)
    expect(frames.map(({ x, y, width, height }) => [x, y, width, height])).toEqual([
      [0, 0, 84, 84],
      [44, 40, 10, 30],
      [44, 10, 10, 60],
    ]);
    expect(frames.map((f) => f.delay)).toEqual([400, 400, 2000]);
    expect(frames.slice(1).every((f) => f.dispose === 1 && f.transparent)).toBe(true);
  });

  it.skipIf(!hasSharedData)(
    "a 93-ply game at lila-gif's 720 × 840 (player bars) in 336 KiB or less",
    async () => {
      const { frames, players } = lichessGame(93)!;
      const bytes = await gif(frames, { squareSize: 90, coordinates: false, players });
      const images93 = images(bytes);
      expect(images93.length).toBe(94);
      expect([bytes[6]! | (bytes[7]! << 8), bytes[8]! | (bytes[9]! << 8)]).toEqual([720, 840]);
      expect(bytes.length).toBeLessThanOrEqual(336 * 1024);
    },
  );

  it('a drop changes the hands: the frame covers them', async () => {
    const zh = variants.crazyhouse;
    const bytes = await gif(
      [
        Position.fromFen('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', zh),
        { position: Position.fromFen('4k3/8/8/8/8/5N2/8/4K3 b - - 0 1', zh), lastMove: 'f3f3' },
      ],
      { squareSize: 10 },
    );
    const [first, drop] = images(bytes);
    expect(drop!.y + drop!.height).toBeGreaterThan(first!.height - 10);
  });

  it('a game on the unbounded board: every frame drawn through one window over all its pieces', async () => {
    const start = InfinitePosition.fromSetup({
      pieces: [
        { x: 1n, y: 1n, type: 'king', player: 'white' },
        { x: 5n, y: 1n, type: 'rook', player: 'white' },
        { x: 1n, y: 8n, type: 'king', player: 'black' },
      ],
    });
    const next = start.clone();
    next.play({ from: { x: 5n, y: 1n }, to: { x: 12n, y: 1n } });
    const frames = [start, { position: next, lastMove: { from: '5,1', to: '12,1' } }];
    // the window over both frames' pieces and a square around them: x 0…13, y 0…9; 10 pixels a square and
    // 4-pixel margins below and on the left: 144 × 104; the rook's squares 5,1 and 12,1 on the second row from
    // the bottom
    const [first, move] = images(await gif(frames, { squareSize: 10 }));
    expect([first!.width, first!.height]).toEqual([144, 104]);
    expect([move!.x, move!.y, move!.width, move!.height]).toEqual([54, 80, 80, 10]);
    // a window given: every frame through it; a move outside it is a located DiagramError
    const window = { left: 0, bottom: 0, files: 16, ranks: 9 };
    const [wide] = images(await gif(frames, { squareSize: 10, window }));
    expect([wide!.width, wide!.height]).toEqual([164, 94]);
    await expect(
      gif(frames, { squareSize: 10, window: { left: 0, bottom: 0, files: 8, ranks: 9 } }),
    ).rejects.toMatchObject({ code: 'invalid-square' });
  });

  // on main gif() read a lastMove text as UCI only: '5,1>12,1', which svg() draws, was 'not a move'
  it("reads a lastMove written as svg() reads it: ICN's x,y>x,y", async () => {
    const start = InfinitePosition.fromSetup({
      pieces: [
        { x: 1n, y: 1n, type: 'king', player: 'white' },
        { x: 5n, y: 1n, type: 'rook', player: 'white' },
      ],
    });
    const next = start.clone();
    next.play({ from: { x: 5n, y: 1n }, to: { x: 7n, y: 1n } });
    const given = (lastMove: string | { from: string; to: string }) =>
      gif([start, { position: next, lastMove }], { squareSize: 10 }).then(images);
    expect(await given('5,1>7,1')).toEqual(await given({ from: '5,1', to: '7,1' }));
  });

  // on main a name that was no text was a TypeError "name is not iterable", after the board was rendered
  it('a player name that is no text is an invalid-option DiagramError', async () => {
    const start = after(chess.startFen);
    for (const players of [{ white: 5 }, { black: null }, { white: ['x'] }])
      await expect(gif([start], { squareSize: 10, players: players as never })).rejects.toMatchObject({
        name: 'DiagramError',
        code: 'invalid-option',
      });
  });

  // on main gif() took any number of frames: 100,001 frames (a PGN game at its 100,000-move cap, through xn
  // diagram --gif) took 67 s and 1.1 GB for a 59 MB GIF 14 hours long
  it('refuses more frames than maxFrames (default MAX_GIF_FRAMES) before reading any: input-too-long', async () => {
    const start = after(chess.startFen);
    await expect(gif(new Array(MAX_GIF_FRAMES + 1).fill(start), { squareSize: 10 })).rejects.toMatchObject({
      name: 'DiagramError',
      code: 'input-too-long',
      message: 'gif: 1001 frames is more than maxFrames (1000): give a larger maxFrames, or fewer frames',
    });
    await expect(gif([start, start, start], { squareSize: 10, maxFrames: 2 })).rejects.toMatchObject({
      code: 'input-too-long',
    });
    expect(images(await gif([start, start], { squareSize: 10, maxFrames: 2 }))).toHaveLength(2);
    await expect(gif([start], { maxFrames: 0 })).rejects.toBeInstanceOf(TypeError);
  });

  // once the pieces were rendered in one row, two squares each: the chess start's 12 at 350-pixel squares made
  // 8,400 pixels, and gif() refused a 2,800-pixel board with "a picture: 8400 × 350 pixels is more than 8192".
  // Checked here with 118 kinds at 35-pixel squares, a kind a frame on the first square of a 2 × 1 window of the
  // unbounded board: 8,260 pixels in one row, over the cap as the 12 at 350 pixels were, for a tenth of the pixels
  // (a 70 × 35 board and 0.29 Mpx of pieces, not 2,800² and 2.9 Mpx)
  it('draws any number of kinds of pieces at any square size (the pieces in rows)', async () => {
    // every type but obstacle and void, for six players
    const types = INFINITE_PIECE_TYPES.filter((type) => type !== 'obstacle' && type !== 'void');
    const players = ['white', 'black', 'red', 'blue', 'yellow', 'green'] as const;
    const kinds = types.flatMap((type) => players.map((player) => ({ type, player }))).slice(0, 118);
    const frames = kinds.map((kind) => InfinitePosition.fromSetup({ pieces: [{ x: 1n, y: 1n, ...kind }] }));
    const window = { left: 1n, bottom: 1n, files: 2, ranks: 1 };
    const [first, ...later] = images(await gif(frames, { squareSize: 35, coordinates: false, window }));
    expect([first!.width, first!.height, later.length]).toEqual([70, 35, 117]);
    // each change: the pixels of the first square alone
    for (const change of later) expect(change.x + change.width <= 35 && change.height <= 35).toBe(true);
  });

  it('bad input: a DiagramError or a TypeError, never a crash', async () => {
    const start = after(chess.startFen);
    await expect(gif([])).rejects.toBeInstanceOf(TypeError);
    // on main: "frames.map is not a function", "Cannot use 'in' operator to search for 'position' in null"
    await expect(gif('e4' as never)).rejects.toThrow(/^@x\/diagram: gif\(\) takes a list/);
    await expect(gif([null] as never)).rejects.toThrow(/^@x\/diagram: svg\(\) takes a Position/);
    await expect(gif([start], { orientation: 'up' } as never)).rejects.toMatchObject({
      code: 'invalid-option',
    });
    await expect(gif([start], { squareSize: 0 })).rejects.toMatchObject({ code: 'invalid-option' });
    await expect(gif([start], { squareSize: 2.5 })).rejects.toMatchObject({ code: 'invalid-option' });
    await expect(gif([{ position: start, lastMove: 'z9z8' }])).rejects.toMatchObject({
      code: 'invalid-square',
    });
    const xq = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    await expect(gif([start, xq])).rejects.toMatchObject({ code: 'invalid-option' });
  });
});
