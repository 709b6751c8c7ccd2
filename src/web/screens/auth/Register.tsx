import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** §2: a placeholder, not wired to anything. */
export default function Register() {
  const { t } = useTranslation();
  return (
    <main className="login-page">
      <section className="login-card">
        <h1>{t('ui.register.title')}</h1>
        <p>{t('ui.register.body')}</p>
        <Link href="/login" className="btn btn-block">{t('ui.register.back')}</Link>
      </section>
    </main>
  );
}
