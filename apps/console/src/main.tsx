import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnStaleChunks } from './app/staleChunks';
import './global.css';

reloadOnStaleChunks({
  addEventListener: window.addEventListener.bind(window),
  removeEventListener: window.removeEventListener.bind(window),
  sessionStorage: () => window.sessionStorage,
  reload: () => window.location.reload(),
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
