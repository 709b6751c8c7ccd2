import { Provider, getDefaultStore } from 'jotai';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.js';
import './styles/base.css';
import { Router } from 'wouter';
import { Root } from './app/Root.js';
import { loadConsole } from './app/chunks.js';
import { readToken } from './app/persisted.js';
import { useGuardedLocation } from './kit/form/unsaved.js';
import { applyTheme } from './app/theme.js';

applyTheme();
// signed in: the console's chunk starts now, beside the messages, not after them (the guard
// that would ask for it waits for its strings first)
if (readToken()) void loadConsole().catch(() => undefined);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={getDefaultStore()}>
      {/* every in-app navigation asks before leaving unsaved edits (src/web/kit/form/unsaved.ts) */}
      <Router hook={useGuardedLocation}>
        {/* the first paint waits for the reader's messages (they load apart, src/web/i18n) */}
        <Suspense fallback={null}>
          <Root />
        </Suspense>
      </Router>
    </Provider>
  </StrictMode>,
);
