/**
 * What `xn pgn convert` keeps of a game and adds to it, as pgn-extract users ask for it: no comments (`-C`), no
 * NAGs (`-N`), no variations (`-V`), no tags (`--notags`) or only the seven-tag roster (`-7`), the first N plies
 * (`--plylimit`), the main line from ply N on (`--dropply`, `drop-plies.ts`), a `PlyCount` tag (`--plycount`), a `HashCode` tag (`--addhashcode`), a `Result` tag that agrees with the movetext
 * (`--fixresulttags`, `withResult`), FEN comments (`--fencomments`, `withFenComments`), no move numbers (`--nomovenumbers`), no results (`--noresults`), no check signs (`--nochecks`) and the line
 * width (`-w`). A shape applies to the game tree before it is
 * written.
 */
import type { PgnChildNode, Game, PgnNode } from '@x/san';
import { FLAG, VALUE, wholeNumber } from '../../command.js';
import { UsageError } from '../../failure.js';

/** What is kept of a game and what is added to it. */
export interface GameShape {
  readonly comments: boolean;
  readonly nags: boolean;
  readonly variations: boolean;
  /** All tags, the seven-tag roster (with `FEN`, `SetUp` and a `Variant` other than chess: the moves need them), or none. */
  readonly tags: 'all' | 'roster' | 'none';
  /** Main-line plies kept (the result becomes `*` when moves are cut). */
  readonly plyLimit: number | undefined;
  /** Main-line plies dropped from the start (`drop-plies.ts`; a game with fewer is not written). */
  readonly dropPly: number | undefined;
  readonly plyCount: boolean;
  /** Whether a `HashCode` tag is added (pgn-extract's `--addhashcode`, `hash-code.ts`). */
  readonly hashCode: boolean;
  readonly fixResultTag: boolean;
  /** Movetext line width (0: one line). */
  readonly lineWidth: number | undefined;
  readonly moveNumbers: boolean;
  /** Whether each move is followed by a comment holding the FEN after it (pgn-extract's `--fencomments`). */
  readonly fenComments: boolean;
  /** Whether moves keep their check and mate signs (`+`, `#`; pgn-extract's `--nochecks` drops them). */
  readonly checks: boolean;
  /** Whether the movetext's result is written (the `Result` tag stays, as pgn-extract's `--noresults` keeps it). */
  readonly results: boolean;
}

/** The `parseArgs` options of a shape. */
export const SHAPE_OPTIONS = {
  'no-comments': FLAG,
  'no-nags': FLAG,
  'no-variations': FLAG,
  'no-tags': FLAG,
  'seven-tags': FLAG,
  'ply-limit': VALUE,
  'drop-ply': VALUE,
  'ply-count': FLAG,
  'hash-code': FLAG,
  'fix-result-tags': FLAG,
  width: { ...VALUE, short: 'w' },
  'no-move-numbers': FLAG,
  'no-results': FLAG,
  'no-checks': FLAG,
  'fen-comments': FLAG,
} as const;

