/**
 * dependency-cruiser's rules for the repository (`pnpm cycles`, run by `pnpm test`): no import cycle in any
 * package's or app's `src/`, type-only imports included, the engine's layers and the folders of packages/fbr/src.
 * `pnpm graph` draws packages/core/src/engine with it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
/**
 * The layers of packages/core/src/engine, bottom first (docs/architecture.md), each in its folder (the kernels
 * at the engine's root): a file imports files of its own layer or below. A lower layer calls a higher one
 * through the state's hooks (`EngineHooks`), never by import.
 */
/** `names` (`a|b|…`) as paths in `folder` (`folder/a|folder/b|…`): flat alternatives, as depcruise's safe-regex wants. */
const inFolder = (folder, names) =>
  names
    .split('|')
    .map((name) => `${folder}/${name}`)
    .join('|');
const ENGINE_LAYERS = [
  [
    'state and board',
    inFolder('state', 'state|board|zobrist|shared-state|move-text|move-records|kernel-api'),
  ],
  [
    'board predicates',
    inFolder(
      'predicates',
      'predicates|vanish|trail|walls|flips|convert|counting|initial-lost|castling/castling-ends|castling/castling-drops|alice-board|boards-transfer|material|turn-tables|to-setup|origin-leave',
    ),
  ],
  [
    'pseudo-legal generation, make/unmake',
    inFolder(
      'pseudo-legal',
      'gen-leap|gen-ride|gen-lion|gen-promotion|gen-swap|gen-own-captures|gen-convert|gen-chain|gen-piece|make|make-special|moves|chain-moves|wall-match',
    ),
  ],
  ['attacks', 'legality/attacks'],
  [
    'check and legality',
    inFolder(
      'legality',
      'check|castling|capture-rules|drops|gating|gen-fast|gen-to|gen-checked|gen-safe|fsf-rules',
    ),
  ],
  ['rule passes', inFolder('rule-passes', 'turns|repetition|piece-moves|janggi|wall-moves|end')],
  ['kernels', 'generate|alice|boards|kernel|hooks|load|position-hash|index'],
];
const enginePath = (names) => `^packages/core/src/engine/(${names})\\.ts$`;

/** One rule per layer: no import of a file of a layer above it. */
const engineLayerRules = ENGINE_LAYERS.slice(0, -1).map(([name, files], i) => ({
  name: `engine-layer-${i + 1}`,
  severity: 'error',
  comment: `engine layer ${i + 1} (${name}) imports only its own layer and those below (docs/architecture.md)`,
  from: { path: enginePath(files) },
  to: {
    path: enginePath(
      ENGINE_LAYERS.slice(i + 1)
        .map(([, f]) => f)
        .join('|'),
    ),
  },
}));

/**
 * Rules keeping each folder of `packages/<pkg>/src` below the ones `layers` names above it: a non-test file of
 * `folder` imports none of `above` (`a|b|…`) and no root file `root` matches (the entry points). Tests may
 * import upward.
 */
const folderLayerRules = (pkg, layers, root, rootName) =>
  layers.map(([folder, above]) => ({
    name: `${pkg}-layer-${folder}`,
    severity: 'error',
    comment: `packages/${pkg}/src/${folder}/ does not import ${above.split('|').join(', ')} or ${rootName}`,
    from: { path: `^packages/${pkg}/src/${folder}/`, pathNot: '\\.test\\.ts$' },
    to: { path: `^packages/${pkg}/src/((${above})/|${root})` },
  }));

/**
 * The folders of packages/fbr/src, bottom first (docs/architecture.md): shared ← parse ← validate, compile.
 * A non-test file imports only its own folder and the folders below it; `validate/` and `compile/` are siblings
 * (the compiler reads the parsed tree, not the validator), and only the root `index.ts` imports every folder.
 * Tests may import upward (a compile test parses its input; some use the package root).
 */
const fbrRules = folderLayerRules(
  'fbr',
  [
    ['shared', 'parse|validate|compile'],
    ['parse', 'validate|compile'],
    ['validate', 'compile'],
    ['compile', 'validate'],
  ],
  'index\\.ts$',
  'the package root',
);

