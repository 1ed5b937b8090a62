/** A lichess export of a blitz game, written for the playground: tags, `[%eval]`, `[%clk]`, glyphs. */
export const LICHESS_GAME: string;
