/**
 * `xn pgn filter` and `xn pgn dedupe` end to end: tag tests (=, !=, regex, numeric), result, variant, ply
 * count, endings, `--invert`; chosen games written byte for byte from the source; duplicates by moves, not by
 * text; and, with Debian's pgn-extract as the oracle, the same games chosen for `--checkmate`, `--stalemate`,
 * `--fifty`, `--repetition` and `-D` on pgn-extract's own test inputs, each difference listed with its reason.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { xn } from '../xn.js';
import { fileWriter, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-filter-');
const file = fileWriter(dir);

const GAMES = [
  '[Event "A"]\r\n[White "Carlsen, Magnus"]\r\n[WhiteElo "2850"]\r\n[Result "1-0"]\r\n\r\n1. f3 e5 2. g4 Qh4# 0-1\r\n',
  '[Event "B"]\n[White "Caruana, Fabiano"]\n[WhiteElo "2800"]\n[Result "1/2-1/2"]\n\n{ keep  my   spacing }\n1.e4 e5  2.Nf3 *\n',
  '[Event "C"]\n[White "Anand"]\n[WhiteElo "2500"]\n[Variant "Atomic"]\n[Result "*"]\n\n1. Nf3 f6 2. Ne5 *\n',
  '[Event "D"]\n[White "Unrated"]\n[FEN "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"]\n[SetUp "1"]\n[Result "1/2-1/2"]\n\n1. Qe7 Kg8 2. Qf6 1/2-1/2\n',
  '[Event "E"]\n[White "Carlsen, Magnus"]\n[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
];
const input = file('games.pgn', GAMES.join('\n'));

/** The Site tag of each game (lichess games: one URL each). */
function tagsOf(text: string): string[] {
  return [...text.matchAll(/^\[Site "([^"]*)"\]/gm)].map((m) => m[1]!);
}

/** The `[Event "…"]` values of the games in a PGN text. */
function events(text: string): string[] {
  return [...text.matchAll(/^\[Event "([^"]*)"\]/gm)].map((m) => m[1]!);
}

function filter(...args: string[]): string[] {
  const r = xn(['pgn', 'filter', ...args, input]);
  expect(r.stderr).toBe('');
  return events(r.stdout);
}

describe('xn pgn filter', () => {
  it('tags: =, !=, regular expressions, numeric comparisons; all criteria must hold', () => {
    expect(filter('--tag', 'White=Anand')).toEqual(['C']);
    expect(filter('--tag', 'White!=Anand')).toEqual(['A', 'B', 'D', 'E']);
    expect(filter('--tag', 'White~^Ca')).toEqual(['A', 'B', 'E']);
    expect(filter('--tag', 'WhiteElo>2500')).toEqual(['A', 'B']);
    expect(filter('--tag', 'WhiteElo>=2500')).toEqual(['A', 'B', 'C']);
    expect(filter('--tag', 'WhiteElo<2800')).toEqual(['C']);
    expect(filter('--tag', 'White~Carlsen', '--tag', 'WhiteElo<=2850')).toEqual(['A']);
  });

  it("pgn-extract's -T criteria: prefixes (any part with --tag-substring), repeated ones or-ed; (?i), text bounds", () => {
    expect(filter('--player', 'Carlsen')).toEqual(['A', 'E']);
    expect(filter('--player', 'Carlsen', '--player', 'Anand')).toEqual(['A', 'C', 'E']);
    expect(filter('--white', 'Magnus')).toEqual([]);
    expect(filter('--tag-substring', '--white', 'Magnus')).toEqual(['A', 'E']);
    expect(filter('--result', '1-0', '--result', '1/2-1/2')).toEqual(['A', 'B', 'D', 'E']);
    expect(filter('--tag', 'White~(?i)^CARLSEN')).toEqual(['A', 'E']);
    expect(filter('--tag', 'White>=C', '--tag', 'White<D')).toEqual(['A', 'B', 'E']);
    expect(filter('--checkmate', '--stop-after', '1')).toEqual(['A']);
  });

  it('result, variant (named as Variant tags name them), ply counts, --invert', () => {
    expect(filter('--result', '1/2-1/2')).toEqual(['B', 'D']);
    expect(filter('--variant', 'atomic')).toEqual(['C']);
    expect(filter('--variant', 'Standard')).toEqual(['A', 'B', 'D', 'E']);
    expect(filter('--min-plies', '4')).toEqual(['A', 'E']);
    expect(filter('--max-plies', '3')).toEqual(['B', 'C', 'D']);
    expect(filter('--invert', '--tag', 'White~^Ca')).toEqual(['C', 'D']);
  });

  it('endings: checkmate, stalemate (any of several flags)', () => {
    expect(filter('--checkmate')).toEqual(['A', 'E']);
    expect(filter('--stalemate')).toEqual(['D']);
    const stalemate = file(
      'stalemate.pgn',
      '[Event "S"]\n\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 *\n',
    );
    expect(events(xn(['pgn', 'filter', '--stalemate', '--checkmate', stalemate, input]).stdout)).toEqual([
      'S',
      'A',
      'D',
      'E',
    ]);
  });

  it('chosen games are written byte for byte as in the source (CRLF, spacing, comments)', () => {
    const r = xn(['pgn', 'filter', '--tag', 'Event~^[AB]$', input]);
    expect(r.stdout).toBe(`${GAMES[0]!.trimEnd()}\n\n${GAMES[1]!.trimEnd()}\n\n`);
  });

  it('bad games: reported on stderr, never chosen; exit 1', () => {
    const bad = file('bad.pgn', `[Event "X"]\n\n1. e4 e5 2. Ke3 *\n\n${GAMES[4]}`);
    const r = xn(['pgn', 'filter', '--checkmate', bad]);
    expect(r.stderr).toMatch(/bad\.pgn:3:13: error\[illegal-move\]/);
    expect(events(r.stdout)).toEqual(['E']);
    expect(r.status).toBe(1);
  });

  it('usage errors', () => {
    for (const args of [
      ['--tag', 'White'],
      ['--tag', 'Elo>'],
      ['--stop-after', 'x'],
      ['--tag', 'W~('],
      ['--variant', 'nosuch'],
      ['--min-plies', '-1'],
    ]) {
      const r = xn(['pgn', 'filter', ...args, input]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^xn: /);
    }
  });
});

describe('xn pgn filter --move-file, --material-file', () => {
  const glyphs = file(
    'glyphs.pgn',
    '[Event "G"]\n[Result "1-0"]\n\n1. e4! e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0\n\n[Event "H"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# (4. Qxe5+) 1-0\n',
  );
  const moves = (text: string, ...args: string[]) =>
    events(xn(['pgn', 'filter', ...args, '--move-file', file('moves.txt', text), input, glyphs]).stdout);

  it('openings as written: permuted within a colour, or --in-order; * ! and alternatives', () => {
    expect(moves('f3 e5 g4\n')).toEqual(['A', 'E']);
    expect(moves('g4 e5 f3\n')).toEqual(['A', 'E']);
    expect(moves('g4 e5 f3\n', '--in-order')).toEqual([]);
    expect(moves('e4 e5 * * Qh5 Nf6 Qxf7+\n')).toEqual(['G', 'H']);
    expect(moves('* e5 !Nf3|g4\n')).toEqual(['G', 'H']);
  });

  it('the same games read whole by the scan or by the tree (a glyph, --variations)', () => {
    for (const text of ['e4 e5 Bc4\n', '* * * * * * Qxf7+\n', 'e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7\n'])
      expect(moves(text, '--variations'), text).toEqual(moves(text));
  });

  it('material balances: held for N plies, the last position counted, either side', () => {
    const balance = (text: string, ...args: string[]) =>
      events(
        xn(['pgn', 'filter', ...args, '--material-file', file('balance.txt', text), input, glyphs]).stdout,
      );
    // D: queen against a lone king from the start (three positions and the last)
    expect(balance('2 q k\n')).toEqual(['D']);
    expect(balance('3 q k\n')).toEqual(['D']);
    expect(balance('4 q k\n')).toEqual([]);
    // after Qxf7 (the last position): one black pawn fewer, held 0 plies
    expect(balance('0 QR2B2N2P8 QR2B2N2P7\n')).toEqual(['G', 'H']);
    expect(balance('1 QR2B2N2P8 QR2B2N2P7\n')).toEqual([]);
    expect(balance('0 QR2B2N2P8 QR2B2N2P7\n', '--variations')).toEqual(['G', 'H']);
  });

  it('a bad file: a usage error showing its line and column', () => {
    const bad = xn(['pgn', 'filter', '--material-file', file('bad.txt', 'R+P+ R=P#\nrp nx\n'), input]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('bad.txt:2:5: error[unknown-piece]');
    expect(xn(['pgn', 'filter', '--in-order', input]).status).toBe(2);
  });
});

describe('xn pgn dedupe', () => {
  it('the same start and main line, however written, is a duplicate; the first is kept', () => {
    const text = [
      '[Event "1"]\n\n1. e4 e5 2. Nf3 *\n',
      '[Event "2"]\n\n1.e4 e5 2.Ng1f3 {other text} (2. d4) 1-0\n', // same moves
      '[Event "3"]\n\n1. Nf3 e5 2. e4 *\n', // a transposition: other moves
      '[Event "4"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 e5 2. Nf3 *\n', // same start
      '[Event "5"]\n[Variant "Atomic"]\n\n1. e4 e5 2. Nf3 *\n', // another start (variant)
    ].join('\n');
    const name = file('dups.pgn', text);
    const kept = xn(['pgn', 'dedupe', name]);
    expect(events(kept.stdout)).toEqual(['1', '3', '5']);
    const report = xn(['pgn', 'dedupe', '--report', name]);
    expect(report.stdout).toBe(
      `${name}:5:1: game 2 repeats game 1\n${name}:13:1: game 4 repeats game 1\n5 games, 3 distinct, 2 duplicates\n`,
    );
    // pgn-extract's -d FILE: the duplicates to their own file; -U: the duplicates alone
    const duplicates = path.join(path.dirname(name), 'dups-only.pgn');
    expect(events(xn(['pgn', 'dedupe', '--duplicates', duplicates, name]).stdout)).toEqual(['1', '3', '5']);
    expect(events(fs.readFileSync(duplicates, 'utf8'))).toEqual(['2', '4']);
    expect(events(xn(['pgn', 'dedupe', '--only-duplicates', name]).stdout)).toEqual(['2', '4']);
    expect(xn(['pgn', 'dedupe', '--report', '-U', name]).status).toBe(2);
    // pgn-extract's -c FILE: FILE's games count as seen and are not written
    const old = file('old.pgn', '[Event "old"]\n\n1. Nf3 e5 2. e4 1-0\n');
    expect(events(xn(['pgn', 'dedupe', '--against', old, name]).stdout)).toEqual(['1', '5']);
    expect(events(xn(['pgn', 'dedupe', '-c', old, '-U', name]).stdout)).toEqual(['2', '3', '4']);
    expect(xn(['pgn', 'dedupe', '-c', old, '--report', name]).stdout).toBe(
      `${name}:5:1: game 2 repeats game 1\n${name}:9:1: game 3 is in an --against file\n` +
        `${name}:13:1: game 4 repeats game 1\n5 games, 2 distinct, 3 duplicates\n`,
    );
  });

  it('a movetext read before from another start is another game, checked again; --position-depth as before', () => {
    const moves = '\n1. e4 e5 2. Nf3 *\n';
    const text = [
      `[Event "1"]\n${moves}`,
      `[Event "2"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1"]\n${moves}`, // no h-pawn
      `[Event "3"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"]\n${moves}`, // no Nf3
      `[Event "4"]\n${moves}`, // the same bytes as game 1: its duplicate
      `[Event "5"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1"]\n${moves}`,
    ].join('\n');
    const name = file('same-text.pgn', text);
    const kept = xn(['pgn', 'dedupe', name]);
    expect(kept.status).toBe(1);
    expect(kept.stderr).toContain('error[illegal-move]');
    expect(events(kept.stdout)).toEqual(['1', '2']);
    expect(events(xn(['pgn', 'dedupe', '-U', name]).stdout)).toEqual(['4', '5']);
    // after 9 plies none has a board, so none repeats
    expect(events(xn(['pgn', 'dedupe', '--position-depth', '2', name]).stdout)).toEqual(['1', '2']);
    expect(events(xn(['pgn', 'dedupe', '--position-depth', '9', name]).stdout)).toEqual(['1', '2', '4', '5']);
    expect(events(xn(['pgn', 'dedupe', '--position-depth', '0', name]).stdout)).toEqual(['1', '2']);
  });

  it.skipIf(!fs.existsSync('/usr/games/pgn-extract') || !hasSharedData)(
    'filter -n FILE: the games not chosen go to FILE, as pgn-extract -n writes them',
    () => {
      const lichess = sharedDataPath('pgn', 'lichess-100.pgn');
      const dir = tempDir('xn-non-matching-');
      const theirs = path.join(dir, 'theirs.pgn');
      const ours = path.join(dir, 'ours.pgn');
      const extract = spawnSync('/usr/games/pgn-extract', ['-s', '--checkmate', `-n${theirs}`, lichess], {
        encoding: 'utf8',
      });
      const chosen = xn(['pgn', 'filter', '--checkmate', '-n', ours, lichess]);
      expect(tagsOf(chosen.stdout)).toEqual(tagsOf(extract.stdout));
      expect(tagsOf(chosen.stdout).length).toBeGreaterThan(0);
      const rest = fs.readFileSync(ours, 'utf8');
      expect(tagsOf(rest)).toEqual(tagsOf(fs.readFileSync(theirs, 'utf8')));
      expect(tagsOf(chosen.stdout).length + tagsOf(rest).length).toBe(100);
    },
  );

  it.skipIf(!fs.existsSync('/usr/games/pgn-extract'))(
    '-d FILE writes the duplicates pgn-extract -d writes',
    () => {
      const moves = ['1. e4 e5 *', '1. d4 d5 *', '1. e4 e5 *', '1. c4 c5 *', '1. e4 e5 *', '1. d4 d5 *'];
      const name = file(
        'abacab.pgn',
        moves.map((m, i) => `[Event "${i}"]\n[Result "*"]\n\n${m}\n`).join('\n'),
      );
      const theirs = path.join(path.dirname(name), 'theirs-dups.pgn');
      const ours = path.join(path.dirname(name), 'ours-dups.pgn');
      const extract = spawnSync('/usr/games/pgn-extract', ['-s', `-d${theirs}`, name], { encoding: 'utf8' });
      const kept = xn(['pgn', 'dedupe', '-d', ours, name]);
      expect(events(kept.stdout)).toEqual(events(extract.stdout));
      expect(events(fs.readFileSync(ours, 'utf8'))).toEqual(events(fs.readFileSync(theirs, 'utf8')));
      expect(events(fs.readFileSync(ours, 'utf8'))).toEqual(['2', '4', '5']);
    },
  );
});

/** pgn-extract, when installed (Debian package `pgn-extract`). */
const PGN_EXTRACT = '/usr/games/pgn-extract';
const hasPgnExtract = fs.existsSync(PGN_EXTRACT);

/** Games whose UCI moves xn writes and pgn-extract -Wuci does not, null-move games aside (measured: none). */
const UCI_ONLY_XN = 0;

/** Expected differences from pgn-extract (option, side, game: players, event, first moves), with the reason. */
const NULL_MOVES =
  'a null move (--) in the main line: pgn-extract rejects the game without --allownullmoves, xn reads it (lenient SAN reads -- as a pass)';
const DIFFERENCES = new Map([
  [
    '--repetition only xn: Capablanca, Jose Raul - Lasker, Emanuel (World Championship 12th) d2d4 d7d5 g1f3 g8f6',
    'Havana 1921, round 5: the position after 34...h5 recurs after 36...Kf8 and 38...Kf8 (same side to move, same rights), a threefold repetition pgn-extract does not count',
  ],
  ['--checkmate only xn: ? - ? (?) f3h3 0000 h6h7 g7h7', NULL_MOVES],
  ['-D only xn: ? - ? (?) f3h3 0000 h6h7 g7h7', NULL_MOVES],
  ['-D only xn: ? - ? (?) a5b5 0000', NULL_MOVES],
  ['-D only xn: George Atwood - Franois Andr Philidor (London) e2e4 0000 d2d4 e7e6', NULL_MOVES],
  ['-D only xn: George Atwood - Verdoni (London m) e2e4 0000 d2d4 e7e6', NULL_MOVES],
]);

describe.skipIf(!hasPgnExtract || !hasSharedData)('against pgn-extract on its own test inputs', () => {
  const folder = sharedDataPath('pgn-extract');
  const files = hasSharedData
    ? fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.pgn'))
        .sort()
        .map((f) => path.join(folder, f))
    : [];

  /**
   * The games of a PGN text as `xn pgn convert --to json` reads them, each as its players, event, start
   * position and main line in UCI: what tells the games apart, whoever wrote the text.
   */
  /** The players, event and first four moves of a game key of `games`. */
  const label = (key: string) => {
    const [who, , first] = key.split('|');
    return `${who} ${first}`;
  };

  function games(pgn: string): string[] {
    const r = xn(['pgn', 'convert', '--to', 'json', '--quiet', '-'], pgn);
    // Every game pgn-extract writes must read here too (a game neither side reads would hide a difference).
    expect(r.stderr).toBe('');
    return r.stdout
      .trimEnd()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const g = JSON.parse(line) as {
          tags: Record<string, string>;
          start: string;
          moves: { uci: string }[];
        };
        const moves = g.moves.map((m) => m.uci);
        return ascii(
          `${g.tags.White ?? '?'} - ${g.tags.Black ?? '?'} (${g.tags.Event ?? '?'})|${g.start} ${moves.join(' ')}|${moves.slice(0, 4).join(' ')}`,
        );
      });
  }

  it('the same games for --checkmate, --stalemate, --fifty, --repetition and -D (dedupe), differences listed', () => {
    expect(files.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const [theirs, ours] of [
      ['--checkmate', ['filter', '--checkmate']],
      ['--stalemate', ['filter', '--stalemate']],
      ['--fifty', ['filter', '--fifty']],
      ['--repetition', ['filter', '--repetition']],
      ['-D', ['dedupe']],
    ] as const) {
      const oracle = spawnSync(PGN_EXTRACT, ['-s', theirs, ...files], {
        encoding: 'latin1',
        maxBuffer: 1 << 28,
      }).stdout;
      const expected = games(oracle);
      const actual = games(xn(['pgn', ...ours, '--quiet', ...files]).stdout);
      expect(expected.length, theirs).toBeGreaterThan(0);
      const rest = [...actual];
      for (const g of expected) {
        const k = rest.indexOf(g);
        if (k >= 0) rest.splice(k, 1);
        else found.push(`${theirs} only pgn-extract: ${label(g)}`);
      }
      for (const g of rest) found.push(`${theirs} only xn: ${label(g)}`);
    }
    expect(found.sort(), found.join('\n')).toEqual([...DIFFERENCES.keys()].sort());
  });

  it('the same moves as pgn-extract -Wuci for every game both read (main line, UCI)', () => {
    const oracle = spawnSync(PGN_EXTRACT, ['-s', '-Wuci', ...files], {
      encoding: 'latin1',
      maxBuffer: 1 << 28,
    }).stdout;
    // pgn-extract -Wuci: tags, a blank line, the main line's moves without numbers, the result.
    const theirs = oracle
      .split(/\n\s*\n/)
      .filter((block) => block.trim() !== '' && !block.trimStart().startsWith('['))
      .map((block) =>
        block
          .replace(/\{[^}]*\}/g, ' ')
          .split(/\s+/)
          .filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*|\$\d+|\d+\.+)$/.test(t))
          // pgn-extract writes the promotion piece in upper case (f7g8Q); UCI writes it in lower case.
          .map((t) => (/^[a-z]\d+[a-z]\d+[QRBN]$/.test(t) ? t.toLowerCase() : t))
          .join(' '),
      );
    const r = xn(['pgn', 'convert', '--to', 'json', '--quiet', ...files]);
    const ours = r.stdout
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { moves: { uci: string }[] }).moves.map((m) => m.uci).join(' '));
    // Games one side reads and the other does not (null moves, nested comments, …) leave the lists unaligned:
    // compare as multisets and list the rest.
    // Games without moves (tags and a result only) are left out of the comparison: one side writes one such
    // game more than the other, and it has no move to compare.
    const rest = ours.filter((line) => line !== '');
    const onlyTheirs: string[] = [];
    for (const line of theirs.filter((l) => l !== '')) {
      const k = rest.indexOf(line);
      if (k >= 0) rest.splice(k, 1);
      else onlyTheirs.push(line);
    }
    expect(theirs.length).toBeGreaterThan(300);
    expect(onlyTheirs, 'games pgn-extract writes with moves xn does not').toEqual([]);
    // What xn reads beyond pgn-extract: the null-move games (written with 0000) and games pgn-extract rejects.
    const beyond = rest.filter((line) => !line.split(' ').includes('0000'));
    expect(beyond.length, beyond.map((l) => l.slice(0, 60)).join('\n')).toBe(UCI_ONLY_XN);
  });
});

/** A text without its non-ASCII characters (pgn-extract passes Latin-1 bytes through; xn's output is read as UTF-8). */
function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}
