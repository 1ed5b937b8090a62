/** `DiagramError`, the error of a diagram asked for with options that do not fit its position, and its codes. */
import { type CodedErrorClass, codedError } from '@x/core/notation';

/** Every error code of `@x/diagram`. */
export const DIAGRAM_ERROR_CODES = [
  'invalid-square',
  'invalid-option',
  'board-too-large',
  'missing-dependency',
  'input-too-long',
] as const;

/** A `@x/diagram` error code (kebab-case). */
export type DiagramErrorCode = (typeof DIAGRAM_ERROR_CODES)[number];

/**
 * The error `svg` throws for options that do not fit the position (a square not on its board, a window larger than
 * the engine's largest board), `gif` for more frames than its `maxFrames` (`input-too-long`), and `png`/`gif` throw
 * without the optional peer `@resvg/resvg-wasm` (`missing-dependency`). `offset`/`length` are 0: the fault is in an option or the installation, not in a text.
 */
export const DiagramError: CodedErrorClass<DiagramErrorCode> = codedError('DiagramError');
/** An error of class `DiagramError`. */
export type DiagramError = InstanceType<typeof DiagramError>;
