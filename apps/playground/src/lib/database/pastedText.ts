/**
 * A pasted text encoded to UTF-8 on the page a slice at a time, each slice's bytes in a buffer of their own to be
 * transferred to the database worker (`PastedBytes` there reads them as a file's chunks). The first slice is
 * encoded and sent in the paste's own task, so the worker reads while the page encodes the rest, a few slices a
 * task (`sendPasted`): the worker neither copies nor encodes the string, and no task of the page's grows with the
 * text. Decoding a game's bytes from views of one 5 MB buffer took Chromium 2–3 times as long as from chunks of
 * their own, as a `Blob`'s stream gives a file's. The clipboard's text is a string of 16-bit characters, which
 * `TextEncoder.encodeInto` encodes at about half the speed of a loop over its character codes, so the ASCII run of
 * a slice is copied by that loop and only the rest goes through `encodeInto`.
 */

/** Characters encoded at a time. */
export const TEXT_SLICE = 1 << 18;

/** Milliseconds of encoding the page does in one task after the first slice. */
const TASK_MS = 8;

const encoder = new TextEncoder();

/**
 * Copies the characters of `text` from `from` into `out` while they are ASCII (as many as `out` holds): how many
 * were copied.
 */
function copyAscii(text: string, from: number, out: Uint8Array): number {
  const n = Math.min(out.length, text.length - from);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(from + i);
    if (c >= 0x80) return i;
    out[i] = c;
  }
  return n;
}

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
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
  let chunk = new Uint8Array(end - from);
  const ascii = copyAscii(text, from, chunk);
  let written = ascii;
  if (ascii < chunk.length) {
    // characters of more than a byte: at most 3 bytes for each UTF-16 code unit left
    const rest = text.slice(from + ascii, end);
    const wide = new Uint8Array(ascii + rest.length * 3);
    wide.set(chunk.subarray(0, ascii));
    written += encoder.encodeInto(rest, wide.subarray(ascii)).written;
    chunk = wide;
  }
  return { bytes: chunk.subarray(0, written), end };
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
