import { useTranslation } from 'react-i18next';
import { actionColour, ubDay } from '../../../shared/commands/fulfillment/labels.js';
import './fulfillment.css';

/** Today in Ulaanbaatar, as a date input holds it. */
export const today = () => ubDay('today').date;

/** A day picker bound to a `YYYY-MM-DD` value (Ulaanbaatar's calendar). */
export function DayInput({ value, onChange, label, testId }: { value: string; onChange: (v: string) => void; label: string; testId: string }) {
  return (
    <label className="ff-field">
      <span>{label}</span>
      <input type="date" className="input" value={value} onChange={(e) => e.target.value && onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

/** §4's action colour as a pill: the colour repeats what the word says. */
export function ActionPill({ actn }: { actn: string | null }) {
  const { t } = useTranslation();
  return <span className={`ff-pill ff-${actionColour(actn)}`} data-actn={actn ?? 'none'}>{t(`fulfillment_ui.actions.${actn ?? 'none'}`)}</span>;
}

export function LabelPill({ label }: { label: string }) {
  const { t } = useTranslation();
  return <span className={`ff-label ff-label-${label}`}>{t(`fulfillment_ui.labels.${label}`)}</span>;
}
