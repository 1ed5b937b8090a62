import { pictureName, svgToPng } from '../../lib/board/download';

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
 * interaction marks); the PNG is that SVG drawn on a canvas at two pixels per unit of a 45-pixel square.
 */
export function BoardDownloads(props: {
  readonly name: string;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}) {
  const file = pictureName(props.name);
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
          void svgToPng(props.svg, props.width * 0.9, props.height * 0.9).then((png) =>
            save(png, `${file}.png`),
          );
        }}
      >
        PNG
      </button>
    </div>
  );
}
