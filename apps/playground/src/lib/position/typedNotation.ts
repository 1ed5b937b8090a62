/**
 * How a move is typed into a board's move box: in its players' own notation — USI for shogi (`7g7f`, `P*5e`,
 * Western `P-7f` read too), WXF or ICCS for xiangqi (`C2.5`, `h2e2`, Chinese too), janggi's or ICCS for janggi,
 * Thai or UCI for makruk — read by the package that knows it (`@x/kif`, `@x/wxf`, fetched when such a board is
 * shown), and UCI (`e2e4`) for the other boards. Every box takes SAN too (`typedSan.ts`), read when the text is
 * not its own notation.
 */
import type { BasePosition, Move } from '@x/core';
import { useEffect, useState } from 'react';

/** The drawing styles of `@x/diagram`'s boards (`boardStyleOf`), which name the game's family. */
export type GameStyle = 'checkered' | 'xiangqi' | 'janggi' | 'shogi' | 'makruk';

/** A move notation of the move box. */
export interface TypedNotation {
  /** Its name, as the box's label says it (`USI`, `WXF or ICCS`). */
  readonly name: string;
  /** An example of it (the box's placeholder). */
  readonly example: string;
  /** The legal move of `pos` that `text` names, or why none is. */
  read(text: string, pos: BasePosition): { move: Move } | { error: string };
}

/** `@x/core`'s UCI (the squares as the board names them), for every board; the label names SAN, read after it. */
export const UCI: TypedNotation = {
  name: 'UCI or SAN',
  example: 'e2e4',
  read(text, pos) {
    const move = pos.legalMoves().find((m) => pos.uci(m) === text.trim());
    return move ? { move } : { error: `not a legal move here: ${text}` };
  },
};

/** The message of an error thrown by a package's reader. */
const said = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Shogi: USI (`7g7f`, `P*5e`, `8h2b+`), else Western (`P-7f`), by `@x/kif`. */
async function shogi(): Promise<TypedNotation> {
  const { parseMove } = await import('@x/kif');
  return {
    name: 'USI',
    example: '7g7f',
    read(text, pos) {
      try {
        return { move: parseMove(text.trim(), pos) };
      } catch (e) {
        try {
          return { move: parseMove(text.trim(), pos, { notation: 'hodges' }) };
        } catch {
          return { error: said(e) };
        }
      }
    },
  };
}

/**
 * The xiangqi family and makruk: whichever of `@x/wxf`'s notations the text is written in (found from its shape),
 * after UCI where `uciFirst` (makruk's `e3e4` would otherwise read as ICCS, whose ranks count from 0).
 */
async function wxf(name: string, example: string, uciFirst = false): Promise<TypedNotation> {
  const { parseMove } = await import('@x/wxf');
  return {
    name,
    example,
    read(text, pos) {
      if (uciFirst) {
        const uci = UCI.read(text, pos);
        if ('move' in uci) return uci;
      }
      try {
        return { move: parseMove(text, pos) };
      } catch (e) {
        return { error: said(e) };
      }
    },
  };
}

/** The notation of each style other than the checkered board's, loaded once. */
const LOADERS: Readonly<Record<Exclude<GameStyle, 'checkered'>, () => Promise<TypedNotation>>> = {
  shogi,
  xiangqi: () => wxf('WXF or ICCS', 'C2.5'),
  janggi: () => wxf('janggi or ICCS', 'H02-83'),
  makruk: () => wxf('UCI or Thai', 'e3e4', true),
};
const loaded = new Map<GameStyle, Promise<TypedNotation>>();

/** The notation of a board of `style` (UCI until its package has loaded, or where the style is not known yet). */
export function useTypedNotation(style: GameStyle | undefined): TypedNotation {
  const [notation, setNotation] = useState<{ style?: GameStyle; notation: TypedNotation }>({ notation: UCI });
  useEffect(() => {
    if (!style || style === 'checkered') return;
    let live = true;
    let load = loaded.get(style);
    if (!load) {
      load = LOADERS[style]();
      loaded.set(style, load);
    }
    load.then((n) => live && setNotation({ style, notation: n })).catch(() => loaded.delete(style));
    return () => {
      live = false;
    };
  }, [style]);
  return notation.style === style ? notation.notation : UCI;
}
