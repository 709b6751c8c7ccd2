import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { updateSettings } from '../../shared/commands/users.js';
import { api } from '../app/api.js';
import { persistedAtom } from '../app/persisted.js';
import { SETTINGS_QUERY_KEY, useUserSettings } from '../kit/useUserSettings.js';

/**
 * The theme follows the user from browser to browser: a light or dark choice saved in his settings
 * is applied once the settings arrive (`system` leaves this browser's own choice alone), and the
 * header's toggle saves the new choice back.
 */
export function useSavedTheme(): { theme: 'light' | 'dark'; toggle(): void } {
  const { settings, loaded } = useUserSettings();
  const [persisted, setPersisted] = useAtom(persistedAtom);
  const queryClient = useQueryClient();
  const applied = useRef(false);

  useEffect(() => {
    if (!loaded || applied.current) return;
    applied.current = true;
    const saved = settings.other.theme;
    if (saved !== 'system' && saved !== persisted.theme) setPersisted({ theme: saved });
  }, [loaded, settings.other.theme, persisted.theme, setPersisted]);

  return {
    theme: persisted.theme,
    toggle() {
      const theme = persisted.theme === 'dark' ? 'light' : 'dark';
      setPersisted({ theme });
      api.call(updateSettings, { other: { theme } }).then(
        (r) => queryClient.setQueryData(SETTINGS_QUERY_KEY, r),
        () => undefined, // the local choice stands; the server copy is a convenience
      );
    },
  };
}
