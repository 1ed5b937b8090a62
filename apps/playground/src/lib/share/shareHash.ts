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
