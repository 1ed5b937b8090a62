/**
 * A pasted text made the file the database's worker reads: its UTF-8 bytes as a `Blob`, as a file of the same text
 * would hold them. The text is encoded a slice per task, so the page's thread lets other work in between (the
 * reading worker's start, a paint) instead of holding the page for the whole text at once.
 */

/** Characters encoded per task (about 1 MB of ASCII). */
const SLICE = 1 << 20;

/** The next task of the page's thread. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `text` as a UTF-8 `Blob` of type text/plain, `slice` characters per task (a surrogate pair is never cut). */
export async function textBlob(text: string, slice = SLICE): Promise<Blob> {
  const parts: Blob[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + slice);
    const last = text.charCodeAt(end - 1);
    // a high surrogate last: its low one comes along
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    parts.push(new Blob([text.slice(at, end)]));
    at = end;
    if (at < text.length) await nextTask();
  }
  return new Blob(parts, { type: 'text/plain' });
}
