/** Japanese numerals and digits of KIF, KI2 and board diagrams: `７六`, `十八`, full-width and kanji forms. */

/** Full-width digits 1…9 as KIF writes files. */
export const FULL_DIGITS = '１２３４５６７８９';
/** Kanji numerals 1…9 as KIF writes ranks. */
export const KANJI_DIGITS = '一二三四五六七八九';

/** The kanji numeral of `n` (1…99): `三`, `十`, `十八`, `二十`. */
export function kanjiNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const head = tens === 0 ? '' : `${tens > 1 ? KANJI_DIGITS[tens - 1] : ''}十`;
  return head + (ones === 0 ? '' : KANJI_DIGITS[ones - 1]!);
}

/** The value of a kanji numeral (`十八` → 18), or `undefined`. */
export function parseKanjiNumber(text: string): number | undefined {
  if (text === '' || text.length > 3) return undefined;
  const ten = text.indexOf('十');
  if (ten === -1) return text.length === 1 ? digitValue(text) : undefined;
  const tens = ten === 0 ? 1 : digitValue(text.slice(0, ten));
  const rest = text.slice(ten + 1);
  const ones = rest === '' ? 0 : digitValue(rest);
  return tens === undefined || ones === undefined ? undefined : tens * 10 + ones;
}

/** The value of one digit, full-width, kanji or ASCII (`７`, `七`, `7`), or `undefined`. */
export function digitValue(c: string): number | undefined {
  if (c.length !== 1) return undefined;
  const full = FULL_DIGITS.indexOf(c);
  if (full !== -1) return full + 1;
  const kanji = KANJI_DIGITS.indexOf(c);
  if (kanji !== -1) return kanji + 1;
  return c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : undefined;
}
