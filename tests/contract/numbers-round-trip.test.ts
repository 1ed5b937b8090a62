/**
 * No accepted number is changed by a round trip (docs/contract.md, "Bad input"): every integer field of every
 * package is given integers at and beyond what a JavaScript number keeps exactly (`Number.MAX_SAFE_INTEGER`),
 * and beyond what the reference implementations read (a C `int`). Each is either a located error, or read
 * exactly: the model holds no integer beyond `MAX_SAFE_INTEGER` (nor an infinity), and writing the model back
 * writes the same digits, which read again to the same model.
 */
import * as core from '@x/core';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as feen from '@x/feen';
import * as icn from '@x/icn';
import * as san from '@x/san';
import * as epd from '@x/san/epd';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';

/** Integers around the limits: a C int, the last safe integer, the first unsafe ones, 22 and 400 digits. */
const NUMBERS = [
  '2147483647',
  '2147483648',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '1111111111111111111111',
  `1${'0'.repeat(400)}`,
];

/** What a read of one text gave: rejected (with where), or accepted with its model and the text written back. */
type Read =
  | { readonly accepted: false; readonly where: { line: number; column: number } | undefined }
  | { readonly accepted: true; readonly model: unknown; readonly written: string };

/** One integer field: a text holding `n` in it, and the package's read and write. */
interface Field {
  readonly text: (n: string) => string;
  readonly read: (text: string) => Read;
}

/** A thrown `NotationError` as a rejection (its line and column), anything else rethrown. */
function rejected(error: unknown): Read {
  if (!(error instanceof core.NotationError)) throw error;
  return { accepted: false, where: { line: error.line, column: error.column } };
}

/** The diagnostics of a read: a number reported (as an error or a warning) is not accepted silently. */
const located = (list: readonly unknown[]) => list as readonly { line: number; column: number }[];

function sjaakRead(text: string): Read {
  const file = sjaak.parse(text);
  const reported = located(file.diagnostics);
  if (reported.length > 0) return { accepted: false, where: reported[0] };
  return { accepted: true, model: file.variants, written: sjaak.stringify(file.variants) };
}

function fbrRead(text: string): Read {
  const rules = fbr.parse(text);
  const reported = [...rules.diagnostics, ...fbr.validate(rules)];
  if (reported.length > 0) {
    const { line, column } = reported[0]!;
    return { accepted: false, where: { line, column } };
  }
  return { accepted: true, model: rules, written: fbr.stringify(rules, { canonical: true }) };
}

function fairyRead(text: string): Read {
  const { variant, diagnostics } = fairy.toVariant(text, 'v');
  const reported = located(diagnostics);
  if (reported.length > 0) return { accepted: false, where: reported[0] };
  return { accepted: true, model: variant!, written: fairy.fromVariant(variant!, { name: 'v' }).text };
}

/** A reader of text that throws on what it refuses: `parse`, and `write` for what it accepts. */
function throwing<T>(parse: (text: string) => T, write: (model: T) => string): (text: string) => Read {
  return (text) => {
    try {
      const model = parse(text);
      return { accepted: true, model, written: write(model) };
    } catch (error) {
      return rejected(error);
    }
  };
}

const icnRead = throwing(icn.parse, icn.stringify);
const pgnRead = throwing(
  (text) => san.parsePgn(text),
  (games) => san.formatPgn(games),
);
const fenRead = throwing(
  (text) => core.parseFen(text),
  (setup) => core.stringifyFen(setup),
);

const KING = 'Piece: King\nMove: leap (1,1)\nSymbol: "K", "K,k"\nFlags: royal';
const SJAAK = (lines: string, king = KING) =>
  `Variant: V\nBoard: 8x8\nFEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"\n${lines}\n${king}\n`;
const FAIRY = (line: string) => `[v:chess]\n${line}\n`;

