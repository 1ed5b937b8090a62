/**
 * Share links: the page state (the URL hash) deflated with `CompressionStream` and written in base64url
 * as `#z=…`, so a link stays short for typical inputs; a link longer than `MAX_LINK` is refused with the
 * size, for the page to say so. Opening a `#z=` link restores the plain hash before the app starts; one whose state
 * inflates past `MAX_EXPANDED` is refused in words, not inflated.
 */

import { shareState } from '../../state/url';

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

/**
 * The most bytes a share link's state may inflate to: 1 MiB, far above what a link of `MAX_LINK` holds when the
 * page made it (its editor texts are capped for the URL: `TEXT_URL_MAX`), far below what a crafted one could make a
 * page allocate (deflate inflates up to about 1,000 times: a 340 KB hash, 256 M characters).
 */
export const MAX_EXPANDED = 1024 * 1024;

/** A share link's state that is not opened, and why, in words. */
export interface RefusedShare {
  readonly refused: string;
}

/** Inflates `bytes`, stopping (the stream cancelled) as soon as more than `MAX_EXPANDED` bytes have come. */
async function inflateCapped(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_EXPANDED) {
      await reader.cancel();
      return undefined;
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The plain hash a `#z=…` hash stands for (`undefined` when it is not one), or why it is not opened: a hash longer
 * than a link the page makes could be, one inflating past `MAX_EXPANDED`, or a damaged one (cut short, changed by
 * hand: not base64url, not deflated, not UTF-8 text), which opened the page's defaults as if the link had worked.
 */
export async function expandShareHash(hash: string): Promise<string | RefusedShare | undefined> {
  if (!/^#?z=/.test(hash)) return undefined;
  const damaged = {
    refused:
      'This share link is damaged (cut short or changed: its state does not decode): the page opens empty. Copy the whole link again.',
  };
  const m = /^#?z=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) return damaged;
  const tooLarge = `This share link is too large to open (its page state is over ${MAX_EXPANDED / (1024 * 1024)} MB; links this page makes are at most ${MAX_LINK / 1024} KB): the page opens empty.`;
  if (m[1]!.length > 4 * MAX_LINK) return { refused: tooLarge };
  try {
    const bytes = await inflateCapped(fromBase64Url(m[1]!));
    return bytes === undefined
      ? { refused: tooLarge }
      : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return damaged;
  }
}

/**
 * The share button's action: the link to the page as it is, copied to the clipboard when the browser lets us,
 * and the note the button shows (copied, to copy by hand, or too large — with the size); `url` is `''` when
 * there is no link.
 */
export async function shareThisPage(): Promise<{ readonly url: string; readonly note: string }> {
  // the URL's state with the editor texts too large for the URL put back: refused, with the size, when too large
  const { origin, pathname } = window.location;
  const link = await makeShareLink({ origin, pathname, hash: shareState() });
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
