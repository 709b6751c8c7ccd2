import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '../../shared/i18n/index.js';
import { readPersisted } from '../app/persisted.js';

/** Every string of the console comes from the shared en/mn messages (src/shared/i18n). */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: messages.en }, mn: { translation: messages.mn } },
  lng: readPersisted().language,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18next.language;
i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18next;
