// @vitest-environment happy-dom
/**
 * The slot of the panels on the open database (`WhenDatabaseOpen`): nothing while no database is open, the loading
 * line while the panel's chunk is fetched, then the panel; closing the database takes it away again.
 */
import { act, createElement, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { WhenDatabaseOpen } from '../../src/components/database/WhenDatabaseOpen';
import type { Database } from '../../src/components/database/useDatabase';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('shows nothing without a database, the loading line, then the panel', async () => {
  let state: object | undefined;
  const listeners = new Set<() => void>();
  const db = {
    current: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Database;
  const set = (next: object | undefined) => {
    state = next;
    for (const l of listeners) l();
  };
  let load: (() => void) | undefined;
  const chunk = new Promise<{ default: () => string }>((resolve) => {
    load = () => resolve({ default: () => 'the panel' });
  });
  const Panel = lazy(() => chunk);
  const host = document.createElement('div');
  const root = createRoot(host);
  const slot = createElement(WhenDatabaseOpen, { db, loading: 'loading…' }, createElement(Panel));
  await act(async () => root.render(slot));
  expect(host.textContent).toBe('');
  await act(async () => set({}));
  expect(host.textContent).toBe('loading…');
  await act(async () => {
    load?.();
    await chunk;
  });
  expect(host.textContent).toBe('the panel');
  await act(async () => set(undefined));
  expect(host.textContent).toBe('');
  await act(async () => root.unmount());
});
