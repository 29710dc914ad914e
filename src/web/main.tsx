import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The recipe page is pre-rendered into index.html at build time; other pages start from an empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
