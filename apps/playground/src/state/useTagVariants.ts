/**
 * The analysis board's `Variant` tag names for its text: the page's `tagVariants` (`@x/san`'s built-in names, then
 * Fairy-Stockfish's built-ins), whose `@x/fairy-variants` chunk is fetched when the text names a variant the
 * built-in names do not know; the board reads the text again once it has come.
 */
import { useEffect, useState } from 'react';
import { tagVariants } from '../lib/variants/tagVariants';

const encoder = new TextEncoder();

/**
 * Whether Fairy-Stockfish's built-ins are loaded (`tagVariants.lookup` then knows them); starts their load when
 * `text` has a `[Variant "…"]` tag that needs them, and re-renders when it is over.
 */
export function useTagVariants(text: string): boolean {
  const [loaded, setLoaded] = useState(tagVariants.loaded !== undefined);
  useEffect(() => {
    if (loaded) return;
    if (tagVariants.loaded !== undefined) {
      setLoaded(true);
      return;
    }
    let live = true;
    tagVariants.knowVariantsIn(encoder.encode(text)).then(
      () => {
        if (live && tagVariants.loaded !== undefined) setLoaded(true);
      },
      // not fetched (offline): the game's tag stays an unknown variant, said in the error box
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text, loaded]);
  return loaded || tagVariants.loaded !== undefined;
}
