import { Provider, getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.js';
import './styles/base.css';
import { Root } from './app/Root.js';
import { applyTheme } from './app/theme.js';

applyTheme();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={getDefaultStore()}>
      <Root />
    </Provider>
  </StrictMode>,
);
