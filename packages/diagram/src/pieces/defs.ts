/**
 * The `<defs>` of a diagram: each piece drawing, character outline and gradient defined once, by id, and used
 * wherever it appears (`<use href="#id">`), written in id order so the output never depends on drawing order.
 */
import { CJK_PATHS } from '../glyphs/cjk.js';
import { escapeXml } from '../xml.js';

/** The definitions a diagram uses, by id. */
export class Defs {
  private readonly items = new Map<string, string>();

  /** Defines `id` by `make()` unless it is defined already; returns `id`. */
  define(id: string, make: () => string): string {
    if (!this.items.has(id)) this.items.set(id, make());
    return id;
  }

  /** The id of the outline of CJK character `ch` (a symbol of viewBox 0 0 1000 1000), or undefined without one. */
  glyph(ch: string): string | undefined {
    const d = CJK_PATHS.get(ch);
    if (d === undefined) return undefined;
    const id = `g${ch.codePointAt(0)!.toString(16)}`;
    return this.define(id, () => `<symbol id="${id}" viewBox="0 0 1000 1000"><path d="${d}"/></symbol>`);
  }

  /** The `<defs>` element, or '' when nothing was defined. */
  toString(): string {
    if (this.items.size === 0) return '';
    const ids = [...this.items.keys()].sort();
    return `<defs>${ids.map((id) => this.items.get(id)).join('')}</defs>`;
  }
}

/** A `<use>` of a character outline: `ch` drawn `size` wide, centred at (`cx`, `cy`), filled `fill` (any CSS colour: escaped here). */
export function glyphUse(defs: Defs, ch: string, cx: number, cy: number, size: number, fill: string): string {
  const id = defs.glyph(ch);
  if (id === undefined) return '';
  const at = (v: number) => Math.round((v - size / 2) * 100) / 100;
  return `<use href="#${id}" x="${at(cx)}" y="${at(cy)}" width="${size}" height="${size}" fill="${escapeXml(fill)}"/>`;
}
