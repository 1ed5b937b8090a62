import {
  Position,
  parseSquareName,
  type Setup,
  type SetupPiece,
  stringifyFen,
  type VariantDefinition,
} from '@x/core';
import { fromSetup as feenFromSetup, stringify as stringifyFeen } from '@x/feen';
import { useMemo, useState } from 'react';
import { coreLabel, setupModel } from '../../lib/board/coreModel';
import { Board } from '../board/Board';
import { FenText } from '../output/FenText';
import { ErrorBox, type ShownError, shownError } from '../output/ErrorBox';
import { useDiagram } from '../board/diagramStore';
import { PieceIcon } from '../board/PieceIcon';
import { Choice, type ChoiceOption } from '../input/Choice';

/** The sides to move. */
const SIDES: readonly ChoiceOption<'white' | 'black'>[] = [
  ['white', 'white'],
  ['black', 'black'],
];

/** Props of {@link BoardEditor}. */
export interface BoardEditorProps {
  readonly variant: VariantDefinition;
  /** The position to start editing from. */
  readonly initial: Setup;
  /** Analyse the edited position (its FEN). */
  readonly onUse: (fen: string) => void;
}

type Brush = { readonly type: string; readonly color: 'white' | 'black' } | 'erase';

/** Text of a result or the package's error that stopped it. */
function attempt(write: () => string): { text?: string; error?: ShownError } {
  try {
    return { text: write() };
  } catch (e) {
    return { error: shownError(e) };
  }
}

/** The corner squares where a castling partner could stand (a1, h1, a8, h8 on 8 × 8). */
function cornerSquares(setup: Setup): string[] {
  const { files, ranks } = setup;
  const name = (f: number, r: number) => `${String.fromCharCode(97 + f)}${r + 1}`;
  return files <= 26 ? [name(files - 1, 0), name(0, 0), name(files - 1, ranks - 1), name(0, ranks - 1)] : [];
}

/**
 * A simple board editor: pick a piece (or the eraser) and click squares to place or remove; side to move and
 * castling rights; the result as FEN and FEEN (with the engine's verdict on its legality), and a button to
 * analyse it.
 */
export function BoardEditor({ variant, initial, onUse }: BoardEditorProps) {
  const [board, setBoard] = useState<readonly (SetupPiece | undefined)[]>(initial.board);
  const [turn, setTurn] = useState(initial.turn);
  const [castling, setCastling] = useState<ReadonlySet<string>>(new Set(initial.castling));
  const [brush, setBrush] = useState<Brush>({ type: variant.pieces[0]?.id ?? 'king', color: 'white' });
  const corners = cornerSquares(initial);
  /** A corner keeps its castling right only with a piece of the home side on it (not a king or pawn). */
  const available = (sq: string): boolean => {
    const index = parseSquareName(sq, initial.files, initial.ranks);
    const piece = index === undefined ? undefined : board[index];
    const home = index !== undefined && index < initial.files ? 'white' : 'black';
    return !!piece && piece.color === home && piece.type !== 'king' && piece.type !== 'pawn';
  };
  const rights = corners.filter((sq) => castling.has(sq) && available(sq));
  const rightsKey = rights.join(',');
  const setup: Setup = useMemo(() => {
    const { epSquare: _ep, unmoved: _unmoved, ...rest } = initial;
    return { ...rest, board, turn, castling: rightsKey ? rightsKey.split(',') : [] };
  }, [initial, board, turn, rightsKey]);
  const fen = attempt(() => stringifyFen(setup, variant));
  const feen = attempt(() => stringifyFeen(feenFromSetup(setup, variant)));
  const legality = attempt(() => {
    Position.fromSetup(setup, variant);
    return 'legal';
  });
  const model = useMemo(() => setupModel(setup, variant), [setup, variant]);
  const onSquare = (square: string) => {
    const index = parseSquareName(square, initial.files, initial.ranks);
    if (index === undefined) return;
    const here = board[index];
    const next = [...board];
    next[index] =
      brush === 'erase' || (here && here.type === brush.type && here.color === brush.color)
        ? undefined
        : { type: brush.type, color: brush.color };
    setBoard(next);
  };
  const style = useDiagram()?.boardStyleOf(variant) ?? 'checkered';
  return (
    <div className="board-editor" data-testid="board-editor">
      <div className="palette" role="toolbar" aria-label="pieces">
        {(['white', 'black'] as const).map((color) => (
          <div key={color}>
            {variant.pieces.map((p) => {
              const active = brush !== 'erase' && brush.type === p.id && brush.color === color;
              return (
                <button
                  type="button"
                  key={p.id}
                  className={active ? 'hand-piece selected' : 'hand-piece'}
                  data-brush={`${color}-${p.id}`}
                  title={`${color} ${p.name ?? p.id}`}
                  onClick={() => setBrush({ type: p.id, color })}
                >
                  <PieceIcon
                    piece={{ label: coreLabel(variant, p.id, color), color, id: p.id }}
                    style={style}
                    size={26}
                  />
                </button>
              );
            })}
          </div>
        ))}
        <button
          type="button"
          className={brush === 'erase' ? 'hand-piece selected' : 'hand-piece'}
          data-brush="erase"
          onClick={() => setBrush('erase')}
        >
          erase
        </button>
        <button type="button" data-testid="editor-clear" onClick={() => setBoard(board.map(() => undefined))}>
          Clear board
        </button>
      </div>
      <Board
        model={model}
        onSquare={onSquare}
        variant={variant}
        label="board editor: click a square to place the chosen piece"
      />
      <div className="buttons">
        <Choice label="Side to move" options={SIDES} value={turn} onChange={setTurn} testId="editor-turn" />
        {variant.castling
          ? corners.map((sq) => (
              <label key={sq} className="inline">
                <input
                  type="checkbox"
                  data-castling={sq}
                  checked={castling.has(sq) && available(sq)}
                  disabled={!available(sq)}
                  onChange={(e) => {
                    const next = new Set(castling);
                    if (e.target.checked) next.add(sq);
                    else next.delete(sq);
                    setCastling(next);
                  }}
                />{' '}
                castle with {sq}
              </label>
            ))
          : null}
      </div>
      <p className="fen-line">
        FEN <FenText testId="editor-fen" text={fen.text ?? '—'} />
      </p>
      {fen.error ? <ErrorBox error={fen.error} testId="editor-fen-error" /> : null}
      <p className="fen-line">
        FEEN <FenText testId="editor-feen" text={feen.text ?? '—'} />
      </p>
      {feen.error ? <ErrorBox error={feen.error} testId="editor-feen-error" /> : null}
      <p className={legality.text ? 'ok' : 'muted'} data-testid="editor-legal">
        {legality.text ? '✔ a legal position' : 'not playable:'}
      </p>
      {legality.error ? <ErrorBox error={legality.error} testId="editor-legal-error" /> : null}
      <button
        type="button"
        data-testid="editor-use"
        disabled={!fen.text || !legality.text}
        onClick={() => fen.text && onUse(fen.text)}
      >
        Analyse this position
      </button>
    </div>
  );
}
