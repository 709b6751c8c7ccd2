import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethods } from '../../../shared/commands/settings/payment-methods.js';
import { api } from '../../app/api.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';

/** A file's bytes in base64, as §5 wants a payment certificate sent (a .pem, .crt or binary .p12 alike). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Under a payment method's form: its certificate from a file, converted to base64 here and saved. */
export function CertificateFile({ item }: { item: { id: number; certificate: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function load(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      await api.call(paymentMethods.update, { id: item.id, certificate: await base64Of(file) }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, paymentMethods);
      notifySuccess('updated');
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="st-preview" data-testid="certificate-file">
      <label htmlFor={id} className="st-file-label">{t('settings_ui.certificate.file')}</label>
      <input id={id} type="file" accept=".pem,.crt,.cer,.p12,.pfx" disabled={busy} data-testid="certificate-file-input"
        onChange={(e) => { void load(e.target.files?.[0]); e.target.value = ''; }} />
      <p className="muted st-hint">
        {item.certificate ? t('settings_ui.certificate.stored', { size: Math.round((item.certificate.length * 3) / 4) }) : t('settings_ui.certificate.none')}
      </p>
    </section>
  );
}
