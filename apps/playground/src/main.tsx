import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { expandIfShared } from './lib/share/shareHash';
import { applyLook } from './state/look';
import './styles.css';
import './theme.css';

/** Renders the app, after turning a compressed share link (`#z=…`) back into the plain page state. */
async function start(): Promise<void> {
  const plain = await expandIfShared(window.location.hash);
  if (plain !== undefined) {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${plain}`);
  }
  applyLook();
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
