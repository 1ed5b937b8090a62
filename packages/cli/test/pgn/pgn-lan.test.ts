/**
 * `xn pgn convert --to lan` against `pgn-extract -Wxlalg` (its long algebraic with piece letters, `-` and `x`) on
 * pgn-extract's own test inputs, Debian's binary as the oracle: the same main-line moves for every game both
 * read, up to two spellings, each counted and explained; the games one side alone writes listed with the reason.
 */
import { describe, expect, it } from 'vitest';
import { canCompare, pgnExtract, pgnExtractInputs } from './pgn-extract.js';
import { xn } from '../xn.js';

/** The main line of each game of a PGN text: its moves without numbers, comments, variations, NAGs or result. */
function mainLines(pgn: string): string[] {
  return pgn
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '' && !block.trimStart().startsWith('['))
    .map((block) => {
      let text = block.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
      for (let before = ''; before !== text; ) {
        before = text;
        text = text.replace(/\([^()]*\)/g, ' ');
      }
      return text
        .split(/\s+/)
        .filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*|\$\d+|\d+\.+)$/.test(t))
        .join(' ');
    })
    .filter((line) => line !== ''); // games without moves (tags only) have nothing to compare
}

/**
 * pgn-extract's spellings that xn writes otherwise, and why: castling as the king's move (`e1-g1`; xn writes
 * `O-O`, as SAN does, which also reads back in Chess960), promotion without `=` (`d7-d8Q`; xn writes `d7-d8=Q`, as
 * SAN and the PGN standard do).
 */
const SPELLINGS: [RegExp, string][] = [
  [/^(?:e1-g1|e8-g8)(?=[+#]?$)/, 'O-O'],
  [/^(?:e1-c1|e8-c8)(?=[+#]?$)/, 'O-O-O'],
  [/^([a-h][27][-x][a-h][18])([QRBN])/, '$1=$2'],
];

describe.skipIf(!canCompare)(
  'xn pgn convert --to lan against pgn-extract -Wxlalg (needs pgn-extract and ../shared/data)',
  () => {
    it('the same moves for every game both read; spellings and games of one side alone listed', () => {
      const files = pgnExtractInputs();
      const theirs = mainLines(pgnExtract(['-s', '-Wxlalg', ...files]));
      const ours = mainLines(xn(['pgn', 'convert', '--to', 'lan', '--quiet', ...files]).stdout);
      expect(theirs.length).toBeGreaterThan(300);
      const respelled = new Map<string, number>();
      const rest = [...ours];
      const onlyTheirs: string[] = [];
      let moves = 0;
      for (const line of theirs) {
        let k = rest.indexOf(line);
        if (k < 0) {
          const changed = new Set<string>();
          const spelled = line
            .split(' ')
            .map((move) => {
              for (const [from, to] of SPELLINGS)
                if (from.test(move)) {
                  changed.add(to.startsWith('O') ? 'castling' : 'promotion');
                  return move.replace(from, to);
                }
              return move;
            })
            .join(' ');
          k = rest.indexOf(spelled);
          if (k >= 0) for (const c of changed) respelled.set(c, (respelled.get(c) ?? 0) + 1);
        }
        if (k >= 0) {
          moves += rest[k]!.split(' ').length;
          rest.splice(k, 1);
        } else onlyTheirs.push(line);
      }
      expect(moves).toBeGreaterThan(20_000);
      expect(onlyTheirs, 'games pgn-extract writes with moves and xn does not').toEqual([]);
      // Games pgn-extract rejects and xn reads: the four with a null move (--) in the main line (pgn-extract
      // needs --allownullmoves), written by xn with --.
      expect(rest.filter((line) => !line.split(' ').includes('--'))).toEqual([]);
      expect(rest).toHaveLength(4);
      // How many games needed each spelling (measured): every difference is one of them.
      expect(Object.fromEntries(respelled)).toEqual({
        castling: expect.any(Number),
        promotion: expect.any(Number),
      });
      expect(respelled.get('castling')).toBeGreaterThan(200);
      expect(respelled.get('promotion')).toBeGreaterThan(0);
    });
  },
);
