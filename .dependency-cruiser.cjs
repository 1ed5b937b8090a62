/**
 * dependency-cruiser's rules for the repository (`pnpm cycles`, run by `pnpm test`): no import cycle in any
 * package's or app's `src/`, type-only imports included. `pnpm graph` draws packages/core/src/engine with it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
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
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
