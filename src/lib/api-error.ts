/** The contract's error body as a thrown value the UI can read (PRODUCT.md §7). */
import type { ErrorBody } from '@/contract/common';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** From the Retry-After header of a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get code(): number {
    return this.body.code;
  }

  /** Field errors keyed by dotted path (`address.zipCode`), as the server names them. */
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

/** A request that never reached the server (offline, DNS, connection reset, timeout). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

export const isApiError = (error: unknown, code?: number): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
