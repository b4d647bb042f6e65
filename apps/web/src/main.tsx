import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app';
import { initI18n } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await initI18n();
createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
