import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyShared, expandIfShared } from './lib/share/shareHash';
import { applyLook } from './state/look';
import './styles.css';
import './theme.css';

/** Renders the app, after turning a compressed share link (`#z=…`) back into the plain page state. */
async function start(): Promise<void> {
  const plain = await expandIfShared(window.location.hash);
  // a link refused (too large, damaged): the page opens empty and says why
  if (plain !== undefined) applyShared(plain);
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
