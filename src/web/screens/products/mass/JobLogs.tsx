import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { list } from '../../../../shared/commands/jobs/index.js';
import { api } from '../../../app/api.js';
import { DateTime } from '../../../kit/cells.js';

/** §7 job_logs, answered by the jobs centre: the last imports, whoever's the caller may see, each opening its job. */
export function JobLogs() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['jobs.list', 'product_import'], queryFn: ({ signal }) => api.call(list, { kind: 'product_import', per_page: 10 }, { signal }) });
  const items = data?.items ?? [];
  return (
    <section className="pm-section" aria-labelledby="pm-logs-title">
      <h2 id="pm-logs-title">{t('products_mass.logs.title')}</h2>
      {items.length === 0 ? <p className="muted">{t('products_mass.logs.none')}</p> : (
        <table className="pm-table" data-testid="mass-logs">
          <thead>
            <tr>
              <th scope="col">{t('products_mass.logs.at')}</th><th scope="col">{t('products_mass.logs.file')}</th><th scope="col">{t('products_mass.logs.user')}</th>
              <th scope="col">{t('products_mass.logs.status')}</th><th scope="col" className="pm-num">{t('products_mass.logs.rows')}</th>
              <th scope="col" className="pm-num">{t('products_mass.logs.ok')}</th><th scope="col" className="pm-num">{t('products_mass.logs.failed')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((j) => (
              <tr key={j.id}>
                <td><Link href={`/jobs/${j.id}`}><DateTime value={j.created_at} /></Link></td><td>{j.file_name ?? '—'}</td><td>{j.user_email ?? '—'}</td>
                <td>{t(`jobs.status.${j.status}`)}</td><td className="pm-num">{j.total}</td>
                <td className="pm-num">{j.succeeded}</td><td className="pm-num">{j.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
