/**
 * The page state of a compressed share link (`#z=…`), decompressed by `lib/share/share.ts`, which is fetched only when
 * the hash is one: the first load does not carry it.
 */
export async function expandIfShared(
  hash: string,
): Promise<string | { readonly refused: string } | undefined> {
  if (!/^#?z=/.test(hash)) return undefined;
  const { expandShareHash } = await import('./share');
  return expandShareHash(hash);
}

/**
 * Opens the page state `plain` of a share link in the address (`expandIfShared`'s answer): its plain hash, or for a
 * link refused, the page empty and the reason said above it (`data-testid="share-refused"`), one note at a time.
 */
export function applyShared(plain: string | { readonly refused: string }): void {
  const here = `${window.location.pathname}${window.location.search}`;
  document.querySelector('[data-testid="share-refused"]')?.remove();
  if (typeof plain === 'string') {
    window.history.replaceState(null, '', `${here}#${plain}`);
    return;
  }
  window.history.replaceState(null, '', here);
  const note = document.createElement('p');
  note.className = 'error share-refused';
  note.setAttribute('role', 'alert');
  note.dataset.testid = 'share-refused';
  note.textContent = plain.refused;
  document.getElementById('root')?.before(note);
}
