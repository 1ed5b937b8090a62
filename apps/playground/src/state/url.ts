/**
 * The page state that a link reproduces: the view, each view's input text and its options, kept in the
 * URL's hash as search parameters (`#view=fen&fen=…&variant=chess`). Written with `history.replaceState`,
 * so typing does not fill the history.
 */

/** The views of the playground, in tab order. */
export const VIEWS = ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert'] as const;
/** One view id. */
export type ViewId = (typeof VIEWS)[number];

/** Reads the hash parameters of the current URL. */
export function readUrlState(): URLSearchParams {
  return new URLSearchParams(window.location.hash.replace(/^#/, ''));
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

/** Sets (or, for `undefined`, removes) parameters of the URL without adding a history entry. */
export function writeParams(values: Readonly<Record<string, string | undefined>>): void {
  const params = readUrlState();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const hash = params.toString();
  const url = `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`;
  // replaceState costs a navigation update in the browser: skip the writes that change nothing
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(null, '', url);
}
