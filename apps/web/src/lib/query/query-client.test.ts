import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('treats a cancelled query as not an error', async () => {
    const client = createQueryClient();
    const pending = client.fetchQuery({
      queryKey: ['slow'],
      queryFn: ({ signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    await client.cancelQueries({ queryKey: ['slow'] });
    await pending.catch(() => undefined);
    expect(client.getQueryState(['slow'])?.status).not.toBe('error');
  });

  it('retries network and server failures, never refusals or aborts', () => {
    expect(shouldRetry(0, new NetworkError())).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'server.error'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'server.error'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'request.not-found'))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
