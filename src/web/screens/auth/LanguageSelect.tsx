import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { persistedAtom } from '../../app/persisted.js';

/** English or Mongolian; the choice is kept across reloads and sign-ins. */
export function LanguageSelect({ value }: { value: 'en' | 'mn' }) {
  const { t, i18n } = useTranslation();
  const setPersisted = useSetAtom(persistedAtom);
  return (
    <label className="language-select">
      <span className="sr-only">{t('ui.login.language')}</span>
      <select aria-label={t('ui.login.language')} value={value} onChange={(e) => {
        const language = e.target.value === 'mn' ? 'mn' : 'en';
        setPersisted({ language });
        void i18n.changeLanguage(language);
      }}>
        <option value="en">English</option>
        <option value="mn">Монгол</option>
      </select>
    </label>
  );
}
