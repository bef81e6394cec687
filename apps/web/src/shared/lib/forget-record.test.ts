import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { forgetRecord } from './forget-record';

const KEY = ['estimates', 'estimate', '18'];

describe('forgetting a deleted record', () => {
  it('asks nothing again while its screen is up, and drops it once the screen has gone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = vi.fn(async () => ({ id: '18' }));
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn: read });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ id: '18' }));

    forgetRecord(queryClient, KEY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the screen keeps what it showed until it leaves: read again, a deleted record would answer "not found"
    expect(read).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().status).toBe('success');
    expect(queryClient.getQueryCache().find({ queryKey: KEY })).toBeDefined();

    stop();
    expect(queryClient.getQueryCache().find({ queryKey: KEY })).toBeUndefined();
  });

  it('drops it at once when no screen shows it', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, { id: '18' });
    forgetRecord(queryClient, KEY);
    expect(queryClient.getQueryCache().find({ queryKey: KEY })).toBeUndefined();
  });
});
