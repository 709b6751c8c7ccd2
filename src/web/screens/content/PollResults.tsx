import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seeAnswerInfo } from '../../../shared/commands/content/polls.js';
import { api } from '../../app/api.js';
import '../../styles/content.css';

/** A poll's results under its form (§7 `see_answer_info`): votes and share per answer, as a table with a bar. */
export function PollResults({ item }: { item: { id: number } }) {
  const { t, i18n } = useTranslation();
  const results = useQuery({ queryKey: ['poll.see_answer_info', item.id], queryFn: () => api.call(seeAnswerInfo, { id: item.id }) });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const data = results.data;
  return (
    <section className="ct-page" aria-labelledby={`ct-poll-${item.id}`} data-testid="poll-results">
      <div className="ct-body-head">
        <h3 id={`ct-poll-${item.id}`}>{t('content_ui.poll.results')}</h3>
        {data && <span className="muted" data-testid="poll-total">{t('content_ui.poll.total', { count: data.total })}</span>}
      </div>
      {results.isError && <p role="alert">{t('ui.toast.error')}</p>}
      {data && data.total === 0 && <p className="muted">{t('content_ui.poll.none')}</p>}
      {data && (
        <table className="ct-poll">
          <thead><tr><th scope="col">{t('content_ui.poll.answer')}</th><th scope="col">{t('content_ui.poll.count')}</th><th scope="col">{t('content_ui.poll.share')}</th></tr></thead>
          <tbody>
            {data.answers.map((a) => (
              <tr key={a.index} data-testid="poll-answer">
                <td>{i18n.language === 'mn' ? a.text_mn : a.text_en}</td>
                <td className="num">{a.count}</td>
                <td>
                  <span className="ct-poll-bar" aria-hidden="true"><span style={{ width: `${a.share * 100}%` }} /></span>
                  <span className="num">{percent.format(a.share)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
