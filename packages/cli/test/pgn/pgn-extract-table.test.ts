/**
 * The table "pgn-extract → xn" of docs/pgn-extract.md, every row run: the pgn-extract command (Debian's, when installed) and
 * the `xn` command on pgn-extract's own test inputs (`../shared/data/pgn-extract`, read in place: GPL data, never
 * copied; every sixth row by default) and on lichess games (100, or the 100 twice for the rows that compare games
 * with one another; by default the rows of a sample that shows every command and option, `rowFeatures`; every row
 * on 10,000 under TEST_DEEP, where every row runs on pgn-extract's inputs too). Filters and dedupe must choose the same games, in
 * order (named by their tags); conversions must write as many games (PGN, JSON; with as many moves carrying a FEN) or lines (EPD), and conversions
 * that shape games (`-C`, `-N`, `-V`, `-7`, `--plylimit`, …) the same tags, plies, annotations and results per game.
 * Known differences
 * on pgn-extract's inputs (docs/pgn-extract.md, "Compared with pgn-extract") are the files left out, each with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { coveringSample } from '../../../../tests/depth.js';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { census } from '../census.js';
import { ascii, canCompare, moveWords, PGN_EXTRACT, pgnExtract, pgnExtractInputs } from './pgn-extract.js';
import { fileWriter, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const README = fs.readFileSync(new URL('../../docs/pgn-extract.md', import.meta.url), 'utf8');
const ECO_FILE = '/usr/share/pgn-extract/eco.pgn';
const DEEP = process.env.TEST_DEEP === '1';

/**
 * pgn-extract's inputs on which the two read the same games with no criterion at all (pgn-extract -s FILE, xn pgn
 * filter FILE): the others hold games one of them rejects — null moves, a comment inside a comment, setup
 * positions pgn-extract refuses (docs/pgn-extract.md, "Compared with pgn-extract") — and would differ in every row.
 */
function agreeingInputs(): { same: string[]; left: string[] } {
  const same: string[] = [];
  const left: string[] = [];
  for (const file of pgnExtractInputs()) {
    const theirs = written(pgnExtract(['-s', file]), 'pgn', true);
    const ours = written(xn(['pgn', 'filter', '--quiet', file]).stdout, 'pgn', false);
    (JSON.stringify(theirs) === JSON.stringify(ours) ? same : left).push(file);
  }
  return { same, left };
}

/** Games docs/pgn-extract.md lists as chosen differently, by the row's first xn option: left out of both sides. */
const KNOWN: ReadonlyMap<string, RegExp> = new Map([
  // one threefold repetition pgn-extract does not count
  ['--repetition', /^World Championship 12th\|Capablanca, Jose Raul\|Lasker, Emanuel\|5\|/],
]);

/** One row of the table: the two commands as words. */
interface Row {
  readonly pgnExtract: string[];
  readonly xn: string[];
}

/** The rows of the README's table "pgn-extract → xn". */
function tableRows(): Row[] {
  const start = README.indexOf('## pgn-extract → xn');
  const end = README.indexOf('\n## ', start + 1);
  const rows: Row[] = [];
  for (const line of README.slice(start, end).split('\n')) {
    const m = /^\| `pgn-extract ([^`]*)` \| `xn ([^`]*)` \|$/.exec(line);
    if (m) rows.push({ pgnExtract: m[1]!.split(' '), xn: m[2]!.split(' ') });
  }
  return rows;
}

/** What is compared of what a row that shapes games wrote: per game, its tags, plies, annotations and result. */
function shaped(text: string): string[] {
  return parsePgn(text).map((game) => {
    const seen = census(game);
    // pgn-extract orders the tags it knows (PlyCount among them) before the others
    const tags = [...game.headers]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join(' ');
    return ascii(`${tags} | ${JSON.stringify(seen)} ${game.result}`);
  });
}

/** The longest movetext line a command wrote that could have been broken (a comment or a word is not broken). */
function widest(text: string): number {
  const breakable = (line: string) =>
    !line.startsWith('[') && line.includes(' ') && !/^\{[^}]*\}$/.test(line);
  return Math.max(
    0,
    ...text
      .split('\n')
      .filter(breakable)
      .map((line) => line.length),
  );
}

type Kind = 'pgn' | 'json' | 'epd' | 'count' | 'shape' | 'split' | 'moves';

