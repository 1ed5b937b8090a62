import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { expandIfShared } from './lib/shareHash';
import './styles.css';

/** Renders the app, after turning a compressed share link (`#z=…`) back into the plain page state. */
async function start(): Promise<void> {
  const plain = await expandIfShared(window.location.hash);
  if (plain !== undefined) {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${plain}`);
  }
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
