/** The code points the kanji web font holds, sorted: the CJK characters of the sources, kana, full-width digits. */
export function kanjiCharacters(): number[];
