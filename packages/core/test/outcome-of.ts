/**
 * The error code (and offset) a throwing call gives, or its result: how the chess tests compare `@x/core/chess`
 * with the generic reader on inputs that may fail.
 */
import { FenError, PositionError } from '../src/errors/errors.js';

/** The error code and offset of a throwing call, or its result. */
export function outcomeOf<T>(f: () => T): T | { error: string; offset?: number } {
  try {
    return f();
  } catch (error) {
    if (error instanceof FenError) return { error: error.code, offset: error.offset };
    if (error instanceof PositionError) return { error: error.code };
    throw error;
  }
}
