import { toVariant } from '../packages/fairy-variants/src/bridge/to-variant.ts';
const r = toVariant('[mine:janggi]\n','mine'); const d = r.variant as any;
console.log(JSON.stringify({...d, pieces: d.pieces.map((p:any)=>({...p, moves: p.moves.length}))}, null, 0));
