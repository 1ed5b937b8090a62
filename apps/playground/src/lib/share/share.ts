/**
 * Share links: the page state (the URL hash) deflated with `CompressionStream` and written in base64url
 * as `#z=…`, so a link stays short for typical inputs; a link longer than `MAX_LINK` is refused with the
 * size, for the page to say so. Opening a `#z=` link restores the plain hash before the app starts.
 */

/** The longest share link offered (bytes of the whole URL). */
export const MAX_LINK = 16 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A compressed link to the page as it is, or the size it would have when that is over `MAX_LINK`. */
export async function makeShareLink(
  location: Pick<Location, 'origin' | 'pathname' | 'hash'>,
): Promise<{ readonly url: string } | { readonly tooLarge: number }> {
  const state = new TextEncoder().encode(location.hash.replace(/^#/, ''));
  const packed = toBase64Url(await pipe(state, new CompressionStream('deflate-raw')));
  const url = `${location.origin}${location.pathname}#z=${packed}`;
  return url.length > MAX_LINK ? { tooLarge: url.length } : { url };
}

/** The plain hash a `#z=…` hash stands for (`undefined` when it is not one or does not decode). */
export async function expandShareHash(hash: string): Promise<string | undefined> {
  const m = /^#?z=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) return undefined;
  try {
    const bytes = await pipe(fromBase64Url(m[1]!), new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The share button's action: the link to the page as it is, copied to the clipboard when the browser lets us,
 * and the note the button shows (copied, to copy by hand, or too large — with the size); `url` is `''` when
 * there is no link.
 */
export async function shareThisPage(): Promise<{ readonly url: string; readonly note: string }> {
  const link = await makeShareLink(window.location);
  if ('tooLarge' in link) {
    return {
      url: '',
      note: `Too large to share by link (${Math.ceil(link.tooLarge / 1024)} KB compressed, over ${MAX_LINK / 1024} KB): save the input as a file instead.`,
    };
  }
  const size = `${Math.ceil(link.url.length / 1024)} KB`;
  try {
    await navigator.clipboard.writeText(link.url);
    return { url: link.url, note: `Link copied (${size}).` };
  } catch {
    return { url: link.url, note: `Link (${size}), copy it from here:` };
  }
}
