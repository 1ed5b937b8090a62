/**
 * Bytes of a record to text: UTF-8 (with or without a byte-order mark), Shift_JIS (Windows-31J) or, for old
 * CSA files, EUC-JP: the first of these the bytes are valid in.
 */
import { KifError } from './errors.js';
import { type KifLimits, kifLimits } from './limits.js';

/** A decoded record and the encoding it was in. */
export interface DecodedRecord {
  readonly text: string;
  readonly encoding: 'utf-8' | 'shift_jis' | 'euc-jp';
}

/**
 * Decodes a record's bytes: UTF-8 when they are valid UTF-8, else Shift_JIS, else EUC-JP (with `TextDecoder`,
 * which needs an ICU with Japanese for these: Node's full ICU, every browser). Throws `KifError` `input-too-long` over
 * `limits.maxLength` bytes, `invalid-encoding` when neither decoding applies.
 */
export function decode(bytes: Uint8Array, options?: { readonly limits?: Partial<KifLimits> }): DecodedRecord {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decode needs a Uint8Array');
  const { maxLength } = kifLimits(options?.limits);
  if (bytes.length > maxLength)
    throw new KifError(
      'input-too-long',
      `input longer than ${maxLength} bytes`,
      maxLength,
      bytes.length - maxLength,
    );
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // not UTF-8: Shift_JIS
  }
  for (const encoding of ['shift_jis', 'euc-jp'] as const) {
    let decoder: InstanceType<typeof TextDecoder>;
    try {
      decoder = new TextDecoder(encoding, { fatal: true });
    } catch (error) {
      const message = `not UTF-8, and this runtime has no ${encoding} decoder`;
      throw new KifError('invalid-encoding', message, 0, 0, undefined, { cause: error });
    }
    try {
      return { text: decoder.decode(bytes), encoding };
    } catch {
      // not this one either
    }
  }
  throw undecodable(bytes);
}

const ENCODINGS = ['utf-8', 'shift_jis', 'euc-jp'] as const;
const NAMES = { 'utf-8': 'UTF-8', shift_jis: 'Shift_JIS', 'euc-jp': 'EUC-JP' } as const;

/**
 * The error for bytes no encoding decodes, located where the encoding that reads furthest first fails (in that
 * decoding's UTF-16 units): a UTF-8 record cut inside a character, or one line in another encoding, is found at
 * its place rather than at the start.
 */
function undecodable(bytes: Uint8Array): KifError {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return new KifError(
      'invalid-encoding',
      'UTF-16 (its byte-order mark opens the bytes): save the record as UTF-8 or Shift_JIS',
      0,
      0,
    );
  let best = { encoding: ENCODINGS[0] as (typeof ENCODINGS)[number], text: '', at: -1 };
  for (const encoding of ENCODINGS) {
    let text: string;
    try {
      text = new TextDecoder(encoding).decode(bytes);
    } catch {
      continue;
    }
    const at = text.indexOf('\uFFFD');
    if (at > best.at) best = { encoding, text, at };
  }
  const others = ENCODINGS.filter((e) => e !== best.encoding).map((e) => NAMES[e]);
  const cut = best.at === best.text.length - 1 ? ' (the bytes end inside a character: a cut file?)' : '';
  return new KifError(
    'invalid-encoding',
    `neither UTF-8, Shift_JIS nor EUC-JP: ${NAMES[best.encoding]} up to here${cut}, never ${others.join(' nor ')}`,
    Math.max(best.at, 0),
    best.at < 0 ? 0 : 1,
    best.text,
  );
}
