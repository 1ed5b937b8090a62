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
  if (typeof plain === 'string') {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${plain}`);
  } else if (plain !== undefined) {
    // a link too large to open: the page opens empty and says why
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    const note = document.createElement('p');
    note.className = 'error share-refused';
    note.setAttribute('role', 'alert');
    note.dataset.testid = 'share-refused';
    note.textContent = plain.refused;
    document.getElementById('root')?.before(note);
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
