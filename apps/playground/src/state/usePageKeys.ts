import { useEffect, useRef } from 'react';
import { inTextField } from '../lib/files/pastedOnPage';

/** Whether a key event comes from a place that keeps its keys (a text field, a list box, the game list's grid). */
export function keepsKeys(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return (
    inTextField(el) ||
    el.tagName === 'SELECT' ||
    el.closest('[role="grid"], [role="listbox"], [role="tablist"], [role="menu"]') !== null
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
      if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || keepsKeys(e.target)) return;
      const target = e.target as HTMLElement | null;
      if (keptBy && target?.tagName && keptBy(target)) return;
      const command = keys.get(e.key);
      if (command !== undefined && handler.current(command)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, keptBy]);
}
