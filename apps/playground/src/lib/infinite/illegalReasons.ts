import type { ILLEGAL_REASONS } from '@x/core/infinite';

/** Why a move on the unbounded board is illegal, in words (by `@x/core/infinite`'s reason code). */
export const ILLEGAL_REASON_WORDS: Readonly<Record<(typeof ILLEGAL_REASONS)[number], string>> = {
  'no-piece': 'there is no piece on its start square',
  'not-your-turn': 'that piece belongs to the player not on move',
  'immobile-piece': 'that piece cannot move',
  'outside-border': 'it ends outside the world border',
  'same-square': 'it starts and ends on the same square',
  unreachable: 'that piece cannot move to that square',
  blocked: 'another piece is in the way',
  'own-piece': 'it would capture a piece of its own side',
  uncapturable: 'the piece on the target square cannot be captured',
  'castling-not-allowed': 'castling is not allowed here (king or rook has moved, or no rook)',
  'castling-through-check': 'the king would pass through check',
  'castling-out-of-check': 'the king is in check and cannot castle',
  'promotion-required': 'a pawn reaching its promotion rank must promote',
  'promotion-not-allowed': 'it promotes to a piece this game does not allow',
  'promotion-unexpected': 'it promotes where no promotion is possible',
  'leaves-royal-in-check': 'it leaves its own king in check',
};

/** The words of a reason code (the code itself when unknown). */
export function illegalReasonWords(reason: string): string {
  return (ILLEGAL_REASON_WORDS as Readonly<Record<string, string>>)[reason] ?? reason;
}
