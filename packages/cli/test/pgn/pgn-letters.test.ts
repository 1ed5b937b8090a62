/**
 * Localised piece letters against pgn-extract (Debian's, when installed): games pgn-extract writes in German
 * (`-WsanBSLTDK`) read by `xn --read-piece-letters BSLTDK` are the games pgn-extract reads in English, and games
 * `xn --piece-letters BSLTDK` writes are read by pgn-extract as the same games — on lichess games and on
 * pgn-extract's own test inputs. `../shared` is read in place (GPL data, never copied).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { canCompare, moveWords, PGN_EXTRACT, pgnExtract } from './pgn-extract.js';
import { fileWriter, fixture, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

/** The tag lines of a PGN text. */
function tagLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.startsWith('['))
    .join('\n');
}

describe('--piece-letters, --read-piece-letters', () => {
  it('write German letters and read them back; the rest of the text stays', () => {
    const de = xn(['pgn', 'convert', '--to', 'san', '--piece-letters', 'BSLTDK', fixture('games.pgn')]);
    expect(de.stdout).toMatch(/\bSf3\b/);
    expect(de.stdout).not.toMatch(/\bNf3\b/);
    const dir = tempDir('xn-letters-');
    const file = fileWriter(dir)('de.pgn', de.stdout);
    const en = xn(['pgn', 'convert', '--to', 'san', '--read-piece-letters', 'BSLTDK', file]);
    const plain = xn(['pgn', 'convert', '--to', 'san', fixture('games.pgn')]);
    expect(en).toEqual(plain);
    const checked = xn(['pgn', 'check', '--read-piece-letters', 'BSLTDK', file]);
    expect(checked.status).toBe(0);
  });

  it('read by every command as the English games are, in one thread and with --jobs', () => {
    const de = xn(['pgn', 'convert', '--to', 'san', '--piece-letters', 'BSLTDK', fixture('games.pgn')]);
    const file = fileWriter(tempDir('xn-letters-'))('de.pgn', de.stdout);
    const english = fileWriter(tempDir('xn-letters-'))(
      'en.pgn',
      xn(['pgn', 'convert', '--to', 'san', fixture('games.pgn')]).stdout,
    );
    const commands = [
      ['convert', '--to', 'uci'],
      ['convert', '--to', 'json'],
      ['check'],
      ['eco'],
      ['stats'],
      ['dedupe', '--report'],
      ['filter', '--min-plies', '3', '--checkmate'],
    ];
    // filter writes the games as they are in the source (German or English): compared by their tags
    for (const command of commands)
      for (const jobs of ['1', '2']) {
        // with --jobs 2, each file cut into three byte ranges
        const ranges = { XN_RANGE_BYTES: '1', XN_RANGES: '3' };
        const plain = xn(['pgn', ...command, '--jobs', jobs, english], undefined, ranges);
        const read = xn(
          ['pgn', ...command, '--jobs', jobs, '--read-piece-letters', 'BSLTDK', file],
          undefined,
          ranges,
        );
        const shown = (stdout: string) => (command[0] === 'filter' ? tagLines(stdout) : stdout);
        expect(shown(plain.stdout).length).toBeGreaterThan(0);
        expect({ command, jobs, ...read, stdout: shown(read.stdout.replaceAll(file, english)) }).toEqual({
          command,
          jobs,
          ...plain,
          stdout: shown(plain.stdout),
        });
      }
  });

  it('six distinct upper-case letters, with --to san or lan only', () => {
    for (const bad of ['BSLTD', 'bsltdk', 'BSLTDD']) {
      const run = xn(['pgn', 'convert', '--to', 'san', '--piece-letters', bad, fixture('games.pgn')]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('six distinct upper-case letters');
    }
    const uci = xn(['pgn', 'convert', '--to', 'uci', '--piece-letters', 'BSLTDK', fixture('games.pgn')]);
    expect(uci.stderr).toContain('--piece-letters goes with --to san or lan');
  });
});

describe.skipIf(!canCompare)(
  `localised letters against ${PGN_EXTRACT}${canCompare ? '' : ' (skipped: pgn-extract or ../shared is absent)'}`,
  () => {
    const files = hasSharedData
      ? [
          sharedDataPath('pgn', 'lichess-100.pgn'),
          ...['fischer.pgn', 'test-promotion-in.pgn', 'petrosian.pgn'].map((f) =>
            sharedDataPath('pgn-extract', f),
          ),
        ]
      : [];
    it.each(files.map((f) => [path.basename(f), f]))('%s: German in, German out', (_name, file) => {
      const dir = tempDir('xn-letters-pe-');
      const write = fileWriter(dir);
      const english = moveWords(pgnExtract(['-s', file]));
      expect(english.length).toBeGreaterThan(5);
      // pgn-extract's German, read by xn
      const theirs = write('pe-de.pgn', Buffer.from(pgnExtract(['-s', '-WsanBSLTDK', file]), 'latin1'));
      const read = xn(['pgn', 'convert', '-q', '--to', 'san', '--read-piece-letters', 'BSLTDK', theirs]);
      expect(moveWords(read.stdout)).toEqual(english);
      // xn's German, as pgn-extract writes it and as pgn-extract reads it
      const ours = xn(['pgn', 'convert', '-q', '--to', 'san', '--piece-letters', 'BSLTDK', file]).stdout;
      expect(moveWords(ours)).toEqual(moveWords(fs.readFileSync(theirs, 'latin1')));
      expect(moveWords(pgnExtract(['-s', write('xn-de.pgn', ours)]))).toEqual(english);
    });
  },
);
