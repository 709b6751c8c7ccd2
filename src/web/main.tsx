import { Provider, getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.js';
import './styles/base.css';
import { Router } from 'wouter';
import { Root } from './app/Root.js';
import { useGuardedLocation } from './kit/form/unsaved.js';
import { applyTheme } from './app/theme.js';

applyTheme();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={getDefaultStore()}>
      {/* every in-app navigation asks before leaving unsaved edits (src/web/kit/form/unsaved.ts) */}
      <Router hook={useGuardedLocation}>
        <Root />
      </Router>
    </Provider>
  </StrictMode>,
);
