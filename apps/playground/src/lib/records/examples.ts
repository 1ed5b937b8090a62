/** Small records of our own for the records tab: shogi in each format, xiangqi, janggi and makruk. */
import type { RecordGame } from './recordTree';

/** One example: its button label, which reader reads it, and its text. */
export interface RecordExample {
  readonly label: string;
  readonly game: RecordGame;
  readonly text: string;
  readonly testId: string;
}

const KIF = `開始日時：2026/11/25 10:00
先手：先手の人
後手：後手の人
手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:16/00:00:16)
*角道を開ける
   2 ３四歩(33)   ( 0:05/00:00:05)
   3 ２二角成(88) ( 0:03/00:00:19)+
   4 同　銀(31)   ( 0:02/00:00:07)
   5 ４五角打     ( 0:10/00:00:29)
   6 投了         ( 0:04/00:00:11)
まで5手で先手の勝ち

変化：3手
   3 ６六歩(67)   ( 0:00/00:00:16)
   4 ８四歩(83)   ( 0:00/00:00:05)
`;

/** The examples, in button order. */
export const RECORD_EXAMPLES: readonly RecordExample[] = [
  { label: 'KIF with a branch', game: 'shogi', text: KIF, testId: 'rec-example-kif' },
  { label: 'KI2', game: 'shogi', text: '▲７六歩 △３四歩 ▲２二角成 △同銀 ▲４五角', testId: 'rec-example-ki2' },
  {
    label: 'CSA',
    game: 'shogi',
    text: "V2.2\nN+Sente\nN-Gote\nPI\n+\n+7776FU\nT12\n-3334FU\nT5\n+8822UM\n'bishop trade\n-3122GI\n%TORYO\n",
    testId: 'rec-example-csa',
  },
  {
    label: 'USI',
    game: 'shogi',
    text: 'position startpos moves 7g7f 3c3d 2g2f 8c8d',
    testId: 'rec-example-usi',
  },
  {
    label: 'Xiangqi WXF',
    game: 'xiangqi',
    text: '[Event "Playground example"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4 *',
    testId: 'rec-example-wxf',
  },
  {
    label: 'Xiangqi Chinese',
    game: 'xiangqi',
    text: '炮二平五 马８进７ 马二进三 车９平８',
    testId: 'rec-example-chinese',
  },
  {
    label: 'Janggi',
    game: 'xiangqi',
    text: '[Variant "janggi"]\n\n1. H02-83 H12-33 2. P73-74 P43-44 *',
    testId: 'rec-example-janggi',
  },
  {
    label: 'Makruk',
    game: 'xiangqi',
    text: '[Variant "makruk"]\n\n1. จ๔ จ๕ 2. ม-จ๒ ม-ง๗ 3. ค๔ ง๕ *',
    testId: 'rec-example-makruk',
  },
];