/** What a command wrote, as compared: the games' tags in order (PGN), a count of games or lines, or shapes. */
function written(text: string, kind: Kind, extract: boolean): string[] | number {
  if (kind === 'shape') return shaped(text);
  // sorted: pgn-extract orders a move's comments and variations otherwise, and reads no localised letters back
  if (kind === 'moves') return moveWords(text).sort();
  if (kind === 'epd') return text.split('\n').filter((l) => l.trim() !== '').length;
  if (kind === 'json') return jsonWritten(text, extract);
  if (kind === 'count') return (text.match(/^\[Event /gm) ?? []).length;
  return text.split(/\n(?=\[Event )/).flatMap((game) => {
    if (!game.startsWith('[Event ')) return [];
    const tag = (name: string) => new RegExp(`^\\[${name} "([^"]*)"\\]`, 'm').exec(game)?.[1] ?? '';
    return [ascii(['Event', 'White', 'Black', 'Round', 'Date', 'Result'].map(tag).join('|'))];
  });
}

/**
 * JSON: how many games, and how many moves carry the FEN after them (`--fencomments`, `--fen-comments`; pgn-extract
 * breaks its long lines, and writes a move's NAGs before its FEN).
 */
function jsonWritten(text: string, extract: boolean): string[] {
  const games = extract ? (text.match(/"Moves":/g) ?? []).length : text.split('\n').length - 1;
  const fens = (text.match(extract ? /"move"\s*:\s*"[^"]*"[^{}]*?"FEN"\s*:\s*"/g : /"fen":"/g) ?? []).length;
  return [`${games} games`, `${fens} moves with a FEN`];
}

function kindOf(row: Row): Kind {
  if (row.xn.includes('--piece-letters')) return 'moves';
  const to = row.xn.indexOf('--to');
  if (to >= 0 && row.xn[to + 1] === 'json') return 'json';
  if (to >= 0 && row.xn.length > to + 2) return 'shape';
  if (to >= 0) return row.xn[to + 1] === 'json' ? 'json' : row.xn[to + 1] === 'epd' ? 'epd' : 'count';
  return row.xn[1] === 'eco' ? 'count' : row.xn[1] === 'split' ? 'split' : 'pgn';
}

/**
 * The files a split wrote in `dir`, each by its part (pgn-extract's `B2.pgn` and `noeco.pgn`, xn's `x-B2.pgn` and
 * `x-none.pgn`), with the games it holds as `written` names them.
 */
function splitFiles(dir: string): [string, string[] | number][] {
  return fs
    .readdirSync(dir)
    .sort()
    .map((file): [string, string[] | number] => [
      file.replace(/^x-/, '').replace(/^noeco\.pgn$/, 'none.pgn'),
      written(fs.readFileSync(path.join(dir, file), 'latin1'), 'pgn', true),
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

const rows = tableRows();

/**
 * What a row checks: its command and each option it names (`--to` with its format). The sample of rows run on the
 * lichess games by default shows every one of them at least once (39 of the 53 rows); rows whose options all show in
 * the sample (`--white`, plain `dedupe`, `--to san --no-comments` beside `--no-comments --no-nags --no-variations`, …)
 * run under TEST_DEEP.
 */
function rowFeatures(row: Row): string[] {
  const to = row.xn.indexOf('--to');
  return [
    row.xn.slice(0, 2).join(' '),
    ...row.xn.filter((a) => a.startsWith('--')),
    ...(to >= 0 ? [`to ${row.xn[to + 1]}`] : []),
  ];
}

/** The rows run on the lichess games by default (every row under TEST_DEEP). */
const sampled = coveringSample(rows, rowFeatures);

describe('README "pgn-extract → xn"', () => {
  it('has the rows of pgn-extract options users type most', () =>
    expect(rows.length).toBeGreaterThanOrEqual(20));

  describe.skipIf(!canCompare)(
    `every row against ${PGN_EXTRACT}${canCompare ? '' : ' (skipped: pgn-extract or ../shared is absent)'}`,
    () => {
      const dir = tempDir('xn-pgn-extract-table-');
      // run only when the block runs: vitest collects a skipped block's body too, and pgn-extract may be absent
      const { same: inputs, left } = canCompare ? agreeingInputs() : { same: [], left: [] };
      it('reads the same games as pgn-extract in most of its test inputs', () => {
        expect(left.map((f) => path.basename(f)).length, `left out: ${left.join(', ')}`).toBeLessThanOrEqual(
          12,
        );
        expect(inputs.length).toBeGreaterThanOrEqual(40);
      });
      const block = hasSharedData
        ? fs.readFileSync(sharedDataPath('pgn', 'lichess-100.pgn'))
        : Buffer.alloc(0);
      // lichess-100.pgn once, and twice over for the rows that compare games with one another (dedupe, and
      // --stop-after, which counts them): a row that judges or writes each game alone chooses or writes the 200
      // games as it does the 100, twice over. Under TEST_DEEP every row reads it 100 times over.
      const lichess = fileWriter(dir)('lichess.pgn', DEEP ? Buffer.concat(Array(100).fill(block)) : block);
      const lichessTwice = fileWriter(dir)('lichess-twice.pgn', Buffer.concat([block, block]));
      // `old.pgn` of the table's rows (a check file, pgn-extract's -c): the first 30 lichess games
      const old = fileWriter(dir)(
        'old.pgn',
        hasSharedData
          ? `${block
              .toString('utf8')
              .split(/\n\n(?=\[Event )/)
              .slice(0, 30)
              .join('\n\n')}\n`
          : '',
      );
      // the criteria files of the table's rows, named as the rows name them: `lines.txt` (pgn-extract's -x FILE: a
      // few opening lines, one with move numbers), `moves.txt` (-v FILE: openings as written, with `*`, `!` and
      // alternatives), `material.txt` (-z FILE: rook endings with unequal pawns, a rook and a pawn for two minor
      // pieces, double-rook endings that last 10 plies)
      const criteria = new Map<string, string>(
        (
          [
            [
              'lines.txt',
              '% openings\ne4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6\n1. d4 d5 2. c4\ne4 e5 Nf3 Nc6 Bb5\ne4 e6\nd4 Nf6 c4 g6\n',
            ],
            [
              'moves.txt',
              '% openings, as written\ne4 c5 Nf3 d6 d4 cxd4|cd Nxd4|Nd4 Nf6 Nc3 a6\nd4 * c4 * Nc3\n1. e4 c5 2. !Nf3\nc4 e6 Nc3 Bb4 d4 Nf6\n',
            ],
            ['material.txt', '% endings and imbalances\nR+P+ R=P#\nq*r+l*p+ q=r1<=l2>=p1<\n10 R2P+ R=P*\n'],
          ] as const
        ).map(([name, text]): [string, string] => [name, fileWriter(dir)(name, text)]),
      );
      const oldFile = (a: string) => criteria.get(a) ?? a.replace(/old\.pgn$/, old);
      let runs = 0;
      const acrossGames = (row: Row) => row.xn[1] === 'dedupe' || row.xn.includes('--stop-after');
      // On the lichess games the rows of the covering sample by default (`sampled`), every row under TEST_DEEP; on
      // pgn-extract's inputs (45 small files, three quarters of the time) every sixth row by default, every row under
      // TEST_DEEP
      const sets = (row: Row, i: number): [string, string[]][] => [
        ...(DEEP || i % 6 === 0 ? [["pgn-extract's inputs", inputs] as [string, string[]]] : []),
        ...(DEEP
          ? [['10,000 lichess games', [lichess]] as [string, string[]]]
          : !sampled.has(row)
            ? []
            : acrossGames(row)
              ? [['200 lichess games (100 twice)', [lichessTwice]] as [string, string[]]]
              : [['100 lichess games', [lichess]] as [string, string[]]]),
      ];
      it.each(rows.flatMap((row, i) => sets(row, i).map(([name, files]) => ({ row, name, files }))))(
        '$row.xn on $name',
        ({ row, files }) => {
          const args = row.pgnExtract.map((a) => (a === '-e' ? `-e${ECO_FILE}` : oldFile(a)));
          if (args.some((a) => a.startsWith('-e')) && !fs.existsSync(ECO_FILE)) return;
          const kind = kindOf(row);
          if (kind === 'split') {
            const [theirDir, ourDir] = [
              fs.mkdtempSync(path.join(dir, 'pe-')),
              fs.mkdtempSync(path.join(dir, 'xn-')),
            ];
            pgnExtract(['-s', ...args, ...files], theirDir);
            const ours = xn([...row.xn, '--quiet', '--dir', ourDir, '--prefix', 'x', ...files]);
            expect(ours.status).toBe(0);
            expect(splitFiles(ourDir)).toEqual(splitFiles(theirDir));
            return;
          }
          // `dups.pgn` of the table's rows (pgn-extract's -d FILE): one file each, compared after the run
          const dups = [
            path.join(dir, `pe-dups-${++runs}.pgn`),
            path.join(dir, `xn-dups-${runs}.pgn`),
          ] as const;
          const theirArgs = args.map((a) => {
            if (a === '-ddups.pgn') return `-d${dups[0]}`;
            const file = criteria.get(a.slice(2));
            return file !== undefined && /^-[xvz]/.test(a) ? `${a.slice(0, 2)}${file}` : a;
          });
          const theirs = written(pgnExtract(['-s', ...theirArgs, ...files]), kind, true);
          const ours = xn([
            ...row.xn.map((a) => (a === 'dups.pgn' ? dups[1] : oldFile(a))),
            '--quiet',
            ...files,
          ]);
          if (row.xn.includes('dups.pgn'))
            expect(written(fs.readFileSync(dups[1], 'latin1'), 'pgn', false)).toEqual(
              written(fs.readFileSync(dups[0], 'latin1'), 'pgn', true),
            );
          expect(ours.status === 0 || ours.status === 1).toBe(true);
          const known = KNOWN.get(row.xn[2] ?? '');
          const drop = (games: string[] | number) =>
            known === undefined || typeof games === 'number' ? games : games.filter((g) => !known.test(g));
          expect(drop(written(ours.stdout, kind, false))).toEqual(drop(theirs));
          const width = row.xn.indexOf('--width');
          if (width >= 0) expect(widest(ours.stdout)).toBeLessThanOrEqual(Number(row.xn[width + 1]));
        },
      );
    },
  );
});
