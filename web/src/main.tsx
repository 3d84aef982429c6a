import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadRoute } from './App';
import { SessionProvider } from './auth/session';
import { ToastProvider } from './components/ui';
import { applyStoredTheme } from './theme';
import './i18n';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

// Before the first render, so the page never paints in the other theme first.
applyStoredTheme();
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <ToastProvider>
          <App />
        </ToastProvider>
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
