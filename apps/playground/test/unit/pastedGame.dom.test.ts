// @vitest-environment happy-dom
/**
 * A game pasted over the SAN tab's editor brings its board into view (a phone's editor stands under the whole
 * analysis board: the lichess player who pasted saw the editor, not the game); a text that reads with an error
 * leaves the page where it is, its message under the editor. In a light DOM: the scroll asked of the page is
 * recorded (`scrollIntoView`), the layout is the browser tests'.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type DomApp, mount } from '../domApp';

let app: DomApp | undefined;
const scrolled: Element[] = [];
const ownScroll = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = ownScroll;
  app?.unmount();
  app = undefined;
});

const LICHESS =
  '[Event "Rated Blitz game"]\n[Site "https://lichess.org/abcdefgh"]\n\n1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 { [%clk 0:02:58] } 2. Nf3?! 1-0\n';

/** Ctrl+A, Ctrl+V of `text` in the editor: the paste event, then the browser's own insertion (an `input`). */
async function pasteOver(a: DomApp, text: string): Promise<void> {
  const editor = (await a.get('san-input')) as HTMLTextAreaElement;
  editor.setSelectionRange(0, editor.value.length);
  const transfer = new DataTransfer();
  transfer.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
  editor.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  await a.fill('san-input', text);
}

/** Whether the page was asked to scroll the board's frame into view. */
const boardShown = () => scrolled.some((el) => el.querySelector('[data-testid="board"]') !== null);

it('a pasted game: its board brought into view; a text with an error: the page stays', async () => {
  const a = await mount('#view=san');
  app = a;
  await a.get('board');
  await pasteOver(a, '1. e4 {never closed');
  await a.get('error');
  await a.settle(50);
  expect(boardShown()).toBe(false);
  await pasteOver(a, LICHESS);
  await a.until(boardShown, 'the board scrolled into view');
  expect(a.errors).toEqual([]);
});
