/**
 * Share links (issue #90 item 18): a `#z=` hash is inflated up to `MAX_EXPANDED` bytes and no further — a crafted
 * hash that inflates to megabytes is refused in words, not allocated — while a link the page makes opens as it was.
 */
import { describe, expect, it } from 'vitest';
import { expandShareHash, MAX_EXPANDED, makeShareLink } from '../../src/lib/share/share';

const MIB = 1024 * 1024;

/** `text` deflated and written as a `#z=` hash, as a crafted link would be. */
async function crafted(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `#z=${Buffer.from(bytes).toString('base64url')}`;
}

describe('share links', () => {
  it('open as they were made, the flipped board included', async () => {
    const hash = '#view=san&san=1.%20e4%20e5&node=1&flip=1';
    const link = await makeShareLink({ origin: 'http://x', pathname: '/', hash });
    if (!('url' in link)) throw new Error('no link');
    expect(await expandShareHash(new URL(link.url).hash)).toBe(hash.slice(1));
  });

  it('refuse a hash that inflates past MAX_EXPANDED, with a readable message', async () => {
    // 4 MiB of one letter deflates to about 4 KB: a hash shorter than the links the page makes
    const hash = await crafted('a'.repeat(4 * MIB));
    expect(hash.length).toBeLessThan(16 * 1024);
    const r = await expandShareHash(hash);
    expect(typeof r === 'string' ? `${r.length} characters inflated` : r).toEqual({
      refused: expect.stringMatching(/too large to open .*over 1 MB/),
    });
    // just under the limit still opens
    const fits = await expandShareHash(await crafted('b'.repeat(MIB)));
    expect(typeof fits === 'string' && fits.length).toBe(MIB);
    expect(MAX_EXPANDED).toBe(MIB);
  });

  it('refuse a damaged link in words: cut short, not base64url, not deflated, not UTF-8, empty', async () => {
    const link = await makeShareLink({
      origin: 'http://x',
      pathname: '/',
      hash: '#view=san&san=1.%20e4%20e5%202.%20Nf3',
    });
    if (!('url' in link)) throw new Error('no link');
    const good = new URL(link.url).hash;
    const latin1 = `#z=${Buffer.from(
      await (async () => {
        const s = new Blob([new Uint8Array([0xe9, 0x41])])
          .stream()
          .pipeThrough(new CompressionStream('deflate-raw'));
        return new Uint8Array(await new Response(s).arrayBuffer());
      })(),
    ).toString('base64url')}`;
    for (const hash of [
      good.slice(0, Math.ceil(good.length / 2)),
      '#z=@@not-base64!!',
      '#z=AAAAAAAAAAAA',
      latin1,
      '#z=',
    ]) {
      expect(await expandShareHash(hash), hash).toEqual({
        refused: expect.stringMatching(/^This share link is damaged/),
      });
    }
    // not a share link at all: left to the page
    expect(await expandShareHash('#view=fen')).toBeUndefined();
  });
});
