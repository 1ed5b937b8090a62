/**
 * The kanji web font (issue #88 item 13) in Debian's Chromium: a Japanese KIF's headers (in the editor) and moves
 * (the move list, the move shown) are drawn in the playground's own font ("X Kanji", `src/assets/fonts/`), every
 * CJK character of them, so they read on a machine without a CJK font as on one with it. Which fonts drew a node's
 * text is Chromium's own answer (DevTools' `CSS.getPlatformFontsForNode`). Skipped, saying why, without Chromium.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, usePage } from './browserApp';

if (!chromiumPath) console.warn('[kanji e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');

/** What the font covers: kanji and hanzi, kana, CJK punctuation, full-width forms (scripts/kanji-font.mjs). */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff01-\uff5e]/gu;

/** One font that drew part of a node's text, as DevTools reports it. */
interface PlatformFont {
  readonly familyName: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

/** A node of DevTools' DOM tree, as far as the walk below reads it. */
interface DomNode {
  readonly nodeType: number;
  readonly backendNodeId: number;
  readonly children?: DomNode[];
  readonly shadowRoots?: DomNode[];
}

/**
 * The fonts that drew the text of the element `selector` matches: of each text node under it (a textarea's in its
 * user-agent shadow root too), with the number of glyphs each font drew, added up.
 */
async function fontsOf(cdp: CDPSession, selector: string): Promise<PlatformFont[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
  const texts: number[] = [];
  const walk = (n: DomNode) => {
    if (n.nodeType === 3) texts.push(n.backendNodeId);
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
  };
  walk(node as DomNode);
  const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: texts });
  const fonts = new Map<string, PlatformFont>();
  for (const id of nodeIds) {
    for (const f of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id })).fonts) {
      const key = `${f.familyName}/${f.isCustomFont}`;
      fonts.set(key, { ...f, glyphCount: (fonts.get(key)?.glyphCount ?? 0) + f.glyphCount });
    }
  }
  return [...fonts.values()];
}

/** How many characters of the web font's ranges `text` has. */
const cjkCount = (text: string) => text.match(CJK)?.length ?? 0;

/** Whether the page's "X Kanji" face has loaded (the browser fetches it once text of its range shows). */
const kanjiLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'X Kanji' && f.status === 'loaded'),
  );

describe.skipIf(!chromiumPath)('kanji web font', () => {
  const app = usePage();

  it('a Japanese KIF: its headers and moves drawn in the web font, every CJK character', async () => {
    const page = await app.open('#view=records');
    await page.getByTestId('rec-moves').waitFor({ timeout: 60_000 });
    await expect.poll(() => kanjiLoaded(page), { timeout: 30_000 }).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const texts: Record<string, string> = {
      // the editor: 開始日時：…, 先手：先手の人, 手合割：平手 and the KIF's move lines
      '[data-testid="rec-input"]': await page.getByTestId('rec-input').inputValue(),
      '[data-testid="rec-moves"]': (await page.getByTestId('rec-moves').textContent()) ?? '',
    };
    expect(texts['[data-testid="rec-input"]']).toContain('先手：先手の人');
    expect(texts['[data-testid="rec-moves"]']).toContain('▲７六歩(77)');
    for (const [selector, text] of Object.entries(texts)) {
      const fonts = await fontsOf(cdp, selector);
      const custom = fonts.filter((f) => f.isCustomFont);
      // one web font drew them: the subset of Noto Sans CJK JP, every CJK character of the text
      expect(
        custom.map((f) => f.familyName),
        selector,
      ).toEqual(['Noto Sans CJK JP']);
      expect(custom[0]?.glyphCount, selector).toBe(cjkCount(text));
    }
    await cdp.detach();
    expect(app.errors).toEqual([]);
    app.pass();
  });
});
