/**
 * How the page looks, chosen by the visitor and kept in this browser (`localStorage`): the colour theme (the
 * system's setting by default, or light or dark), the board's colours (wood or blue), how shogi moves are written
 * (Japanese `７六歩(77)` or Western `P-7f`) and the moves' chess pieces (letters or figurines). Applied as attributes
 * of `<html>` (`data-theme`, `data-board`) that the style sheets read; `useLook` re-renders on a change.
 */
import { useSyncExternalStore } from 'react';

/** The choices. */
export interface Look {
  readonly theme: 'system' | 'light' | 'dark';
  readonly board: 'wood' | 'blue';
  /** Shogi moves in Japanese (`７六歩(77)`, KIF's) or Western notation (`P-7f`). */
  readonly shogiMoves: 'japanese' | 'western';
  /** How moves name chess pieces: letters (`Nf3`) or figurines (`♘f3`). */
  readonly notation: 'letters' | 'figurines';
}

const KEY = 'x-playground-look';
const DEFAULT: Look = { theme: 'system', board: 'wood', shogiMoves: 'japanese', notation: 'letters' };
const listeners = new Set<() => void>();

/** The stored look (the default where nothing, or nothing readable, is stored). */
function stored(): Look {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Record<keyof Look, unknown>>;
    return {
      theme: raw.theme === 'light' || raw.theme === 'dark' ? raw.theme : 'system',
      board: raw.board === 'blue' ? 'blue' : 'wood',
      shogiMoves: raw.shogiMoves === 'western' ? 'western' : 'japanese',
      notation: raw.notation === 'figurines' ? 'figurines' : 'letters',
    };
  } catch {
    return DEFAULT;
  }
}

let current: Look = typeof localStorage === 'undefined' ? DEFAULT : stored();

/** Whether the system asks for dark pages. */
function systemDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets `look`'s attributes on `<html>`: the theme resolved (`light` or `dark`), the choices as they are. */
function apply(look: Look): void {
  const root = document.documentElement;
  root.dataset.theme = look.theme === 'dark' || (look.theme === 'system' && systemDark()) ? 'dark' : 'light';
  root.dataset.board = look.board;
}

/**
 * Applies the stored look (once, before the first render), and the system's theme again when it changes: then
 * `useLook`'s components render again too, as after `setLook` (the boards draw their coordinates in the theme's
 * ink: left as they were, a phone turning dark kept them #333 on the dark page, 1.3:1).
 */
export function applyLook(): void {
  apply(current);
  if (typeof matchMedia === 'function')
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (current.theme !== 'system') return;
      // a new snapshot: `useSyncExternalStore` renders again only for another object
      current = { ...current };
      apply(current);
      for (const listener of listeners) listener();
    });
}

/** Changes part of the look: applied, stored, and told to `useLook`'s components. */
export function setLook(change: Partial<Look>): void {
  current = { ...current, ...change };
  apply(current);
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // a browser that keeps nothing: the look holds for this page
  }
  for (const listener of listeners) listener();
}

/** The look, re-rendering the component when it changes. */
export function useLook(): Look {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => DEFAULT,
  );
}
