/**
 * Names that moved from the root `@x/core` to `@x/core/variant` (issue #39: at most 70 names per package root),
 * kept at the root as deprecated aliases for one minor version. Each is the very same value.
 */
import { leaper as leaperOf, rider as riderOf, symmetricVectors as symmetricVectorsOf } from './atoms.js';
import { UNLIMITED_RANGE as unlimitedRange } from './compile.js';
import { ATOM_KINDS as atomKinds, ATOM_MODES as atomModes, MAX_ZONES as maxZones } from './variant.js';
import { boxZone as boxZoneOf, rankZone as rankZoneOf } from './variants/zones.js';

/** @deprecated Import `leaper` from `@x/core/variant`; the root alias goes in the next minor. */
export const leaper = leaperOf;
/** @deprecated Import `rider` from `@x/core/variant`; the root alias goes in the next minor. */
export const rider = riderOf;
/** @deprecated Import `symmetricVectors` from `@x/core/variant`; the root alias goes in the next minor. */
export const symmetricVectors = symmetricVectorsOf;
/** @deprecated Import `UNLIMITED_RANGE` from `@x/core/variant`; the root alias goes in the next minor. */
export const UNLIMITED_RANGE = unlimitedRange;
/** @deprecated Import `ATOM_KINDS` from `@x/core/variant`; the root alias goes in the next minor. */
export const ATOM_KINDS = atomKinds;
/** @deprecated Import `ATOM_MODES` from `@x/core/variant`; the root alias goes in the next minor. */
export const ATOM_MODES = atomModes;
/** @deprecated Import `MAX_ZONES` from `@x/core/variant`; the root alias goes in the next minor. */
export const MAX_ZONES = maxZones;
/** @deprecated Import `boxZone` from `@x/core/variant`; the root alias goes in the next minor. */
export const boxZone = boxZoneOf;
/** @deprecated Import `rankZone` from `@x/core/variant`; the root alias goes in the next minor. */
export const rankZone = rankZoneOf;