/** The seven-tag roster, and the tags a game's moves need to be read (pgn-extract keeps `FEN` and `SetUp`). */
const ROSTER = new Set(['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'FEN', 'SetUp']);

/** Whether `-7` keeps a tag: one of the roster, or a `Variant` other than standard chess (the moves need it). */
function inRoster(name: string, value: string): boolean {
  return ROSTER.has(name) || (name === 'Variant' && !/^(standard|chess)$/i.test(value.trim()));
}

/** A count option's value: a whole number from 0 to 1,000,000,000 (undefined when not given). */
const count = (text: string | undefined, name: string, command: string): number | undefined =>
  wholeNumber(text, name, command, 0, 1e9);

/** The shape the options ask for, or undefined when they ask for none (the game is written as read). */
export function shapeOf(values: Record<string, unknown>, command: string): GameShape | undefined {
  if (values['no-tags'] === true && values['seven-tags'] === true)
    throw new UsageError('--no-tags and --seven-tags exclude each other', command);
  // no option of the table given: the game is written as read
  if (Object.keys(SHAPE_OPTIONS).every((name) => values[name] === undefined)) return undefined;
  return {
    comments: values['no-comments'] !== true,
    nags: values['no-nags'] !== true,
    variations: values['no-variations'] !== true,
    tags: values['no-tags'] === true ? 'none' : values['seven-tags'] === true ? 'roster' : 'all',
    plyLimit: count(values['ply-limit'] as string | undefined, 'ply-limit', command),
    dropPly: count(values['drop-ply'] as string | undefined, 'drop-ply', command),
    plyCount: values['ply-count'] === true,
    hashCode: values['hash-code'] === true,
    fixResultTag: values['fix-result-tags'] === true,
    lineWidth: count(values.width as string | undefined, 'width', command),
    moveNumbers: values['no-move-numbers'] !== true,
    results: values['no-results'] !== true,
    checks: values['no-checks'] !== true,
    fenComments: values['fen-comments'] === true,
  };
}

/**
 * The game with its `Result` tag (and movetext result, when `movetext`) set to `result` (`--fixresulttags`: how
 * the game ends, as pgn-extract fixes them); the game as it is when `result` is undefined.
 */
export function withResult(game: Game, result: Game['result'], movetext: boolean): Game {
  if (result === undefined) return game;
  return {
    ...game,
    headers: new Map(game.headers).set('Result', result),
    result: movetext ? result : game.result,
  };
}

/** The game as the shape keeps it (a new tree; the game itself is not changed). */
export function shapeGame(game: Game, shape: GameShape): Game {
  let plies = 0;
  let cut = false;
  const moves = copyTree(game.moves, (child, index, ply, fromMainLine) => {
    if (index > 0 && !shape.variations) return undefined;
    // at the limit the main line's next move goes, and the alternatives to it (not promoted to the main line)
    if (fromMainLine && shape.plyLimit !== undefined && ply >= shape.plyLimit) {
      cut = true;
      return undefined;
    }
    if (fromMainLine && index === 0) plies = ply + 1;
    return shapeData(child.data, shape);
  });
  const result: Game['result'] = !shape.results ? undefined : cut ? '*' : game.result;
  return {
    ...game,
    headers: shapeTags(game, shape, plies),
    comments: shape.comments ? game.comments : [],
    moves,
    result,
  };
}

/**
 * The game with the FEN after each move as a comment after it (`--fencomments`: `fens` by node of the game);
 * each new node's move text is put in `texts` under it, from its old node's.
 */
export function withFenComments(
  game: Game,
  fens: ReadonlyMap<PgnChildNode, string>,
  texts: Map<PgnChildNode, string>,
): Game {
  const moves = copyTree(
    game.moves,
    (child) => ({ ...child.data, comments: [...child.data.comments, fens.get(child) ?? ''] }),
    (from, to) => void texts.set(to, texts.get(from)!),
  );
  return { ...game, moves };
}

/** A node being copied: its children so far. */
interface Copy {
  readonly children: PgnChildNode[];
}

/**
 * A copy of the tree under `root`, each move's data from `data` (`index` among its siblings, `ply` from the
 * root, `fromMainLine`: whether its parent is on the main line; undefined drops the move and what follows it),
 * made without recursion so that a main line of any length is copied (`onCopy` is told each old node and its
 * copy).
 */
function copyTree(
  root: PgnNode,
  data: (
    child: PgnChildNode,
    index: number,
    ply: number,
    fromMainLine: boolean,
  ) => PgnChildNode['data'] | undefined,
  onCopy?: (from: PgnChildNode, to: PgnChildNode) => void,
): PgnNode {
  const top: Copy = { children: [] };
  const stack: { from: PgnNode; to: Copy; ply: number; main: boolean }[] = [
    { from: root, to: top, ply: 0, main: true },
  ];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    frame.from.children.forEach((child, index) => {
      const made = data(child, index, frame.ply, frame.main);
      if (made === undefined) return;
      const copy: Copy & PgnChildNode = { data: made, children: [] };
      frame.to.children.push(copy);
      onCopy?.(child, copy);
      stack.push({ from: child, to: copy, ply: frame.ply + 1, main: frame.main && index === 0 });
    });
  }
  return top;
}

function shapeData(data: PgnChildNode['data'], shape: GameShape): PgnChildNode['data'] {
  if (shape.comments && shape.nags) return data;
  return {
    ...data,
    startingComments: shape.comments ? data.startingComments : [],
    comments: shape.comments ? data.comments : [],
    nags: shape.nags ? data.nags : [],
  };
}

function shapeTags(game: Game, shape: GameShape, plies: number): ReadonlyMap<string, string> {
  if (shape.tags === 'none') return new Map();
  const tags = new Map(
    shape.tags === 'roster'
      ? [...game.headers].filter(([name, value]) => inRoster(name, value))
      : game.headers,
  );
  if (shape.plyCount) tags.set('PlyCount', String(plies));
  return tags;
}
