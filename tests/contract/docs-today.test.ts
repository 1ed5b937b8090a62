/**
 * Docs describe today (issue #68): a Markdown page says what is true now and the command that reproduces it; its
 * history lives in git. So no tracked `*.md` file — but the changelogs (`CHANGELOG.md`) and `.changeset/`,
 * which are history by design — carries a log stamp:
 *
 * - a branch name `wip-NN…` (`wip-36d`, `wip-101-explorer`), in prose or code: the branch is gone once merged;
 * - an ISO date `YYYY-MM-DD` in prose (`measured 2026-11-26`): when a run happened is git's to say;
 * - a clock time in UTC in prose (`04:00–04:21 UTC`, `started 01:53:29 UTC`), which only a run's log has.
 *
 * The rule is narrow on purpose: dates and times are allowed inside code — fenced blocks and inline code spans —
 * where they are data, not a stamp: the icn README's `Date.UTC(2023, 11, 1)` example and its
 * `// 76 (the 2023-11-17 version)` result comment, a PGN `[Date "…"]` tag, a version date in a sample. Numbers that
 * only look like dates (`2023.11.17`, `Date.UTC(2023, 11, 1)`) never match. Pinned commits of a peer's repository
 * (where a reference's data was taken from) are provenance, not a stamp, and are not looked for.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './entries.js';

/** A stamp looked for: its pattern, what it is, and whether code (not only prose) is searched too. */
interface Stamp {
  readonly pattern: RegExp;
  readonly what: string;
  readonly inCode: boolean;
}

/** The stamps: a branch name anywhere (no sample needs one), a date or a UTC time in prose. */
const STAMPS: readonly Stamp[] = [
  { pattern: /\bwip-\d/i, what: 'a branch name (the branch is history: git log has it)', inCode: true },
  {
    pattern: /\b20\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/,
    what: 'a date (say what is true now; git log dates the runs)',
    inCode: false,
  },
  {
    pattern: /\b[0-2]\d:[0-5]\d(?::[0-5]\d)?(?:[–-][0-2]\d:[0-5]\d(?::[0-5]\d)?)? UTC\b/,
    what: "a UTC clock time (a run's log has it, not a doc)",
    inCode: false,
  },
];

/**
 * Every Markdown file git tracks (a working copy's own untracked notes are its business), but the changelogs and
 * `.changeset/`.
 */
function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)))
    .filter((file) => path.basename(file) !== 'CHANGELOG.md' && !file.startsWith('.changeset/'))
    .sort();
}

/**
 * The prose of a Markdown text, line by line: fenced code blocks (``` or ~~~) blanked whole, inline code spans
 * (one or more backticks, closed by as many) blanked within a line. Line numbers are kept.
 */
function proseLines(text: string): string[] {
  let fence: string | undefined;
  return text.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (
        open !== undefined &&
        open[0] === fence[0] &&
        open.length >= fence.length &&
        /^\s*[`~]+\s*$/.test(line)
      )
        fence = undefined;
      return '';
    }
    if (open !== undefined) {
      fence = open;
      return '';
    }
    return line.replace(/(`+)(?!`).*?(?<!`)\1(?!`)/g, '');
  });
}

/** The stamps of a Markdown text: `line: what — the line`. */
function stampsIn(text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  proseLines(text).forEach((prose, i) => {
    for (const { pattern, what, inCode } of STAMPS)
      if (pattern.test(inCode ? lines[i]! : prose))
        found.push(`${i + 1}: ${what} — ${lines[i]!.trim().slice(0, 120)}`);
  });
  return found;
}

describe('docs describe today: no branch names, dates or clock stamps in Markdown (issue #68)', () => {
  const files = markdownFiles();

  it('reads the Markdown files', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/performance.md');
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith('CHANGELOG.md') || f.startsWith('.changeset/'))).toBe(false);
  });

  it('finds stamps in prose and leaves code alone', () => {
    expect(stampsIn('Measured 2026-11-26 04:00–04:21 UTC (load 10–18).')).toHaveLength(2);
    expect(stampsIn('Then (wip-36d): the undo stacks are views of one buffer.')).toHaveLength(1);
    expect(stampsIn('commits 97671dc–c4cff3a on `wip-101-explorer`')).toHaveLength(1);
    expect(stampsIn('on branch wip-101-explorer, started 01:53:29 UTC')).toHaveLength(2);
    expect(
      stampsIn("variantStartPosition('Pawn Horde', Date.UTC(2023, 11, 1)) // the 2023-11-17 version"),
    ).toEqual([expect.stringContaining('a date')]);
    expect(
      stampsIn(
        '```ts\nvariantStartPosition(name, Date.UTC(2023, 11, 1)); // 76 (the 2023-11-17 version)\n```',
      ),
    ).toEqual([]);
    expect(
      stampsIn('a tag `[Date "2023-11-17"]` and ``a `2024-01-02` span``; [Date "2023.11.17"] in prose'),
    ).toEqual([]);
    expect(stampsIn('~~~\n2026-11-25 01:53 UTC\n~~~\nafter the fence, 2026-11-25')).toEqual([
      expect.stringMatching(/^4: a date/),
    ]);
    expect(stampsIn('wipe-3, swipe-4, 12:30 local, 2023-13-45, 1 UTC')).toEqual([]);
  });

  for (const file of files) {
    it(file, () => {
      const stamps = stampsIn(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      expect(
        stamps,
        `${file}: say what is true now and the command that reproduces it; history is in git`,
      ).toEqual([]);
    });
  }
});

/**
 * The pages of `docs/` that measurements tend to turn into logs (issue #93): each stays a page a reader takes in at
 * once — per job the command, the anchor, today's figure and how to reproduce it — at most this many lines.
 */
const PAGE_LINES = 150;

describe(`docs pages stay pages: at most ${PAGE_LINES} lines (issue #93)`, () => {
  for (const file of ['docs/performance.md', 'docs/testing.md']) {
    it(file, () => {
      const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length;
      expect(
        lines,
        `${file} has ${lines} lines: keep today's figures, history is in git`,
      ).toBeLessThanOrEqual(PAGE_LINES);
    });
  }
});
