import { contextMessages } from '@freight/contracts';
import { useCallback, useMemo } from 'react';
import { contextKey } from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';
import { preferenceKeys, usePreference, writePreference } from '../../../shared/lib/user-preferences';
import { toast } from '../../../shared/ui/feedback/toast';
import { useCurrentUser } from '../api/get-user';
import { defaultContextOf, resolveContext } from '../lib/organisations';

/** Spec 9: the user's default context: the saved one, else the default site. */
export function useDefaultContext(): { defaultContext: AppContext | undefined; savedKey: string | null } {
  const user = useCurrentUser().user;
  const savedKey = usePreference(user.id, preferenceKeys.context);
  const defaultContext = useMemo(() => defaultContextOf(user, savedKey), [savedKey, user]);
  return { defaultContext, savedKey };
}

/**
 * Spec 2.3, document 3 section 2: the star in the site dropdown. Starring saves the default and says so;
 * starring the current default clears it.
 */
export function useToggleDefaultContext() {
  const user = useCurrentUser().user;
  const savedKey = usePreference(user.id, preferenceKeys.context);
  return useCallback(
    (ctx: AppContext) => {
      const key = contextKey(ctx);
      if (savedKey === key) {
        writePreference(user.id, preferenceKeys.context, null);
        return;
      }
      const resolved = resolveContext(user, ctx);
      if (!resolved) return;
      writePreference(user.id, preferenceKeys.context, key);
      toast({
        type: 'success',
        message:
          resolved.type === 'site'
            ? contextMessages.defaultSet(resolved.site.name)
            : contextMessages.allSitesDefault,
      });
    },
    [savedKey, user],
  );
}
