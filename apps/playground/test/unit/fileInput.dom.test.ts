// @vitest-environment happy-dom
/**
 * The file chooser tells when the pointer or the focus comes to it (`onApproach`: the database starts its reader
 * then, as the editor's focus starts a paste's), and hands over the chosen file.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { FileInput } from '../../src/components/input/FileInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('says when the pointer or the focus comes to it, then gives the chosen file', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const heard: string[] = [];
  await act(async () =>
    root.render(
      createElement(FileInput, {
        label: 'Open a database',
        accept: '.pgn',
        testId: 'file',
        className: 'file-button',
        onApproach: () => heard.push('approach'),
        onFile: (file: File) => heard.push(`file ${file.name}`),
      }),
    ),
  );
  const label = host.querySelector('label') as HTMLLabelElement;
  const input = host.querySelector('[data-testid="file"]') as HTMLInputElement;
  // React hears a pointer entering through `pointerover` from outside the element
  await act(async () => {
    label.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: document.body }));
  });
  expect(heard).toEqual(['approach']);
  await act(async () => input.focus());
  expect(heard).toEqual(['approach', 'approach']);
  const file = new File(['1. e4 *'], 'games.pgn', { type: 'text/plain' });
  Object.defineProperty(input, 'files', { value: [file] });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(heard).toEqual(['approach', 'approach', 'file games.pgn']);
  await act(async () => root.unmount());
  host.remove();
});
