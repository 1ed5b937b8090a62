/**
 * Sums a V8 CPU profile (`node --cpu-prof`) of an `xn` run by what the code does — reading bytes, splitting games,
 * parsing movetext, resolving SAN, legality tests, making moves, allocating positions, garbage collection,
 * loading code — so the bench can say where the time goes (issue #37), not only how long it takes.
 */

/** The parts of a `.cpuprofile` file read here. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a function's code comes from: `core`, `san`, `cli` (our bundles), `node` (Node itself, native code included). */
function packageOf(url: string): string {
  const ours = /\/(core|san|cli)\/dist\//.exec(url);
  if (ours) return ours[1]!;
  return url === '' || url.startsWith('node:') ? 'node' : 'other';
}

/**
 * Categories by package and function name (the bundles keep their names), checked in order; the first that
 * matches wins.
 */
const CATEGORIES: readonly [string, string | undefined, RegExp][] = [
  ['garbage collection', undefined, /^\(garbage collector\)$/],
  ['idle (waiting for I/O)', undefined, /^\(idle\)$/],
  [
    'san: splitting games, decoding text',
    'san',
    /^(read|push|#cut|sectionBatches|readPgn|byteOf|#games|finish|decodeSection)$/,
  ],
  ['san: splitting games, decoding text', 'node', /^decode$/],
  ['node: loading code, reading files', 'node', /./],
  [
    'san: PGN tags and movetext tree',
    'san',
    /^(movetext|tags|readGames|#moveTokenEnd|#moveNumberEnd|#resultAt|#comment|#plainTags|#skim|move|beginTree)$/,
  ],
  [
    'san: lexing SAN, choosing the move',
    'san',
    /^(lexSan|lexState|resolveEncoded|make|resolveCastling|matchPiece|resolveChild)$/,
  ],
  [
    'core: moves that reach a square',
    'core',
    /^(reverseMovesTo|fastMovesTo|pieceMovesTo|buildReach|generatePiece|pushTarget)$/,
  ],
  ['core: attack and check tests', 'core', /^(attacked|rayAttacked|leavesRoyalSafe|hasSecondAttackRoutes)$/],
  ['core: making and taking back moves', 'core', /^(make|unmake|playEncoded|grow)$/],
  [
    'core: positions and undo stacks allocated',
    'core',
    /^(setUndoStacks|EngineState|cloneState|view|zobristOf|stack)$/,
  ],
  ['san: walking the game', 'san', /^(walkGame|rememberSource|Step|playOn)$/],
  ['cli: the command around it', 'cli', /./],
];

/** Self time per category (ms) of `profile`, the rest as `other`, largest first. */
export function profileByCategory(profile: CpuProfile): { category: string; ms: number }[] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const sums = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    const { functionName, url } = node.callFrame;
    const pkg = packageOf(url);
    const category =
      CATEGORIES.find(([, p, re]) => (p === undefined || p === pkg) && re.test(functionName))?.[0] ??
      `${pkg}: other`;
    sums.set(category, (sums.get(category) ?? 0) + t / 1000);
  }
  return [...sums].map(([category, ms]) => ({ category, ms })).sort((a, b) => b.ms - a.ms);
}

/** Prints `profileByCategory` as a Markdown table with shares of the busy time (idle left out of the shares). */
export function printProfile(profile: CpuProfile): void {
  const rows = profileByCategory(profile);
  const busy = rows.filter((r) => !r.category.startsWith('idle')).reduce((n, r) => n + r.ms, 0);
  console.log('| what | ms | share of busy time |');
  console.log('| --- | ---: | ---: |');
  for (const { category, ms } of rows)
    console.log(
      `| ${category} | ${ms.toFixed(0)} | ${category.startsWith('idle') ? '—' : `${((100 * ms) / busy).toFixed(1)}%`} |`,
    );
}
