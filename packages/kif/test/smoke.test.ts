import { describe, expect, it } from 'vitest';
import { parse, parseKi2, parseKif, parseCsa, stringify } from '../src/index.js';

const KIF = `開始日時：2020/01/01 10:00:00
手合割：平手
先手：A
後手：B
手数----指手---------消費時間--
*game comment
   1 ７六歩(77)   ( 0:16/00:00:16)
*first
   2 ３四歩(33)   ( 0:05/00:00:05)
   3 ２二角成(88) ( 0:03/00:00:19)+
   4 同　銀(31)   ( 0:02/00:00:07)
   5 ４五角打     ( 0:10/00:00:29)
   6 投了         ( 0:01/00:00:08)
まで5手で先手の勝ち

変化：3手
   3 ６六歩(67)   ( 0:00/00:00:16)
`;

describe('smoke', () => {
  it('reads KIF', () => {
    const game = parseKif(KIF);
    expect(game.moves.map((m) => m.usi)).toEqual(['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e']);
    expect(game.moves[2]!.variations![0]!.moves[0]!.usi).toBe('6g6f');
    expect(game.end?.result).toBe('TORYO');
    const kif = stringify(game);
    console.log(kif);
    expect(parseKif(kif)).toEqual(game);
    expect(stringify(parseKif(kif))).toBe(kif);
    const ki2 = stringify(game, { format: 'ki2' });
    console.log(ki2);
    const g2 = parseKi2(ki2);
    expect(g2.moves.map((m) => m.usi)).toEqual(game.moves.map((m) => m.usi));
    const csa = stringify(game, { format: 'csa' });
    console.log(csa);
    expect(parseCsa(csa).moves).toEqual(game.moves.map(({ variations, ...m }) => m));
    console.log(stringify(game, { format: 'usi' }));
    expect(parse(stringify(game, { format: 'usi' })).moves.length).toBe(5);
  });
});
