/**
 * The playground's React app in a light DOM (happy-dom, no browser), for the checks that need no layout or paint:
 * what a view says and does after an input, a click, a key (the browser tests keep the widths, overflow, the
 * board in view, pointer gestures and the screenshots). A test file using it starts with
 * `// @vitest-environment happy-dom`. The app is mounted once per `mount`, at the URL hash given, as a new page
 * load would; `unmount` removes it.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../src/App';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * happy-dom has no Web Workers: a worker here takes messages and never answers, so what the app computes in one
 * (perft, the database's reads, the opening's name) stays pending; those are checked in the browser tests.
 */
class SilentWorker extends EventTarget {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(): void {}
  terminate(): void {}
}
if (!('Worker' in globalThis)) (globalThis as { Worker?: unknown }).Worker = SilentWorker;

/** The mounted app. */
export interface DomApp {
  /** Console errors and uncaught errors since the mount. */
  readonly errors: string[];
  /** The element with `data-testid` `id`, or null. */
  find(id: string): HTMLElement | null;
  /** The element with `data-testid` `id`, waited for (a lazy view's chunk, a state update). */
  get(id: string): Promise<HTMLElement>;
  /** Every element matching a CSS selector. */
  all(selector: string): HTMLElement[];
  /** Waits until `check` holds (polling, with pending work let through), failing after 90 s (a hang guard: a loaded machine is slow). */
  until(check: () => boolean, what: string): Promise<void>;
  /** Sets an editor's or input's value as typing does (React sees an `input` event). */
  fill(id: string, text: string): Promise<void>;
  /** Chooses an option of a `<select>`. */
  select(id: string, value: string): Promise<void>;
  /** Clicks an element (its `data-testid`, or the element). */
  click(target: string | HTMLElement): Promise<void>;
  /** Presses a key on an element (keydown, as the app's handlers read it). */
  press(target: string | HTMLElement, key: string): Promise<void>;
  /** Lets pending work (promises, timers, lazy chunks) settle. */
  settle(ms?: number): Promise<void>;
  unmount(): void;
}

const valueSetter = (el: HTMLElement) => {
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
};

/** Mounts the app at `hash` (`#view=convert`, or ''), a fresh state as a page load gives. */
export async function mount(hash = ''): Promise<DomApp> {
  window.history.replaceState(null, '', `/${hash}`);
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(String(e.error ?? e.message));
  window.addEventListener('error', onError);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const said = args.map(String).join(' ');
    // React's test-mode notes that a lazy chunk resolved outside act(): the harness's timing, not the app's
    if (!said.includes('wrap-tests-with-act')) errors.push(said);
  };
  // the files of a worker share one DOM (vitest's `isolate: false`): an app left mounted would hear this one's
  // keys and URL first (it took `?` and `l` from a later file's app)
  if (document.querySelector('[data-dom-app]'))
    throw new Error('an earlier app is still mounted: unmount it first');
  const container = document.createElement('div');
  container.dataset.domApp = '';
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(App));
  });
  const settle = async (ms = 0) => {
    await act(async () => {
      await new Promise((done) => setTimeout(done, ms));
    });
  };
  const el = (target: string | HTMLElement) => {
    if (typeof target !== 'string') return target;
    const found = container.querySelector<HTMLElement>(`[data-testid="${target}"]`);
    if (!found) throw new Error(`no element [data-testid="${target}"]`);
    return found;
  };
  /** Sets a field's value as React sees a user do it, then tells it with `event`. */
  const setValue = async (id: string, value: string, event: 'input' | 'change') => {
    const input = await app.get(id);
    await act(async () => {
      valueSetter(input).call(input, value);
      input.dispatchEvent(new Event(event, { bubbles: true }));
    });
    await settle();
  };
  const app: DomApp = {
    errors,
    find: (id) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`),
    async get(id) {
      // the view's chunk and its packages load once per worker: seconds for the first (more on a loaded
      // machine), at once after; a hang guard of 90 s
      for (let waited = 0; app.find(id) === null && waited < 90_000; waited += 20) await settle(20);
      return el(id);
    },
    async until(check, what) {
      for (let waited = 0; !check(); waited += 20) {
        if (waited >= 90_000) throw new Error(`timed out waiting for ${what}`);
        await settle(20);
      }
    },
    all: (selector) => [...container.querySelectorAll<HTMLElement>(selector)],
    fill: (id, text) => setValue(id, text, 'input'),
    select: (id, value) => setValue(id, value, 'change'),
    async click(target) {
      const node = typeof target === 'string' ? await app.get(target) : target;
      await act(async () => {
        node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      await settle();
    },
    async press(target, key) {
      const node = typeof target === 'string' ? await app.get(target) : target;
      await act(async () => {
        node.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
      await settle();
    },
    settle,
    unmount() {
      act(() => root?.unmount());
      container.remove();
      window.removeEventListener('error', onError);
      console.error = consoleError;
    },
  };
  await settle();
  return app;
}
