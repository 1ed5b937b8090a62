import { Position } from '@x/core';
import { parse, stringify } from '@x/san';
const p = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
const m = parse('e4', p);
const s = stringify(m, p);
p.play(m);
console.log(s, p.toFen());
