import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import type { Game, VariantLookup } from '@x/san';
import { useMemo, useRef } from 'react';
import {
  type AnalysisGame,
  type AnalysisNode,
  checkGame,
  clampPath,
  decodePath,
  encodePath,
  type MoveError,
  type NodePath,
  nodeAt,
} from '../../lib/analysis/gameTree';
import { keyOf, readGames, startOf, type VariantKey } from '../../lib/analysis/pgnGames';
import { useTagVariants } from '../../state/useTagVariants';
import { useLinkedText } from '../../state/useLinkedText';
import { useUrlParam } from '../../state/useUrlParam';
import { tagVariants } from '../../lib/variants/tagVariants';

/** What the analysis view shows, derived from the PGN text, the chosen game and node. */
export interface AnalysisState {
  readonly text: string;
  readonly setText: (text: string) => void;
  /**
   * Opens another game's text (from a database): its first game and start; nothing of the previous game is kept,
   * so a text that cannot be read shows no tree (`checked` undefined) rather than the last good one.
   */
  readonly open: (text: string) => void;
  readonly variantKey: VariantKey;
  readonly setVariantKey: (key: VariantKey) => void;
  /** The variant the selected game is played in (its `[Variant]` tag, else the picker's). */
  readonly variant: VariantDefinition;
  /** The variant's built-in key when the game's `[Variant]` tag names it (the picker is then not used). */
  readonly tagged: VariantKey | undefined;
  /** The variant the game's `[Variant]` tag names (a built-in or Fairy-Stockfish's: the picker is then not used). */
  readonly named: VariantDefinition | undefined;
  /** The `Variant` tag names known beyond `@x/san`'s (Fairy-Stockfish's built-ins, once loaded), for the writers. */
  readonly variants: VariantLookup;
  /** The length of an editor text too large for the link (the link holds none), else undefined. */
  readonly unlinked: number | undefined;
  readonly games: readonly Game[];
  readonly gameIndex: number;
  readonly setGameIndex: (index: number) => void;
  readonly game: Game | undefined;
  /** The checked tree of the game; while the text does not parse, the last good one since the text was opened. */
  readonly checked: AnalysisGame | undefined;
  /** A syntax error of the text or an error of the start position (the board keeps the last good tree). */
  readonly textError: MoveError | undefined;
  readonly path: NodePath;
  readonly node: AnalysisNode | undefined;
  readonly go: (path: NodePath) => void;
  /**
   * The position shown: after the current move (the last good one before an illegal move); the variant's start
   * when no tree was read.
   */
  readonly position: BasePosition;
}

/** The analysis view's state: PGN text, variant, game and node in the URL; the rest derived. */
export function useAnalysis(defaultText: string): AnalysisState {
  const { text, setText, unlinked } = useLinkedText('san', defaultText);
  const [variantParam, setVariantParam] = useUrlParam('sanvariant', 'chess');
  const [gameParam, setGameParam] = useUrlParam('game', '0');
  const [nodeParam, setNodeParam] = useUrlParam('node', '');
  const variantKey = (variantParam in variants ? variantParam : 'chess') as VariantKey;
  const picked = variants[variantKey];
  // Fairy-Stockfish's built-ins, fetched when the text names one: the text is read again once they have come
  const fairy = useTagVariants(text);
  const read = useMemo(
    () => readGames(text, picked, fairy ? tagVariants.lookup : undefined),
    [text, picked, fairy],
  );
  const games = read.success ? read.games : [];
  const gameIndex = Math.max(0, Math.min(games.length - 1, Number(gameParam) || 0));
  const game = games[gameIndex];
  // the variant and start as @x/san's `startingPosition` reads the tags (the database's check reads them so)
  const start = useMemo(
    () => (game ? startOf(game, picked, fairy ? tagVariants.lookup : undefined) : undefined),
    [game, picked, fairy],
  );
  const named = game?.headers.has('Variant') && start?.success ? start.position.variant : undefined;
  const variant = named ?? picked;
  const tagged = named ? keyOf(named) : undefined;
  const fresh = useMemo(
    () => (game && start?.success ? checkGame(game, start.position) : undefined),
    [game, start],
  );
  // the last good tree, for edits that break the text for a moment; forgotten when another text is opened
  const lastGood = useRef<AnalysisGame | undefined>(undefined);
  const replaced = useRef<string | undefined>(undefined);
  if (fresh && text !== replaced.current) lastGood.current = fresh;
  const checked = fresh ?? lastGood.current;
  const textError = !read.success ? read.error : start && !start.success ? start.error : undefined;
  const wanted = useMemo(() => decodePath(nodeParam), [nodeParam]);
  const path = checked ? clampPath(checked, wanted) : [];
  const node = checked ? nodeAt(checked, path) : undefined;
  const variantStart = useMemo(() => Position.fromFen(variant.startFen, variant), [variant]);
  const position = node ? node.position : (checked?.start ?? variantStart);
  return {
    text,
    setText,
    open: (next: string) => {
      replaced.current = text;
      lastGood.current = undefined;
      setText(next);
      setGameParam('0');
      setNodeParam('');
    },
    variantKey,
    setVariantKey: setVariantParam,
    variant,
    tagged,
    named,
    variants: tagVariants.lookup,
    unlinked,
    games,
    gameIndex,
    setGameIndex: (i: number) => {
      setGameParam(String(i));
      setNodeParam('');
    },
    game,
    checked,
    textError,
    path,
    node,
    go: (p: NodePath) => setNodeParam(encodePath(p)),
    position,
  };
}
