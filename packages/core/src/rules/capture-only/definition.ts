/** The capture-only rule's definition option (`VariantDefinition.captureOnly`). */

/**
 * A capture-only zone (FBR `zone[range]=captureonly`): a piece enters it only by a move that captures or swaps
 * (en passant and a lion's capture on the way included). Moves inside it, moves out of it and castling are not
 * restricted; a drop into it is an entry without a capture.
 */
export interface CaptureOnlyZone {
  /** The zone's name in `VariantDefinition.zones` (each side's squares as that side sees them). */
  readonly zone: string;
  /** The ids of the piece types it restricts (FBR's piece set). Default: every piece type. */
  readonly pieces?: readonly string[];
}

/** The capture-only rule's definition option: part of `VariantDefinition` (`module/rule-types.ts`). */
export interface CaptureOnlyOptions {
  /** Capture-only zones (the capture-only rule, `rules/capture-only/`). Default: none. */
  readonly captureOnly?: readonly CaptureOnlyZone[];
}