/**
 * The folders of packages/fbr/src/compile, bottom first (packages/fbr/docs/compile.md): the build state and rule
 * facts (`state/`) ← MBN atoms (`moves/`) ← the army (`army/`: pieces, promotions, swaps, turns) ← the rule
 * families that act on other pieces (`powers/`) and on boards (`boards/`), siblings ← the pipeline at the root
 * (`compile.ts`, `features.ts`), which no folder imports.
 */
const fbrCompileRules = folderLayerRules(
  'fbr',
  [
    ['state', 'moves|army|powers|boards'],
    ['moves', 'army|powers|boards'],
    ['army', 'powers|boards'],
    ['powers', 'boards'],
    ['boards', 'powers'],
  ].map(([folder, above]) => [inFolder('compile', folder), inFolder('compile', above)]),
  'compile/[^/]+\\.ts$',
  'the compile root',
);

/**
 * The folders of packages/san/src, bottom first (docs/architecture.md): shared ← move ← chess, epd; game and pgn
 * over them (a game reader builds on the PGN grammar, which builds trees of game/); chess-pgn (`@x/san/chess`'s
 * PGN reader and walk) over game and pgn; openings on top. No folder
 * imports the entry files at the root.
 */
const sanRules = folderLayerRules(
  'san',
  [
    ['shared', 'move|chess|epd|game|pgn|chess-pgn|openings'],
    ['move', 'chess|epd|game|pgn|chess-pgn|openings'],
    ['chess', 'epd|game|pgn|chess-pgn|openings'],
    ['epd', 'chess|game|pgn|chess-pgn|openings'],
    ['game', 'epd|chess-pgn|openings'],
    ['pgn', 'epd|chess-pgn|openings'],
    ['chess-pgn', 'epd|openings'],
  ],
  '[^/]+\\.ts$',
  "the package's entry files",
);

module.exports = {
  forbidden: [
    ...engineLayerRules,
    {
      name: 'engine-files-in-a-layer',
      severity: 'error',
      comment:
        "every engine source file belongs to one layer of ENGINE_LAYERS, in that layer's folder (add a new file there)",
      from: {
        path: '^packages/core/src/engine/',
        pathNot: '\\.test\\.ts$|' + enginePath(ENGINE_LAYERS.map(([, f]) => f).join('|')),
      },
      to: {},
    },
    ...fbrRules,
    ...fbrCompileRules,
    {
      name: 'fbr-compile-files-in-a-folder',
      severity: 'error',
      comment:
        'packages/fbr/src/compile holds the pipeline (compile.ts) and the feature inventory (features.ts) at its ' +
        'root; a stage goes in one of the folders of fbrCompileRules',
      from: {
        path: '^packages/fbr/src/compile/[^/]+\\.ts$',
        pathNot: '\\.test\\.ts$|^packages/fbr/src/compile/(compile|features)\\.ts$',
      },
      to: {},
    },
    ...sanRules,
    {
      name: 'fbr-files-in-a-layer',
      severity: 'error',
      comment:
        'packages/fbr/src holds the entry points (index.ts, ast.ts, vocabulary.ts: package.json exports), the ' +
        "root's deprecated aliases (root-moved.ts), version.ts and whole-pipeline tests; code goes in a layer folder",
      from: {
        path: '^packages/fbr/src/[^/]+\\.ts$',
        pathNot: '\\.test\\.ts$|^packages/fbr/src/(index|version|ast|vocabulary|root-moved)\\.ts$',
      },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Imports only go down (docs/architecture.md): a cycle, even through `import type`, means two files ' +
        'are one concept or a lower layer reaches up. Break it by moving the shared part down or by a hook ' +
        'that the upper layer fills at load.',
      from: { path: '^(packages|apps)/[^/]+/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    // `import type` and type-only re-exports are dependencies too: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // the resolver's file-system cache for the whole run (its default, 4 s, expires mid-run on a loaded machine)
      cachedInputFileSystem: { cacheDuration: 1_800_000 },
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
