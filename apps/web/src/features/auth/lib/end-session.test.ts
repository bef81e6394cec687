import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../shared/config/query-keys';
import {
  hasSiteChanged,
  peekRedirect,
  saveRedirect,
  setSiteChanged,
} from '../../../shared/lib/session-state';
import { pendingChallenge, resetUsername, setPendingChallenge, storeResetUsername } from './auth-flow';
import { forgetSignedInUser } from './end-session';

describe('logout (spec 2.1, 4.3)', () => {
  it('forgets the user, the redirect, the pending sign-in, the dispatch date, and resets the site-changed flag', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.user(), { user: { id: 'u' } });
    queryClient.setQueryData(queryKeys.user('site-1'), { user: { id: 'u' } });
    saveRedirect('/site/1/consignment/track');
    setPendingChallenge('totp');
    storeResetUsername('demo');
    setSiteChanged(true);
    window.localStorage.setItem('freight.u.defaultDispatchDate', '{"value":"2026-01-01"}');
    window.localStorage.setItem('freight.u.default-page-size', '50');

    forgetSignedInUser(queryClient);

    expect(queryClient.getQueryData(queryKeys.user())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.user('site-1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ signedIn: false, expired: false });
    expect(peekRedirect()).toBeUndefined();
    expect(pendingChallenge()).toBeUndefined();
    expect(resetUsername()).toBeUndefined();
    expect(hasSiteChanged()).toBe(false);
    expect(window.localStorage.getItem('freight.u.defaultDispatchDate')).toBeNull();
    // other preferences stay in the browser
    expect(window.localStorage.getItem('freight.u.default-page-size')).toBe('50');
  });

  it('keeps the return path when the session ended on a page', () => {
    saveRedirect('/site/2/pickup/manage');
    forgetSignedInUser(new QueryClient(), { keepRedirect: true });
    expect(peekRedirect()).toBe('/site/2/pickup/manage');
  });
});
