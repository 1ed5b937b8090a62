import { usePageKeys } from './usePageKeys';

/** What a key asks of the analysis board beyond the steps (`useStepKeys`), as on lichess. */
export type AnalysisCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'best' }
  | { readonly kind: 'engine' }
  | { readonly kind: 'glyph'; readonly nag: number };

/**
 * The analysis board's keys: `?` the shortcut sheet, Space the engine's best move, `l` the engine on or off, `1`–`6`
 * the move glyphs `$1`–`$6` (! ? !! ?? !? ?!) on the current move.
 */
export const ANALYSIS_KEYS: ReadonlyMap<string, AnalysisCommand> = new Map<string, AnalysisCommand>([
  ['?', { kind: 'help' }],
  [' ', { kind: 'best' }],
  ['l', { kind: 'engine' }],
  ...[1, 2, 3, 4, 5, 6].map((nag) => [String(nag), { kind: 'glyph', nag }] as [string, AnalysisCommand]),
]);

/**
 * Hears the analysis board's keys ({@link ANALYSIS_KEYS}) wherever the focus is but where text, lists and tabs
 * keep their keys; `onCommand` answers whether it took the key (then its default — a scroll, a button's click —
 * is prevented). Keys with Ctrl, Alt or Meta are left alone.
 */
export function useAnalysisKeys(onCommand: (command: AnalysisCommand) => boolean): void {
  usePageKeys(ANALYSIS_KEYS, onCommand, inDialog);
}

/** Whether `target` is inside a dialog (the shortcut sheet), which keeps the page's keys. */
function inDialog(target: HTMLElement): boolean {
  return target.closest('dialog') !== null;
}
