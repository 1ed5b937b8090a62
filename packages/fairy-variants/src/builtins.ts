/**
 * The variants Fairy-Stockfish defines in its source (`VariantMap::init` in `src/variant.cpp`, commit c19b5f6),
 * which a section may name as its parent and may not redefine. Names only: their rules are data of the bridge.
 */

/** Built into every Fairy-Stockfish build. */
// biome-ignore format: a table of names
const SMALL_BOARD = [
  'chess', 'normal', 'fischerandom', 'nocastle', 'armageddon', 'torpedo', 'berolina', 'pawnsideways', 'pawnback',
  'legan', 'fairy', 'makruk', 'makpong', 'cambodian', 'karouk', 'asean', 'ai-wok', 'shatranj', 'chaturanga',
  'amazon', 'georgian', 'nightrider', 'grasshopper', 'hoppelpoppel', 'newzealand', 'kingofthehill', 'racingkings',
  'knightmate', 'misere', 'losers', 'giveaway', 'antichess', 'suicide', 'codrus', 'extinction', 'kinglet',
  'threekings', 'horde', 'petrified', 'nocheckatomic', 'atomic', 'atomar', 'isolation', 'isolation7x7',
  'snailtrail', 'fox-and-hounds', 'joust', '3check', '5check', 'crazyhouse', 'loop', 'chessgi', 'bughouse',
  'koedem', 'pocketknight', 'placement', 'sittuyin', 'seirawan', 'shouse', 'dragon', 'paradigm', 'minishogi',
  'mini', 'kyotoshogi', 'micro', 'dobutsu', 'gorogoro', 'judkins', 'torishogi', 'euroshogi', 'losalamos',
  'gardner', 'almost', 'sortofalmost', 'chigorin', 'perfect', 'spartan', 'shatar', 'coregal', 'clobber',
  'breakthrough', 'ataxx', 'flipersi', 'flipello', 'minixiangqi', 'raazuvaa',
] as const;

/** Built only with large boards (12 files, 10 ranks), as ffish and the released binaries are. */
// biome-ignore format: a table of names
const LARGE_BOARD = [
  'shogi', 'checkshogi', 'shoshogi', 'yarishogi', 'okisakishogi', 'capablanca', 'capahouse', 'caparandom',
  'gothic', 'janus', 'modern', 'chancellor', 'embassy', 'centaur', 'gustav3', 'jesonmor', 'courier', 'grand',
  'opulent', 'tencubed', 'omicron', 'troitzky', 'wolf', 'shako', 'clobber10', 'flipello10', 'xiangqi', 'manchu',
  'supply', 'janggi', 'janggitraditional', 'janggimodern', 'janggicasual',
] as const;

/** Built only with every variant enabled (`ALLVARS`). */
const ALL_VARIANTS = ['duck', 'amazons'] as const;

/** Every built-in variant name of a large-board build with all variants (what a file may inherit from). */
export const FAIRY_BUILTIN_NAMES: ReadonlySet<string> = new Set<string>([
  ...SMALL_BOARD,
  ...LARGE_BOARD,
  ...ALL_VARIANTS,
]);
