/**
 * Bytes of a record to text: UTF-8 (with or without a byte-order mark) or Shift_JIS (Windows-31J), the two
 * encodings KIF, KI2 and CSA files come in, told apart by whether the bytes are valid UTF-8.
 */
import { KifError } from './errors.js';
import { type KifLimits, kifLimits } from './limits.js';

/** A decoded record and the encoding it was in. */
export interface DecodedRecord {
  readonly text: string;
  readonly encoding: 'utf-8' | 'shift_jis';
}

/**
 * Decodes a record's bytes: UTF-8 when they are valid UTF-8, else Shift_JIS (with `TextDecoder('shift_jis')`,
 * which needs an ICU with Japanese: Node's full ICU, every browser). Throws `KifError` `input-too-long` over
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
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder('shift_jis', { fatal: true });
  } catch (error) {
    throw new KifError(
      'invalid-encoding',
      'not UTF-8, and this runtime has no Shift_JIS decoder',
      0,
      0,
      undefined,
      {
        cause: error,
      },
    );
  }
  try {
    return { text: decoder.decode(bytes), encoding: 'shift_jis' };
  } catch {
    throw new KifError('invalid-encoding', 'neither UTF-8 nor Shift_JIS', 0, bytes.length);
  }
}
