import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schema: 'src/schema.ts',
    'infinite/index': 'src/infinite/index.ts',
    'engine/index': 'src/engine/index.ts',
  },
  format: ['esm', 'cjs'],
  // `@internal` members (the engine state behind `Position`) are not part of the published types.
  dts: { compilerOptions: { stripInternal: true } },
  splitting: true,
  treeshake: true,
  clean: true,
  target: 'es2022',
});