const FIELDS: Record<string, Field> = {
  '@x/sjaak-variants Rule: repeatN': { text: (n) => SJAAK(`Rule: repeat${n} = draw`), read: sjaakRead },
  '@x/sjaak-variants Rule: checkN': { text: (n) => SJAAK(`Rule: check${n} = loss`), read: sjaakRead },
  '@x/sjaak-variants Rule: movecountdraw': {
    text: (n) => SJAAK(`Rule: movecountdraw = ${n}`),
    read: sjaakRead,
  },
  '@x/sjaak-variants Value:': {
    text: (n) => SJAAK('', `${KING}\nValue: ${n}`),
    read: sjaakRead,
  },
  '@x/sjaak-variants Max:': {
    text: (n) => SJAAK('', `${KING}\nMax: ${n}`),
    read: sjaakRead,
  },
  '@x/sjaak-variants move vector': {
    text: (n) => SJAAK('', KING.replace('(1,1)', `(${n},1)`)),
    read: sjaakRead,
  },
  '@x/sjaak-variants step count': {
    text: (n) => SJAAK('', KING.replace('leap (1,1)', `step ${n}N`)),
    read: sjaakRead,
  },
  '@x/sjaak-variants FEN counter': {
    text: (n) => SJAAK('').replace('- - 0 1', `- - 0 ${n}`),
    read: sjaakRead,
  },
  '@x/fbr piece value': { text: (n) => `mustcapture=most{M=1,K=${n}} K M`, read: fbrRead },
  '@x/fbr repetition': { text: (n) => `royal draw=repetition(${n}) K`, read: fbrRead },
  '@x/fbr rank': { text: (n) => `hill[d-e${n}] royal K`, read: fbrRead },
  '@x/fairy-variants nMoveRule': { text: (n) => FAIRY(`nMoveRule = ${n}`), read: fairyRead },
  '@x/fairy-variants nFoldRule': { text: (n) => FAIRY(`nFoldRule = ${n}`), read: fairyRead },
  '@x/icn move rule': { text: (n) => `w 0/${n} 1 K5,1+|k5,8+`, read: icnRead },
  '@x/icn half-move clock': { text: (n) => `w ${n}/100 1 K5,1+|k5,8+`, read: icnRead },
  '@x/icn full move': { text: (n) => `w 0/100 ${n} K5,1+|k5,8+`, read: icnRead },
  '@x/san PGN FEN tag full move': {
    text: (n) => `[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 ${n}"]\n\n${n}. Kd2 Kd7 *\n`,
    read: pgnRead,
  },
  '@x/san/epd fmvn': {
    text: (n) => `4k3/8/8/8/8/8/8/4K3 w - - fmvn ${n};`,
    read: throwing(epd.parseEpd, epd.stringifyEpd),
  },
  '@x/core FEN full move': { text: (n) => `4k3/8/8/8/8/8/8/4K3 w - - 0 ${n}`, read: fenRead },
  '@x/core FEN half-move clock': { text: (n) => `4k3/8/8/8/8/8/8/4K3 w - - ${n} 1`, read: fenRead },
  '@x/feen move number (SFEN)': {
    text: (n) => `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - ${n}`,
    read: throwing(feen.fromSfen, feen.toSfen),
  },
};

/** Paths of the numbers in `value` that are integers a JavaScript number does not keep exactly, or infinite. */
function unsafeNumbers(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (typeof value === 'number') {
    return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))
      ? []
      : [`${path} = ${value}`];
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return entries.flatMap(([k, v]) => unsafeNumbers(v, `${path}.${String(k)}`, seen));
}

describe('no accepted number is changed by a round trip', () => {
  for (const [name, field] of Object.entries(FIELDS)) {
    it(name, () => {
      let accepted = 0;
      for (const n of NUMBERS) {
        const text = field.text(n);
        const read = field.read(text);
        if (!read.accepted) {
          expect(read.where, `${name} ${n}: rejected without a line and column`).toMatchObject({
            line: expect.any(Number),
            column: expect.any(Number),
          });
          continue;
        }
        accepted++;
        expect(unsafeNumbers(read.model), `${name} ${n}: numbers the model cannot keep`).toEqual([]);
        expect(read.written, `${name} ${n}: written back with other digits`).toContain(n);
        const again = field.read(read.written);
        expect(again.accepted && again.written, `${name} ${n}: read again`).toBe(read.written);
      }
      // the smallest number is within every field's range: the field was read at all
      expect(accepted + (field.read(field.text('1')).accepted ? 1 : 0)).toBeGreaterThan(0);
    });
  }
});
