import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app';
import { initI18n } from './lib/i18n';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { initTheme } from './lib/theme';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

initTheme();
captureInstallPrompt();
await initI18n();
createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
