import type { QueryClient } from '@tanstack/react-query';
import type { UserDetail } from '../../../../shared/schema/user.js';

/** A saved user replaces the shown one at once; lists and searches load again when next seen. */
export function afterUserSaved(queryClient: QueryClient, user: UserDetail): void {
  queryClient.setQueryData(['user.get', user.id], { user });
  void queryClient.invalidateQueries({ queryKey: ['user.list'] });
  void queryClient.invalidateQueries({ queryKey: ['user.search'] });
}
