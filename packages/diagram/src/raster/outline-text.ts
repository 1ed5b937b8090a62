/**
 * The SVG's text as outlines: each `<text>` element `svg()` writes (coordinates, hand counts, the letters of the
 * outline-and-letter form) becomes a `<path>` of the characters' outlines (`LATIN_GLYPHS`, Noto Sans CJK JP Bold),
 * placed as the text would be (`x`, `y`, `dy=".35em"`, `font-size`, `text-anchor` of the element or an enclosing
 * group). A rasteriser then needs no font, and the picture is the same on every machine.
 */
import { LATIN_GLYPHS } from '../glyphs/latin.js';
import { num } from '../xml.js';

/** Width of a space and of a character with no outline, in the 1000-unit em. */
const BLANK = 300;

/** The value of attribute `name` in a tag's attribute text, or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The characters of XML's five named entities. */
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Text as written in the SVG (named entities, references such as `escapeXml`'s `&#39;`) back to characters. */
function unescapeXml(text: string): string {
  return text.replace(/&(?:(lt|gt|quot|apos|amp)|#(\d{1,7})|#x([\da-f]{1,6}));/gi, (all, name, dec, hex) => {
    if (name !== undefined) return ENTITIES[name] ?? all;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/** The outline of `text` as path data, its anchor point at (x, y) (`anchor` as SVG's `text-anchor`). */
function outline(text: string, x: number, y: number, size: number, anchor: string): string {
  const glyphs = [...text].map((ch) => LATIN_GLYPHS.get(ch));
  const width = glyphs.reduce((w, g) => w + (g ? g[0] : BLANK), 0);
  const scale = size / 1000;
  let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0) * scale;
  const parts: string[] = [];
  for (const glyph of glyphs) {
    if (glyph)
      parts.push(`<path transform="translate(${num(pen)} ${num(y)}) scale(${num(scale)})" d="${glyph[1]}"/>`);
    pen += (glyph ? glyph[0] : BLANK) * scale;
  }
  return parts.join('');
}

/**
 * `text` (an SVG document as `svg()` writes it) with every `<text>` element replaced by a group of paths drawing
 * the same characters with the same fill.
 */
export function outlineText(text: string): string {
  // the text-anchor of each open group, innermost last
  const anchors: string[] = ['start'];
  return text.replace(
    /<g(\s[^>]*)?>|<\/g>|<text(\s[^>]*)>([^<]*)<\/text>/g,
    (tag, group: string | undefined, attributes: string | undefined, content: string | undefined) => {
      if (tag === '</g>') {
        anchors.pop();
        return tag;
      }
      if (attributes === undefined) {
        anchors.push(attribute(group ?? '', 'text-anchor') ?? anchors.at(-1)!);
        return tag;
      }
      const size = Number(attribute(attributes, 'font-size') ?? 16);
      const x = Number(attribute(attributes, 'x') ?? 0);
      const dy = attribute(attributes, 'dy') === '.35em' ? 0.35 * size : 0;
      const y = Number(attribute(attributes, 'y') ?? 0) + dy;
      const anchor = attribute(attributes, 'text-anchor') ?? anchors.at(-1)!;
      const fill = attribute(attributes, 'fill');
      return `<g${fill ? ` fill="${fill}"` : ''}>${outline(unescapeXml(content ?? ''), x, y, size, anchor)}</g>`;
    },
  );
}
