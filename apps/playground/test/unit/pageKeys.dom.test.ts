// @vitest-environment happy-dom
/**
 * The page's keys (`usePageKeys`, the one home of `useStepKeys` and `useAnalysisKeys`): a mapped key reaches the
 * handler wherever the focus is, its default prevented when taken; text fields, dialogs (for the analysis keys) and
 * modified keys keep theirs.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { type AnalysisCommand, useAnalysisKeys } from '../../src/state/useAnalysisKeys';
import { type Step, useStepKeys } from '../../src/state/useStepKeys';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** What the hooks heard. */
interface Heard {
  readonly steps: Step[];
  readonly commands: AnalysisCommand[];
}

/** A component hearing both hooks (it leaves `l`, the engine's key, untaken). */
function Keys({ heard }: { readonly heard: Heard }): null {
  useStepKeys((step) => heard.steps.push(step) > 0);
  useAnalysisKeys((command) => command.kind !== 'engine' && heard.commands.push(command) > 0);
  return null;
}

/** Renders `Keys`; returns what it heard. */
async function mount(): Promise<Heard> {
  const heard: Heard = { steps: [], commands: [] };
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(createElement(Keys, { heard })));
  return heard;
}

/** Dispatches `key` from `target`; answers whether its default was prevented. */
function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

it('hands each mapped key to its handler and prevents the default of the keys taken', async () => {
  const heard = await mount();
  expect(press(document.body, 'ArrowLeft')).toBe(true);
  expect(press(document.body, 'F')).toBe(true);
  expect(press(document.body, '?')).toBe(true);
  expect(press(document.body, '3')).toBe(true);
  expect(press(document.body, 'l')).toBe(false); // not taken by the handler: the default stays
  expect(press(document.body, 'x')).toBe(false);
  expect(heard.steps).toEqual(['back', 'flip']);
  expect(heard.commands).toEqual([{ kind: 'help' }, { kind: 'glyph', nag: 3 }]);
});

it('leaves text fields, dialogs (the analysis keys) and modified keys alone', async () => {
  const heard = await mount();
  const input = document.createElement('input');
  const dialog = document.createElement('dialog');
  const inside = document.createElement('button');
  dialog.append(inside);
  document.body.append(input, dialog);
  expect(press(input, 'ArrowRight')).toBe(false);
  expect(press(input, '?')).toBe(false);
  expect(press(document.body, 'ArrowRight', { ctrlKey: true })).toBe(false);
  expect(press(inside, '?')).toBe(false);
  expect(press(inside, 'Home')).toBe(true);
  expect(heard.steps).toEqual(['start']);
  expect(heard.commands).toEqual([]);
});

it('the game list (a grid) keeps its keys but ← →, which step through the game it opened', async () => {
  const heard = await mount();
  const grid = document.createElement('div');
  grid.setAttribute('role', 'grid');
  grid.tabIndex = 0;
  document.body.append(grid);
  expect(press(grid, 'ArrowRight')).toBe(true);
  expect(press(grid, 'ArrowLeft')).toBe(true);
  expect(press(grid, 'ArrowUp')).toBe(false);
  expect(press(grid, 'f')).toBe(false);
  expect(press(grid, '?')).toBe(false);
  expect(heard.steps).toEqual(['forward', 'back']);
  expect(heard.commands).toEqual([]);
});
