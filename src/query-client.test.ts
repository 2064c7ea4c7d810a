import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './lib/api-error';
import { shouldRetryRead } from './query-client';

const refused = (status: number) => new ApiError(status, { code: status * 10, message: 'x' });

describe('which failed reads are asked again', () => {
  it('asks again after a network or server failure or a 401, up to three times', () => {
    // A 401: the session's refresh may have failed on a network just back; asking again finds
    // the session ended or renewed.
    const errors = [
      new NetworkError(new Error('offline')),
      refused(503),
      refused(429),
      refused(401),
    ];
    for (const error of errors) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(2, error)).toBe(true);
      expect(shouldRetryRead(3, error)).toBe(false);
    }
  });

  it('does not ask again for an answer that stays so: not found, forbidden, refused', () => {
    for (const status of [400, 403, 404, 410, 422]) {
      expect(shouldRetryRead(0, refused(status))).toBe(false);
    }
  });
});
