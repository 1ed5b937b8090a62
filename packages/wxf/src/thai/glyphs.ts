/**
 * The Thai glyphs of makruk notation as Fairy-Stockfish writes them: files ก ข ค ง จ ฉ ช ญ (a…h), ranks in
 * Thai digits ๑…๘, pieces ข (khun, king), ค (khon), ม็ (met), ง (a met promoted from a pawn), ม (ma, knight),
 * ร (ruea, rook), บ (bia, pawn).
 */

/** Thai file letters, a…l. */
export const THAI_FILES = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ', 'ต', 'ถ', 'ธ', 'น'] as const;
/** Thai rank numerals, 1…12. */
export const THAI_RANKS = ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘', '๙', '๑๐', '๑๑', '๑๒'] as const;

/** Thai glyph by `@x/core` makruk piece id. */
export const THAI_PIECES: ReadonlyMap<string, string> = new Map([
  ['king', 'ข'],
  ['khon', 'ค'],
  ['met', 'ม็'],
  ['knight', 'ม'],
  ['rook', 'ร'],
  ['pawn', 'บ'],
]);

/** The glyph of a met promoted from a pawn. */
export const PROMOTED_MET = 'ง';

/** The Thai glyph of a piece (by id, promoted or not); `X` for a piece makruk does not have. */
export function thaiPiece(id: string, promoted: boolean): string {
  if (id === 'met' && promoted) return PROMOTED_MET;
  return THAI_PIECES.get(id) ?? 'X';
}

/** The Thai name of a square (0-based file and rank). */
export function thaiSquare(file: number, rank: number): string {
  return `${THAI_FILES[file] ?? '?'}${THAI_RANKS[rank] ?? '?'}`;
}

/**
 * A leading ง read as a met (ม็): a met promoted from a pawn, which a position does not record. Readers also
 * compare a token as it is, where ง is a file (`ง๔`, `งxค๕`): Fairy-Stockfish writes a pawn capture from file ง
 * and a promoted met's capture alike.
 */
export function asMet(text: string): string {
  return text.startsWith(PROMOTED_MET) ? `ม็${text.slice(PROMOTED_MET.length)}` : text;
}
