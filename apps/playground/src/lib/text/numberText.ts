/** One formatter for the page (`toLocaleString('en')` builds one per call: a list's counts re-render often). */
const ENGLISH = new Intl.NumberFormat('en');

/** A number as English readers write it: `10,000`. */
export function numberText(n: number): string {
  return ENGLISH.format(n);
}
