/** One formatter for the page (`toLocaleString('en')` builds one per call: a list's counts re-render often). */
const ENGLISH = new Intl.NumberFormat('en');

/** A number as English readers write it: `10,000`. */
export function numberText(n: number): string {
  return ENGLISH.format(n);
}

/** A count and its noun as English readers write them: `1 game`, `10,000 games` (`plural` for an irregular one). */
export function countText(n: number, noun: string, plural = `${noun}s`): string {
  return `${numberText(n)} ${n === 1 ? noun : plural}`;
}
