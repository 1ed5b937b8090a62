import { Position, variants } from '../packages/core/src/index.ts';
const p = Position.fromFen('3k5/9/3P5/9/9/9/9/9/4AK3/3R1C3 w - - 0 1', variants.janggi);
console.log(p.legalMoves().map((m) => p.uci(m)).sort().join(' '));
