/**
 * The variants both `@x/core` and Fairy-Stockfish play, for the cross-check
 * (`fsf-crosscheck.ts`): the core built-ins, the SjaakII variants FSF knows by name, and the FBR rule
 * sets of `packages/fbr/test/fixtures/rulesets` that FSF expresses (three through our own INI
 * sections). Each case says how to build our start position and which FSF variant plays it.
 */
import fs from 'node:fs';
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { parse as parseFbr, toVariant as fbrToVariant } from '@x/fbr';
import { parse as parseSjaak, startPosition, toVariant } from '@x/sjaak-variants';

export { FAIRY_INI } from './fbr-fairy-ini.js';

/** Where a case's rules come from; also which package's fixture holds it. */
export type CaseSource = 'core' | 'sjaak' | 'fbr';

/** One variant played by both engines. */
export interface CrossCase {
  /** Our name: the `variants` key, the SjaakII short name, or the FBR rule-set file name. */
  readonly name: string;
  readonly source: CaseSource;
  /** Fairy-Stockfish's variant name. */
  readonly ffish: string;
  /** Our start position (a fresh one each call). */
  start(): BasePosition;
  /** The FSF start FEN handed to the FBR compiler (FBR cases only). */
  readonly startFen?: string;
  /** FSF's board is set up from this FEN in Chess960 mode (castling written king-takes-rook). */
  readonly fen960?: string;
  /** Fewest plies before a mid-game position (default 4): later positions have fewer moves. */
  readonly minPlies?: number;
}

/** The Chess960 start position of the cross-check (king on c1 between rooks on b1 and f1). */
export const START_960 = 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1';

/** Core built-in → FSF name (all of `variants` except chess960, which FSF plays as chess with a flag). */
const CORE: Record<string, string> = {
  chess: 'chess',
  crazyhouse: 'crazyhouse',
  capablanca: 'capablanca',
  xiangqi: 'xiangqi',
  shogi: 'shogi',
  makruk: 'makruk',
  atomic: 'atomic',
  kingofthehill: 'kingofthehill',
  threecheck: '3check',
  antichess: 'antichess',
  giveaway: 'giveaway',
  horde: 'horde',
  racingkings: 'racingkings',
};

/**
 * SjaakII short name → FSF built-in of the same name (every name FSF 230826 knows; checked with
 * `new Board(name)`: an unknown name aborts). `afox-and-hounds` is FSF's `fox-and-hounds`. Left out:
 * `chancellor` (FSF's is the 9x9 game, SjaakII's the 8x8 one: not the same game).
 */
export const SJAAK_TO_FSF: Record<string, string> = {
  fide_chess: 'chess',
  'afox-and-hounds': 'fox-and-hounds',
  legan: 'legan',
  judkins: 'judkins',
  euroshogi: 'euroshogi',
  yarishogi: 'yarishogi',
  gorogoro_shogi: 'gorogoro',
  mini_xiangqi: 'minixiangqi',
  cambodian: 'cambodian',
  chaturanga: 'chaturanga',
  troitzky_chess: 'troitzky',
  omicron_chess: 'omicron',
  '3check': '3check',
  amazon: 'amazon',
  nightrider: 'nightrider',
  suicide: 'suicide',
  giveaway: 'giveaway',
  horde: 'horde',
  clobber: 'clobber',
  clobber10: 'clobber10',
};

/** FBR rule-set file → FSF variant (and the board size the compiler needs). */
const FBR: Record<string, { ffish: string; board?: string; betza?: boolean }> = {
  chess: { ffish: 'chess' },
  capablanca: { ffish: 'capablanca', board: '10x8' },
  crazyhouse: { ffish: 'crazyhouse' },
  atomic: { ffish: 'atomic' },
  kingofthehill: { ffish: 'kingofthehill' },
  threecheck: { ffish: '3check' },
  fairy: { ffish: 'fbrfairy', betza: true },
  fairy2: { ffish: 'fbrfairy2', betza: true },
  fairy3: { ffish: 'fbrfairy3', betza: true },
};

const repo = new URL('../../', import.meta.url);

/** Compiles an FBR rule-set fixture with the given start FEN. */
export function compileFbr(name: string, startFen: string): VariantDefinition {
  const spec = FBR[name]!;
  const text = fs.readFileSync(new URL(`packages/fbr/test/fixtures/rulesets/${name}.fbr`, repo), 'utf8');
  const set = parseFbr(text, spec.betza ? { notation: 'betza' } : {});
  return fbrToVariant(set, { startFen, ...(spec.board ? { board: spec.board } : {}) }).variant;
}

/** Every case, given FSF start FENs for the FBR sets (`fsfStart(name)`). */
export function crossCases(fsfStart: (ffish: string) => string): CrossCase[] {
  const out: CrossCase[] = [];
  const builtIns = variants as unknown as Record<string, VariantDefinition | undefined>;
  for (const [name, ffish] of Object.entries(CORE)) {
    const def = builtIns[name];
    if (!def) continue; // not (yet) a built-in on this branch
    out.push({ name, source: 'core', ffish, start: () => Position.fromFen(def.startFen, def) });
  }
  out.push({
    name: 'chess960',
    source: 'core',
    ffish: 'chess',
    fen960: START_960,
    start: () => Position.fromFen(START_960, variants.chess960),
  });
  const sjaakFile = new URL('../shared/data/sjaak/variants-1.4.1-fork.txt', repo);
  if (fs.existsSync(sjaakFile)) {
    const all = parseSjaak(fs.readFileSync(sjaakFile, 'utf8')).variants;
    for (const [name, ffish] of Object.entries(SJAAK_TO_FSF)) {
      const v = all.find((x) => x.shortName === name);
      if (!v) throw new Error(`SjaakII variant ${name} missing`);
      const def = toVariant(v).variant;
      // Every clobber move captures: later positions keep the depth-3 counts of the 10x10 board small.
      const minPlies = name === 'clobber10' ? 24 : undefined;
      out.push({
        name,
        source: 'sjaak',
        ffish,
        start: () => startPosition(v, def),
        ...(minPlies ? { minPlies } : {}),
      });
    }
  }
  for (const [name, spec] of Object.entries(FBR)) {
    const startFen = fsfStart(spec.ffish);
    const def = compileFbr(name, startFen);
    out.push({
      name,
      source: 'fbr',
      ffish: spec.ffish,
      startFen,
      start: () => Position.fromFen(startFen, def),
    });
  }
  return out;
}
