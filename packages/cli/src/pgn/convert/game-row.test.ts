import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, CSV_HEADER } from './csv-row.js';
import { TAG_COLUMNS, tagDate, tagNumber, tagTime } from './game-row.js';

/** Reads one CSV record (RFC 4180) back into its fields. */
function readCsv(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      for (i++; ; i++) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i++;
        } else if (line[i] === '"') break;
        else value += line[i];
      }
      i++;
    } else while (line[i] !== ',' && line[i] !== '\n') value += line[i++];
    fields.push(value);
    if (line[i] === '\n') return fields;
    i++;
  }
}

describe('the typed tag columns', () => {
  it('reads ratings and rating changes as int16, else null', () => {
    expect([tagNumber('1639'), tagNumber('+5'), tagNumber('-22'), tagNumber('0')]).toEqual([1639, 5, -22, 0]);
    expect([
      tagNumber('?'),
      tagNumber(''),
      tagNumber('99999'),
      tagNumber('1e3'),
      tagNumber(undefined),
    ]).toEqual([null, null, null, null, null]);
  });

  it('reads UTCDate as days since 1970 and UTCTime as milliseconds, only when whole and real', () => {
    expect(tagDate('1970.01.01')).toBe(0);
    expect(tagDate('2012.12.31')).toBe(15705);
    // years 1–99 are years 1–99 (Date.UTC would read them as 1901–1999)
    expect(tagDate('0001.01.01')).toBe(-719162);
    expect(tagDate('0099.12.31')).toBe(-683004);
    expect([
      tagDate('????.??.??'),
      tagDate('2023.02.29'),
      tagDate('2023.13.01'),
      tagDate('2023.1.1'),
    ]).toEqual([null, null, null, null]);
    expect(tagTime('23:01:03')).toBe(((23 * 60 + 1) * 60 + 3) * 1000);
    expect([tagTime('24:00:00'), tagTime('1:00:00'), tagTime('??:??:??')]).toEqual([null, null, null]);
  });
});

describe('csvLine', () => {
  it('writes a header of the tag columns', () => {
    expect(CSV_HEADER).toBe(`${TAG_COLUMNS.join(',')}\n`);
  });

  it('writes fields that read back as the tags (commas, quotes, line ends)', () => {
    const value = fc.option(fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'é') }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(
        fc.array(value, { minLength: TAG_COLUMNS.length, maxLength: TAG_COLUMNS.length }),
        (values) => {
          const tags: Record<string, string> = {};
          TAG_COLUMNS.forEach((name, i) => {
            if (values[i] !== undefined) tags[name] = values[i]!;
          });
          expect(readCsv(csvLine({ tags }))).toEqual(values.map((v) => v ?? ''));
        },
      ),
    );
  });
});
