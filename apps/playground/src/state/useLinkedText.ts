import { numberText } from '../lib/text/numberText';
import { readParam } from './url';
import { useUrlParam } from './useUrlParam';

/**
 * The longest editor text written into the URL (its URL-encoded length): a link stays under 16 KB. A KIF move line
 * with its times is about 74 encoded characters (its kanji are 9 each), so about 150 such moves fit.
 */
export const TEXT_URL_MAX = 12_000;

/** An editor's text mirrored into the URL up to `TEXT_URL_MAX`, and the length of one kept out of it. */
export interface LinkedText {
  readonly text: string;
  readonly setText: (text: string) => void;
  /**
   * The length of the text this page was opened with when it was too large for the link (the link holds none and
   * the editor is empty), else undefined.
   */
  readonly unlinked: number | undefined;
}

/**
 * An editor's text in the URL parameter `key` (`fallback` when absent), kept out of the URL past `TEXT_URL_MAX`:
 * `<key>-unlinked` then holds its length (`useUrlParam`), so a page opened from that link says why it is empty
 * (`unlinkedNote`), and a share link still carries the text (`shareState`) or is refused for its size.
 */
export function useLinkedText(key: string, fallback: string): LinkedText {
  const [text, setText] = useUrlParam(key, fallback, TEXT_URL_MAX);
  const unlinkedParam = readParam(`${key}-unlinked`, '');
  return {
    text,
    setText,
    unlinked: unlinkedParam && text === '' ? Number(unlinkedParam) || undefined : undefined,
  };
}

/** What an empty editor says when its text, `length` characters, was too large for the link it was opened from. */
export function unlinkedNote(what: string, length: number): string {
  return `The ${what} (${numberText(length)} characters) was too large for the link: open or paste it again.`;
}
