/**
 * A pasted text encoded to UTF-8 on the page a slice at a time, each slice's bytes in a buffer of their own to be
 * transferred to the database worker (`PastedBytes` there reads them as a file's chunks). The first slice is
 * encoded and sent in the paste's own task, so the worker reads while the page encodes the rest, a few slices a
 * task (`sendPasted`): the worker neither copies nor encodes the string, and no task of the page's grows with the
 * text. Decoding a game's bytes from views of one 5 MB buffer took Chromium 2–3 times as long as from chunks of
 * their own, as a `Blob`'s stream gives a file's. On the page `TextEncoder.encode` of each slice took the clipboard's
 * 5 M characters (16-bit) in about half the time a loop over their character codes did (the page's code is cold).
 */

/** Characters encoded at a time. */
export const TEXT_SLICE = 1 << 18;

/** Milliseconds of encoding the page does in one task after the first slice. */
const TASK_MS = 8;

const encoder = new TextEncoder();

/** A slice of a text encoded: its UTF-8 bytes (in a buffer of their own) and the character it ends before. */
export interface EncodedSlice {
  readonly bytes: Uint8Array;
  readonly end: number;
}

/**
 * The UTF-8 bytes of the characters of `text` from `from`, about `slice` of them (never cutting a surrogate pair).
 */
export function encodeSlice(text: string, from: number, slice = TEXT_SLICE): EncodedSlice {
  let end = Math.min(text.length, from + slice);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && end - 1 > from && last >= 0xd800 && last <= 0xdbff) end--;
  return { bytes: encoder.encode(text.slice(from, end)), end };
}

/** Runs `run` in a task of its own (a message to itself: no timer's clamping). */
function nextTask(run: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(undefined);
}

/**
 * Encodes `text` a slice at a time and hands each slice's bytes and its number of characters to `send` (which
 * transfers them): the first at once, the rest a few a task (`TASK_MS`), while `going()` holds (the worker they go
 * to is still the page's). The text is let go once it is all sent.
 */
export function sendPasted(
  text: string,
  send: (bytes: Uint8Array, chars: number) => void,
  going: () => boolean,
  slice = TEXT_SLICE,
): void {
  let from = 0;
  const one = () => {
    const { bytes, end } = encodeSlice(text, from, slice);
    send(bytes, end - from);
    from = end;
  };
  const rest = () => {
    if (!going()) return;
    const started = performance.now();
    while (from < text.length && performance.now() - started < TASK_MS) one();
    if (from < text.length) nextTask(rest);
  };
  if (text.length === 0) return;
  one();
  if (from < text.length) nextTask(rest);
}
