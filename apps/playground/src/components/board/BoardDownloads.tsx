import type { BasePosition, Move } from '@x/core';
import { useState } from 'react';
import type { UnboundedFrame } from '../../lib/board/gameGif';
import { pictureName, svgToPng } from '../../lib/board/download';

/**
 * A game to download as an animated GIF: its file name (without extension), and either its start and its main
 * line's moves (as `@x/diagram/gif`'s `gameFrames` takes them: a `Move`, UCI, `null` for a pass) or, on the
 * unbounded board, its positions in order (`frames`); read on click.
 */
export type GameDownload =
  | {
      readonly name: string;
      readonly start: BasePosition;
      readonly moves: () => Iterable<Move | string | null>;
    }
  | { readonly name: string; readonly frames: () => readonly UnboundedFrame[] };

/** Saves `blob` as a file named `name` (an `<a download>` clicked). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Download as SVG / PNG" under a board: the SVG is `@x/diagram`'s drawing as shown (without the page's
 * interaction marks); the PNG is that SVG drawn on a canvas at two pixels per unit of a 45-pixel square. With a
 * `game`, "GIF" too: the game as `@x/diagram/gif` animates it, its code loaded with the first click.
 */
export function BoardDownloads(props: {
  readonly name: string;
  readonly svg: string;
  readonly game?: GameDownload | undefined;
  readonly flipped?: boolean | undefined;
}) {
  const file = pictureName(props.name);
  const [gif, setGif] = useState<'making' | 'failed' | undefined>();
  const game = props.game;
  const makeGif = (g: GameDownload) => {
    setGif('making');
    void import('../../lib/board/gameGif')
      .then((m) =>
        'frames' in g
          ? m.unboundedGameGif(g.frames())
          : m.gameGif(g.start, g.moves(), props.flipped ? 'black' : 'white'),
      )
      .then((blob) => {
        save(blob, `${pictureName(g.name)}.gif`);
        setGif(undefined);
      })
      .catch(() => setGif('failed'));
  };
  return (
    <div className="board-downloads" data-testid="board-downloads">
      Download:{' '}
      <button
        type="button"
        data-testid="download-svg"
        onClick={() => save(new Blob([props.svg], { type: 'image/svg+xml' }), `${file}.svg`)}
      >
        SVG
      </button>{' '}
      <button
        type="button"
        data-testid="download-png"
        onClick={() => {
          void svgToPng(props.svg, 0.9).then((png) => save(png, `${file}.png`));
        }}
      >
        PNG
      </button>
      {game ? (
        <>
          {' '}
          <button
            type="button"
            data-testid="download-gif"
            title="The game from its start to its last move, animated"
            disabled={gif === 'making'}
            onClick={() => makeGif(game)}
          >
            {gif === 'making' ? 'GIF…' : 'GIF'}
          </button>
          {gif === 'failed' ? (
            <span role="status" className="error" data-testid="download-gif-error">
              {' '}
              the GIF could not be made
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
