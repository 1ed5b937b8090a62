import { loadFfish } from './src/oracles/ffish.ts';
const ff = await loadFfish();
const b = new ff.Board('janggi');
console.log(b.legalMoves().split(' ').length, b.legalMoves());
b.push('e2e2'); console.log(b.legalMoves().split(' ').length);
b.push('e9e9'); console.log(b.legalMoves().split(' ').length, b.legalMoves());
b.pop(); b.pop();
b.push('a1a2'); b.push('e9e9'); console.log('a1a2 pass', b.legalMoves().split(' ').length);
