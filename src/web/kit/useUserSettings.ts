import { useQuery } from '@tanstack/react-query';
import { getSettings } from '../../shared/commands/users.js';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/schema/user.js';
import { api } from '../app/api.js';

export const SETTINGS_QUERY_KEY = ['user.settings'] as const;

/** The signed-in user's settings (page size, density, notifications); defaults until loaded. */
export function useUserSettings(): { settings: Settings; loaded: boolean } {
  const q = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(getSettings, {}, { signal }),
    staleTime: 300_000,
  });
  return { settings: q.data?.settings ?? DEFAULT_SETTINGS, loaded: q.isSuccess };
}
