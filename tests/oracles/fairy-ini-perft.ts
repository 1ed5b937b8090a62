import { loadFfish, readFsfIni } from './ffish.js';
import { writeFixture } from './ffish-positions.js';

const DEPTH = 3;
const ini = readFsfIni();
const names = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
const only = process.argv.slice(2);
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-ini-perft.json', import.meta.url);

const ff = await loadFfish();
ff.loadVariantConfig(ini);
writeFixture(ff, file, names, only, 0x40, () => DEPTH);
