/** Props of the tabs that read a variant and play it on the FEN tab (FBR, SjaakII, Fairy-Stockfish). */
export interface VariantViewProps {
  /** Plays `fen` of the variant registered as `variantKey` on the FEN tab. */
  readonly onPlay: (variantKey: string, fen: string) => void;
  /** Opens a variants.ini text in the Fairy-Stockfish tab with a section chosen. */
  readonly onOpenIni?: ((text: string, section: string) => void) | undefined;
}
