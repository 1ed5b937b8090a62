/**
 * The page state that a link reproduces: the view, each view's input text and its options, kept in the
 * URL's hash as search parameters (`#view=fen&fen=…&variant=chess`). Written with `history.replaceState`,
 * so typing does not fill the history.
 */

/** The views of the playground, in tab order. */
export const VIEWS = ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert'] as const;
/** One view id. */
export type ViewId = (typeof VIEWS)[number];

/** Each view's name, as its tab shows it. */
export const VIEW_TITLES: Readonly<Record<ViewId, string>> = {
  fen: 'FEN & play',
  san: 'SAN movetext',
  feen: 'FEEN',
  icn: 'ICN (infinite)',
  sjaak: 'SjaakII variants',
  fairy: 'Fairy-Stockfish variants',
  fbr: 'FBR rule set',
  records: 'Shogi & xiangqi records',
  convert: 'Converter',
};

/** Parameter writes not yet in the URL (`writeParams`): written together once the task's microtasks run. */
let pending: Map<string, string | undefined> | undefined;

/** Reads the hash parameters of the current URL (with the writes not yet in it). */
export function readUrlState(): URLSearchParams {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  for (const [key, value] of pending ?? []) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/** The view named in the URL, `fen` when absent or unknown. */
export function readView(): ViewId {
  const v = readUrlState().get('view');
  return (VIEWS as readonly string[]).includes(v ?? '') ? (v as ViewId) : 'fen';
}

/** One parameter of the URL, or the fallback. */
export function readParam(key: string, fallback: string): string {
  return readUrlState().get(key) ?? fallback;
}

/**
 * Sets (or, for `undefined`, removes) parameters of the URL without adding a history entry. The writes of one task
 * reach the URL together, in one `history.replaceState` after the task (each costs a navigation update in the
 * browser, and one paste writes several parameters); `readUrlState` sees them at once.
 */
export function writeParams(values: Readonly<Record<string, string | undefined>>): void {
  if (!pending) {
    pending = new Map();
    queueMicrotask(flushParams);
  }
  for (const [key, value] of Object.entries(values)) pending.set(key, value);
}

/** Writes the pending parameters into the URL, if they change it. */
function flushParams(): void {
  const hash = readUrlState().toString();
  pending = undefined;
  const url = `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`;
  // skip the writes that change nothing
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(null, '', url);
}

/** Texts kept out of the URL for their length (`useUrlParam`'s `maxEncoded`), by parameter: share links hold them. */
const unlinkedTexts = new Map<string, string>();

/** Notes `text` as the value of `key` kept out of the URL (`undefined`: the URL holds the parameter's value again). */
export function holdOutOfUrl(key: string, text: string | undefined): void {
  if (text === undefined) unlinkedTexts.delete(key);
  else unlinkedTexts.set(key, text);
}

/**
 * The page state a share link carries: the URL's parameters, each text kept out of the URL for its length put back
 * in place of its `<key>-unlinked` length, so the link opens the page as it is, or is refused for its size (as a
 * link would be were that text in the URL).
 */
export function shareState(): string {
  const params = readUrlState();
  for (const [key, text] of unlinkedTexts) {
    if (params.get(`${key}-unlinked`) !== String(text.length)) continue;
    params.delete(`${key}-unlinked`);
    params.set(key, text);
  }
  return params.toString();
}
