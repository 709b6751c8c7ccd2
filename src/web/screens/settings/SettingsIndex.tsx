import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../../../shared/roles/routes.js';
import { AreaIndex } from '../../kit/AreaIndex.js';

/** /settings: the settings areas the reader's roles open, each with a line saying what it holds. */
export default function SettingsIndex() {
  const { t } = useTranslation();
  const about = useCallback((id: RouteId) => t(`settings_ui.index.about.${id.slice('settings.'.length)}`), [t]);
  return <AreaIndex group="settings" self="settings.index" testId="settings-index" about={about} />;
}
