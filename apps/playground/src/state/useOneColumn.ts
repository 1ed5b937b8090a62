import { useEffect, useState } from 'react';
import { ONE_COLUMN_QUERY, oneColumn } from '../lib/oneColumn';

/**
 * Whether the page is laid out in one column (`oneColumn()`), read again when the window is resized or the phone
 * turned across the line. False where the page has no `matchMedia` (a DOM without layout).
 */
export function useOneColumn(): boolean {
  const [one, setOne] = useState(() => typeof window.matchMedia === 'function' && oneColumn());
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(ONE_COLUMN_QUERY);
    const change = () => setOne(query.matches);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return one;
}
