import { packageConfig } from '../../tsup.shared';

export default packageConfig(
  {
    index: 'src/index.ts',
    schema: 'src/schema.ts',
    'infinite/index': 'src/infinite/index.ts',
    'engine/index': 'src/engine/index.ts',
    'chess/index': 'src/chess/index.ts',
  },
  // `@internal` members (the engine state behind `Position`) are not part of the published types.
  { compilerOptions: { stripInternal: true } },
);
