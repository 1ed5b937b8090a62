/**
 * @x/wxf: writing every legal move of 40 random positions per variant, side by side with ffish's `sanMove`
 * (Fairy-Stockfish's WASM build, GPL, a dev dependency of this private package): WXF and janggi notation
 * for xiangqi, Thai SAN for makruk; then ICCS → WXF conversion (read the ICCS, write WXF) against ffish's
 * `sanMove` from UCI, and a game replay (`parse` of a UCCI line, `stringify` in WXF) per move.
 */
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { createMoveBuffer, decodeMove, generateLegalMoves } from '@x/core/engine';
import { type WxfMoveNotation, parse, parseMove, stringify, stringifyMove } from '@x/wxf';
import { rng } from '../../../tests/rng.js';
import { type Contender, measure, report } from '../harness.js';
import { loadFfish } from '../../../tests/oracles/ffish.js';

interface NotationBoard {
  sanMove(uci: string, notation: number): string;
  push(uci: string): boolean;
  delete(): void;
}
type Ffish = {
  Board: new (variant: string, fen?: string) => NotationBoard;
  Notation: Record<string, number>;
};

interface Sample {
  pos: BasePosition;
  board: NotationBoard;
  moves: number[];
  ucis: string[];
  iccs: string[];
}

/** `count` positions of random games (10…70 plies), in both engines. */
function samples(ff: Ffish, variant: VariantDefinition, count: number): Sample[] {
  const random = rng(0x5eed);
  const buf = createMoveBuffer();
  const out: Sample[] = [];
  while (out.length < count) {
    const pos = Position.fromFen(variant.startFen, variant);
    const plies = 10 + Math.floor(random() * 60);
    let n = generateLegalMoves(pos, buf);
    for (let i = 0; i < plies && n > 0; i++) {
      pos.playEncoded(buf[Math.floor(random() * n)]!);
      n = generateLegalMoves(pos, buf);
    }
    if (n === 0) continue;
    const moves = [...buf.subarray(0, n)];
    const ucis = moves.map((m) => pos.uci(pos.decodeMove(m)));
    const iccs = moves.map((m) => stringifyMove(decodeMove(pos, m), pos, { notation: 'iccs' }));
    out.push({ pos, board: new ff.Board(variant.id, pos.toFen()), moves, ucis, iccs });
  }
  return out;
}

/** ffish writing every move of every sample (`sanMove` in notation `code`), `reps` times. */
function ffishSanMoves(name: string, list: Sample[], reps: number, code: number): Contender {
  return {
    name,
    run: () => {
      let k = 0;
      for (let r = 0; r < reps; r++)
        for (const s of list) for (const u of s.ucis) k += s.board.sanMove(u, code).length > 0 ? 1 : 0;
      return k;
    },
  };
}

function writing(
  ff: Ffish,
  list: Sample[],
  notation: WxfMoveNotation,
  ffName: string,
  reps: number,
): Contender[] {
  const code = ff.Notation[ffName]!;
  for (const s of list)
    s.moves.forEach((m, i) => {
      const ours = stringifyMove(decodeMove(s.pos, m), s.pos, { notation });
      const theirs = s.board.sanMove(s.ucis[i]!, code);
      // where ffish writes two moves alike (Thai SAN), ours names the origin
      const ambiguous = s.moves.filter((_, j) => s.board.sanMove(s.ucis[j]!, code) === theirs).length > 1;
      if (ours !== theirs && !ambiguous)
        throw new Error(`${s.pos.toFen()} ${s.ucis[i]}: ${ours} vs ffish ${theirs}`);
    });
  return [
    {
      name: `@x/wxf ${notation}`,
      run: () => {
        let k = 0;
        for (let r = 0; r < reps; r++)
          for (const s of list)
            for (const m of s.moves)
              k += stringifyMove(decodeMove(s.pos, m), s.pos, { notation }).length > 0 ? 1 : 0;
        return k;
      },
    },
    ffishSanMoves(`ffish sanMove ${ffName}`, list, reps, code),
  ];
}

function conversion(ff: Ffish, list: Sample[], reps: number): Contender[] {
  const code = ff.Notation.XIANGQI_WXF!;
  return [
    {
      name: '@x/wxf ICCS → WXF',
      run: () => {
        let k = 0;
        for (let r = 0; r < reps; r++)
          for (const s of list)
            for (const t of s.iccs)
              k +=
                stringifyMove(parseMove(t, s.pos, { notation: 'iccs' }), s.pos, { notation: 'wxf' }).length >
                0
                  ? 1
                  : 0;
        return k;
      },
    },
    ffishSanMoves('ffish UCI → WXF (sanMove)', list, reps, code),
  ];
}

/** A UCCI line of a 120-ply random xiangqi game, converted to a WXF move list (parse + stringify) per move. */
function replay(ff: Ffish): Contender[] {
  const random = rng(7);
  const pos = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
  const buf = createMoveBuffer();
  const iccs: string[] = [];
  const ucis: string[] = [];
  for (let i = 0; i < 120; i++) {
    const n = generateLegalMoves(pos, buf);
    if (n === 0) break;
    const m = buf[Math.floor(random() * n)]!;
    iccs.push(stringifyMove(decodeMove(pos, m), pos, { notation: 'iccs' }));
    ucis.push(pos.uci(pos.decodeMove(m)));
    pos.playEncoded(m);
  }
  const line = `position startpos moves ${iccs.join(' ')}`;
  const code = ff.Notation.XIANGQI_WXF!;
  return [
    {
      name: '@x/wxf parse + stringify',
      run: () => {
        stringify(parse(line), { notation: 'wxf' });
        return iccs.length;
      },
    },
    {
      name: 'ffish push + sanMove',
      run: () => {
        const board = new ff.Board('xiangqi');
        for (const u of ucis) {
          board.sanMove(u, code);
          board.push(u);
        }
        board.delete();
        return ucis.length;
      },
    },
  ];
}

/** Runs the wxf suite. */
export async function bench(): Promise<void> {
  const ff = (await loadFfish()) as unknown as Ffish;
  const xiangqi = samples(ff, variants.xiangqi, 40);
  const makruk = samples(ff, variants.makruk, 40);
  report(
    'xiangqi: write WXF, every legal move',
    measure(writing(ff, xiangqi, 'wxf', 'XIANGQI_WXF', 20)),
    'moves',
    'ffish sanMove XIANGQI_WXF',
  );
  report(
    'xiangqi: write janggi notation',
    measure(writing(ff, xiangqi, 'janggi', 'JANGGI', 20)),
    'moves',
    'ffish sanMove JANGGI',
  );
  report(
    'makruk: write Thai SAN',
    measure(writing(ff, makruk, 'thai-san', 'THAI_SAN', 20)),
    'moves',
    'ffish sanMove THAI_SAN',
  );
  report(
    'xiangqi: ICCS → WXF, every legal move',
    measure(conversion(ff, xiangqi, 2)),
    'moves',
    'ffish UCI → WXF (sanMove)',
  );
  report('xiangqi: a 120-ply UCCI line → WXF list', measure(replay(ff)), 'moves', 'ffish push + sanMove');
  for (const s of [...xiangqi, ...makruk]) s.board.delete();
}
