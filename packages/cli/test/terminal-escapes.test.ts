/**
 * No byte of input reaches the terminal raw (issue #64): messages, summaries, file names and quoted lines of every
 * command that reads user input go through `terminalText`. Each run here is in-process (`xn`), on inputs and file
 * names holding ESC sequences; nothing printed may hold a control character but the line feed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileWriter, tempDir } from './temp-dir.js';
import { xn } from './xn.js';

const ESC = '\x1b[31mX';
const dir = tempDir('xn-escapes-');
const file = fileWriter(dir);
/** Any C0 control but the line feed (tabs only come from the caret lines, which keep them to line up). */
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

function printed(args: string[], input?: string): string {
  const r = xn(args, input);
  return r.stdout + r.stderr;
}

describe('control bytes of the input are shown, never sent to the terminal', () => {
  it('in messages, summaries and quoted lines of wxf, kif, variant, fen and pgn commands', () => {
    const runs: [string[], string?][] = [
      [['wxf', 'check', file('f.wxf', `1. C2=5 H${ESC}+7 *`)]],
      [['kif', 'check', file('f.kif', `手合割：平手\n   1 ７六歩(77)\n   2 ${ESC}\n`)]],
      [['variant', 'check', file('v.ini', `[a${ESC}:chess]\nfoo${ESC} = 1\n`)]],
      [['fen', 'convert', '--to', 'feen', `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN${ESC} w KQkq - 0 1`]],
      [['pgn', 'check', file('g.pgn', `[Variant "${ESC}"]\n[FEN "8/8/8/${ESC}"]\n\n1. e4 *\n`)]],
      [['pgn', 'check', file('h.pgn', `[Variant "x${ESC}"]\n\n1. e4 *\n`)]],
    ];
    for (const [args, input] of runs) {
      const out = printed(args, input);
      expect(out, args.join(' ')).toMatch(/␛/);
      expect(out, args.join(' ')).not.toMatch(RAW);
    }
  });

  it('in file names, in every command group', () => {
    const name = path.join(dir, `no${ESC}such`);
    expect(fs.existsSync(name)).toBe(false);
    for (const args of [
      ['pgn', 'check', name],
      ['pgn', 'convert', '--to', 'san', name],
      ['pgn', 'stats', name],
      ['kif', 'check', name],
      ['wxf', 'check', name],
      ['variant', 'check', name],
      ['fen', 'convert', '--to', 'feen', '--input', name],
    ]) {
      const out = printed(args);
      expect(out, args.join(' ')).toMatch(/no␛\[31mXsuch/);
      expect(out, args.join(' ')).not.toMatch(RAW);
    }
    const named = file(`bad${ESC}.wxf`, '1. C2=5 Q9+9 *');
    expect(printed(['wxf', 'check', named])).not.toMatch(RAW);
  });
});
