import { useEffect, useState } from 'react';

/**
 * `value` once it has not changed for `delayMs` (the value itself when `delayMs` is 0): expensive
 * work (parsing an 83 KB variants file) follows the typing without holding up each keystroke's paint.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

/** Inputs longer than this are parsed once typing pauses rather than on every keystroke. */
export const LARGE_INPUT = 16_384;
/** The pause after which a large input is parsed. */
export const SETTLE_MS = 250;
