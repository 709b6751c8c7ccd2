import i18next from 'i18next';
import { ApiError } from '../../shared/api/errors.js';
import { toast } from '../app/toasts.js';
import { inReadersLanguage } from './form/messages.js';

/** §8 success messages, each an `ui.toast.*` key. */
export type SuccessMessage = 'saved' | 'updated' | 'deleted' | 'cloned' | 'created' | 'profile_updated' | 'organization_updated';

/** A success toast in the user's language. */
export function notifySuccess(message: SuccessMessage): void {
  toast('success', i18next.t(`ui.toast.${message}`));
}

/** The user-facing sentence of a failed call: the code's message in Mongolian, the server's in English. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18next.t('ui.toast.error');
  const key = `errors.${error.code}`;
  if (!inReadersLanguage(error.message, i18next.language) && i18next.exists(key)) return i18next.t(key);
  return error.message || (i18next.exists(key) ? i18next.t(key) : i18next.t('ui.toast.error'));
}

/** An error toast for a failed call (the generic "error occurred" of §8 when nothing better is known). */
export function notifyError(error: unknown): void {
  toast('error', errorText(error));
}
