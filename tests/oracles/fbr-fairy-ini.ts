/**
 * Fairy-Stockfish INI sections (our own text, `fbr-fairy.ini`) for the three Betza fairy piece sets of the FBR
 * fixtures (`packages/fbr/test/fixtures/rulesets/fairy*.fbr`): FSF variants `fbrfairy`, `fbrfairy2`, `fbrfairy3`.
 */
import fs from 'node:fs';

/** The INI text for `loadVariantConfig`. */
export const FAIRY_INI = fs.readFileSync(new URL('./fbr-fairy.ini', import.meta.url), 'utf8');
