import type ts from 'typescript';

/** The names the module `file` of `program` exports, and those of them marked `@deprecated` (see surface.mjs). */
export function exportsOf(
  program: ts.Program,
  file: string,
): { exported: ts.Symbol[]; deprecated: ts.Symbol[] };
/** Published packages' directory names (see surface.mjs). */
export function publishedPackages(): string[];
