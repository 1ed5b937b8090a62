/**
 * `xn diagram`'s logic in-process: which notation a position is read from, a PGN game's frames, the format from
 * the options and the output's extension, and what a bad position or option gives (exit 1 with a located message,
 * exit 2 with the usage).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { readPgn } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { xnProcess } from '../../test/xn.js';
import type { CommandIo } from '../command.js';
import { run } from '../main.js';
import { nthGame, pgnFrames, readPosition, variantNamed } from './diagram-input.js';

/** Runs `xn diagram args…` in this process: its status, stdout bytes and stderr text. */
async function xnDiagram(...args: string[]) {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const sink = (into: Buffer[]) =>
    new Writable({
      write(chunk, _encoding, done) {
        into.push(Buffer.from(chunk));
        done();
      },
    });
  const io: Omit<CommandIo, 'onClosedPipe'> = {
    stdin: new PassThrough(),
    stdout: sink(out),
    stderr: sink(err),
    env: {},
  };
  const status = await run(['diagram', ...args], io);
  return { status, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') };
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const PGN =
  '[Event "x"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event "y"]\n[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 *\n';

describe('readPosition', () => {
  it('FEN, SFEN, FEEN and ICN, each to its board', () => {
    expect(readPosition(START, undefined).variant.id).toBe('chess');
    const shogi = readPosition(SFEN, undefined);
    expect([shogi.variant.id, shogi.toSetup().board.filter(Boolean).length]).toEqual(['shogi', 40]);
    const feen = readPosition(
      '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
      undefined,
    );
    expect(feen.toFen()).toBe(START);
    expect(readPosition('w 0/100 1 (8|1) 1,8,1,8 K5,1+|k5,8+', undefined).toFen()).toBe(
      '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    );
  });

  it('a shogi text both a FEN and an SFEN (`b -`, no move number) is read as the SFEN: sente to move', async () => {
    const shogi = await variantNamed('shogi', 'diagram');
    const bare = SFEN.replace(/ 1$/, '');
    expect(readPosition(bare, shogi).turn).toBe(readPosition(SFEN, undefined).turn);
    expect(readPosition(bare.replace(/ b -$/, ' w -'), shogi).turn).not.toBe(
      readPosition(SFEN, undefined).turn,
    );
  });

  it('what no notation reads: the FEN reader’s located error', () => {
    expect(() => readPosition('rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', undefined)).toThrow(
      expect.objectContaining({ code: expect.any(String), offset: expect.any(Number) }),
    );
  });
});

describe('pgnFrames', () => {
  it('the start and a frame per ply with its squares; the game by number; a Variant tag', async () => {
    const { frames, plies } = await pgnFrames(PGN, 1, 'g.pgn');
    expect(
      frames.map((f) => (typeof f.lastMove === 'object' ? `${f.lastMove.from}${f.lastMove.to}` : f.lastMove)),
    ).toEqual([undefined, 'e2e4', 'e7e5', 'g1f3', 'b8c6']);
    expect(plies).toBe(4);
    const zh = (await pgnFrames(PGN, 2, 'g.pgn')).frames;
    expect(zh.at(-1)!.position.variant.id).toBe('crazyhouse');
    expect(zh.at(-1)!.position.toSetup().hands?.black.pawn).toBe(1);
    await expect(pgnFrames(PGN, 3, 'g.pgn')).rejects.toThrow(/no game 3 \(the file has 2 games\)/);
  });

  // on main `xn diagram game.pgn` made a frame of every ply and parsed every game of the file to draw one
  // position: 100,000 plies of knight shuffles peaked at 574 MB, a 50 MB file at 508 MB (36 s for its game 1)
  it('drawing one position keeps one frame; the source is read no further than the game', async () => {
    const last = await pgnFrames(PGN, 1, 'g.pgn', { maxFrames: Number.POSITIVE_INFINITY, keep: 'last' });
    expect([last.frames.length, last.frames[0]!.lastMove, last.plies]).toEqual([
      1,
      { from: 'b8', to: 'c6' },
      4,
    ]);
    const atPly = await pgnFrames(PGN, 1, 'g.pgn', { maxFrames: 3, keep: 'last' });
    expect([atPly.frames.length, atPly.frames[0]!.lastMove]).toEqual([1, { from: 'e7', to: 'e5' }]);
    // chunks asked for after game 1 throw: game 1 was read from the first chunk and no more
    async function* chunks() {
      yield '[Event "x"]\n\n1. e4 e5 *\n\n[Event "y"]\n\n1. d4 *\n';
      throw new Error('read past game 1');
    }
    expect((await pgnFrames(chunks(), 1, 'g.pgn', { keep: 'last' })).plies).toBe(2);
  });

  // the games before game N are counted from their sections, not built: the same game, error or count as
  // readPgn's records give, over plain games, bad ones, glued ones, junk and text that is not ASCII
  it("property: game N (or its error, or the count) is readPgn's record N, the games before it unbuilt", async () => {
    const pieces = [
      '[Event "a"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n',
      '1. d4 d5 *\n\n',
      '[Event "bad"]\n\n1. e4 %% e5 *\n\n',
      '[Event "open"]\n\n1. e4 { never closed\n\n',
      '[Event "glued"]\n\n1. e4 e5 1-0 1. d4 *\n\n',
      '[Event "dash"]\n\n1. c4 1–0\n1. Nf3 *\n\n',
      '[Event "café"]\n\n1. e4 {à} (1. d4 $1) e5 *\n\n',
      '[Result "1-0"]\n\n1. e4 0-1\n\n',
      '\n% escaped\n1-0\n\n',
      '[Event "cut"]\n[Site',
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), async (chosen) => {
        const bytes = new TextEncoder().encode(chosen.join(''));
        const records = [];
        for await (const r of readPgn(bytes)) records.push(r);
        for (let n = 1; n <= records.length + 1; n++) {
          const ours = await nthGame(bytes, n, 'g.pgn').then(
            (game) => ({ success: true, data: game }),
            (error: Error) => ({ success: false, error: String(error) }),
          );
          const record = records[n - 1];
          expect(ours).toEqual(
            record === undefined
              ? {
                  success: false,
                  error: expect.stringMatching(`no game ${n} \\(the file has ${records.length} game`),
                }
              : record.success
                ? { success: true, data: record.data }
                : { success: false, error: String(record.error) },
          );
        }
      }),
      { numRuns: runs(60) },
    );
  });
});

describe('xn diagram', () => {
  it('SVG on stdout by default; PNG and GIF by --format or by the extension of -o', async () => {
    const svg = await xnDiagram(START, '--last-move', 'e2e4');
    expect([svg.status, svg.stderr]).toEqual([0, '']);
    expect(svg.stdout.toString('utf8')).toMatch(/^<svg xmlns/);
    expect((svg.stdout.toString('utf8').match(/<use /g) ?? []).length).toBe(32);
    const png = await xnDiagram(SFEN, '--format', 'png', '--size', '90');
    expect([png.status, png.stderr]).toEqual([0, '']);
    expect([...png.stdout.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-diagram-'));
    try {
      const file = path.join(dir, 'game.pgn');
      fs.writeFileSync(file, PGN);
      const out = path.join(dir, 'game.gif');
      expect((await xnDiagram(file, '--square', '8', '-o', out)).status).toBe(0);
      expect(fs.readFileSync(out).subarray(0, 6).toString()).toBe('GIF89a');
      const ply = await xnDiagram(file, '--ply', '2');
      expect(ply.stdout.toString('utf8')).toContain('<rect');
      expect((await xnDiagram(file, '--ply', '9')).stderr).toMatch(/--ply 9: the game has 4 plies/);
      // a bad game after the one drawn: not read (on main: "error[syntax]: no destination square", exit 1)
      fs.writeFileSync(file, `${PGN}\n[Event "z"]\n\n1. e4 { a { nested } comment } *\n`);
      const first = await xnDiagram(file, '--game', '1');
      expect([first.status, first.stderr]).toEqual([0, '']);
      const bad = await xnDiagram(file, '--game', '3');
      expect([bad.status, bad.stderr]).toEqual([1, expect.stringMatching(/error\[syntax\]/)]);
      // an image of another format was written SVG's bytes; a move's trailing junk was dropped without a word
      const jpeg = path.join(dir, 'board.jpeg');
      expect(await xnDiagram(START, '-o', jpeg)).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(
          /^xn: -o .*board\.jpeg: a \.jpeg is no format written: svg, png or gif\n/,
        ),
      });
      expect(fs.existsSync(jpeg)).toBe(false);
      expect((await xnDiagram(START, '--last-move', 'e2e4junk')).status).toBe(2);
      expect((await xnDiagram(START, '--last-move', 'e7e8q')).status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('KIF, KI2, CSA and WXF files: a frame per ply, --ply and --gif, game N', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-diagram-'));
    try {
      const write = (name: string, text: string) => {
        const file = path.join(dir, name);
        fs.writeFileSync(file, text);
        return file;
      };
      const kif = write(
        'g.kif',
        '手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n',
      );
      const csa = write('g.csa', 'V2.2\nPI\n+\n+7776FU\n-3334FU\n');
      const wxf = write(
        'g.wxf',
        '[Variant "Xiangqi"]\n\n1. C2=5 H8+7 *\n\n[Variant "Xiangqi"]\n\n1. P7+1 *\n',
      );
      // the last position with its move tinted (the default last-move colour); the start without
      const svg = (await xnDiagram(kif)).stdout.toString('utf8');
      expect(svg).toContain('<svg');
      expect(svg).toContain('rgba(155,199,0,0.41)');
      const start = (await xnDiagram(kif, '--ply', '0')).stdout.toString('utf8');
      expect(start).not.toContain('rgba(155,199,0,0.41)');
      expect((await xnDiagram(csa, '--ply', '1')).status).toBe(0);
      expect((await xnDiagram(write('g.ki2', '手合割：平手\n▲７六歩 △３四歩\n'))).status).toBe(0);
      const gif = await xnDiagram(kif, '--gif', '--square', '10');
      expect(gif.stdout.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      const first = await xnDiagram(wxf, '--ply', '2');
      const second = await xnDiagram(wxf, '--game', '2', '--ply', '1');
      expect([first.status, second.status]).toEqual([0, 0]);
      expect(first.stdout.toString('utf8')).not.toBe(second.stdout.toString('utf8'));
      // no such game or ply: exit 2 (as for a PGN file); an illegal move of the record: exit 1, located
      expect((await xnDiagram(wxf, '--game', '3')).status).toBe(2);
      expect((await xnDiagram(kif, '--game', '2')).status).toBe(2);
      expect((await xnDiagram(kif, '--ply', '3')).status).toBe(2);
      const bad = await xnDiagram(write('bad.kif', '手合割：平手\n   1 ７五歩(77)\n'));
      expect(bad.status).toBe(1);
      expect(bad.stderr).toMatch(/^xn diagram: .*bad\.kif: error\[/);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  // such a file was read as a FEN: "error[rank-count]: rank 8 has 0 squares, expected 8"
  it('reads PGN from a file of another name (game.txt, a pipe); says a file of other text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-diagram-'));
    try {
      const txt = path.join(dir, 'game.txt');
      fs.writeFileSync(txt, PGN);
      const named = await xnDiagram(txt, '--ply', '2');
      fs.writeFileSync(path.join(dir, 'game.pgn'), PGN);
      expect([named.status, named.stdout.toString()]).toEqual([
        0,
        (await xnDiagram(path.join(dir, 'game.pgn'), '--ply', '2')).stdout.toString(),
      ]);
      const other = path.join(dir, 'notes.txt');
      fs.writeFileSync(other, 'hello\n');
      const said = await xnDiagram(other);
      expect([said.status, said.stderr.split('\n')[0]]).toEqual([
        2,
        `xn: ${other} holds no PGN (a tag or a move number first): a game file of another notation is told by its extension (.kif, .ki2, .csa, .wxf)`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // on main --gif made a frame of every ply: a PGN game at its 100,000-move cap took 67 s and 1.1 GB for a GIF
  // 14 hours long
  it('--gif of a game longer than --max-frames (default 1000): exit 2 before its frames are drawn', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-diagram-'));
    try {
      const shuffle = Array.from(
        { length: 1001 },
        (_, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]}`,
      );
      const file = path.join(dir, 'long.pgn');
      fs.writeFileSync(file, `[Event "x"]\n\n${shuffle.join(' ')} *\n`);
      const long = await xnDiagram(file, '--gif', '--square', '8');
      expect([long.status, long.stdout.length]).toEqual([2, 0]);
      expect(long.stderr).toContain(
        'xn: the game has more than 999 plies: its GIF would have more than 1000 frames (--max-frames N to allow more)',
      );
      const short = path.join(dir, 'short.pgn');
      fs.writeFileSync(short, `[Event "x"]\n\n${shuffle.slice(0, 5).join(' ')} *\n`);
      expect((await xnDiagram(short, '--gif', '--square', '8', '--max-frames', '5')).stderr).toContain(
        'more than 4 plies',
      );
      const gif = await xnDiagram(short, '--gif', '--square', '8', '--max-frames', '6');
      expect([gif.status, gif.stdout.subarray(0, 6).toString('latin1')]).toEqual([0, 'GIF89a']);
      expect((await xnDiagram(short, '--max-frames', '6')).status).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  // on main an ICN position read only onto the finite chess board: a rook 10^40 out was the FEN reader's
  // "unknown piece w", though @x/diagram draws the unbounded board
  it('an ICN position no finite board holds: drawn on the unbounded board', async () => {
    const far = `1${'0'.repeat(40)}`;
    const icn = await xnDiagram(`w 0/100 1 (8|1) K5,1+|k5,8+|R${far},3`);
    expect([icn.status, icn.stderr]).toEqual([0, '']);
    expect(icn.stdout.toString('utf8')).toMatch(/^<svg xmlns/);
    expect((icn.stdout.toString('utf8').match(/<use /g) ?? []).length).toBeGreaterThan(0);
    // not an ICN position either: the FEN reader's error, as before
    expect((await xnDiagram('w 0/100 1 (8|1) K5,1+|k5,8+|Rx,3')).status).toBe(1);
  });

  // the error line held the position whole and as it was: 20,069 bytes for a FEN of 10,000 ranks, and an ESC
  // sequence in a position reached the terminal
  it("a bad position's error line quotes it cut about the fault and escaped, with the fault's place", async () => {
    const ranks = `${Array.from({ length: 10_000 }, () => '8').join('/')} w - - 0 1`;
    expect(await xnDiagram(ranks)).toMatchObject({
      status: 1,
      stderr: `xn diagram: ${ranks.slice(0, 60)}… at character 17: error[board]: too many ranks\n`,
    });
    expect(await xnDiagram('k7/8/8/8/8/8/8/\u001b[31mK7 w - - 0 1')).toMatchObject({
      status: 1,
      stderr:
        'xn diagram: k7/8/8/8/8/8/8/\u241b[31mK7 w - - 0 1 at character 16: error[unknown-piece]: unknown piece \u241b\n',
    });
  });

  it('a position that does not read: exit 1 with the error; usage errors: exit 2', async () => {
    const bad = await xnDiagram('rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^xn diagram: .*error\[/);
    expect((await xnDiagram(START, '--format', 'jpg')).status).toBe(2);
    expect((await xnDiagram(START, '--ply', '3')).status).toBe(2);
    expect((await xnDiagram(START, '--variant', 'nosuchvariant')).status).toBe(2);
    expect((await xnDiagram()).status).toBe(2);
    expect((await xnDiagram(START, '--circles')).status).toBe(2);
    // a PNG over 8192 pixels a side: said in one line (it was resvg's Rust panic, "internal error")
    const huge = await xnDiagram(START, '--format', 'png', '--size', '30000');
    expect([huge.status, huge.stderr]).toEqual([
      1,
      `xn diagram: ${START}: error[board-too-large]: png: 30000 × 30000 pixels is more than 8192 a side: give a smaller size\n`,
    ]);
  });
});

describe('xn diagram, the binary (smoke)', () => {
  it('finds resvg’s WebAssembly from the bundle and writes a PNG', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-diagram-'));
    try {
      const out = path.join(dir, 'kings.png');
      const r = xnProcess(['diagram', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', '--size', '40', '-o', out]);
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(fs.readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
