import type { ViewId } from './url';

/** Opens a view with some of its URL parameters set (`undefined` removes one). */
export type OpenView = (view: ViewId, params: Readonly<Record<string, string | undefined>>) => void;
