import { useEffect, useRef } from 'react';
import { inTextField } from '../lib/files/pastedOnPage';

/**
 * The keys the game list (the database's grid of games, moved through by ↑ ↓) leaves to the page: ← → step through
 * the game it opened, as lichess's do wherever the focus is.
 */
const GRID_PASSES: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight']);

/**
 * Whether a key event comes from a place that keeps its keys (a text field, a list box, the tabs, a menu; the game
 * list's grid all but ← →).
 */
export function keepsKeys(target: EventTarget | null, key?: string): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return (
    inTextField(el) ||
    el.tagName === 'SELECT' ||
    el.closest('[role="listbox"], [role="tablist"], [role="menu"]') !== null ||
    (el.closest('[role="grid"]') !== null && (key === undefined || !GRID_PASSES.has(key)))
  );
}

/**
 * Hears the page's keys wherever the focus is but where text, lists and tabs keep their keys ({@link keepsKeys}), and
 * where `keptBy` says the event's target keeps them: `onCommand` hears the command `keys` maps the key to and
 * answers whether it took it (then the key's default — a scroll, a button's click — is prevented). Keys with Ctrl,
 * Alt or Meta are left alone. The one home of `useStepKeys` and `useAnalysisKeys`.
 */
export function usePageKeys<C>(
  keys: ReadonlyMap<string, C>,
  onCommand: (command: C) => boolean,
  keptBy?: (target: HTMLElement) => boolean,
): void {
  const handler = useRef(onCommand);
  handler.current = onCommand;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || keepsKeys(e.target, e.key)) return;
      const target = e.target as HTMLElement | null;
      if (keptBy && target?.tagName && keptBy(target)) return;
      const command = keys.get(e.key);
      if (command !== undefined && handler.current(command)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, keptBy]);
}
