/** The error shape of every failed call (DESIGN.md): `{ error: { code, message, fields? } }`. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** A failed call, typed: `status` 0 means the server was not reached (network or timeout). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static isErrorBody(data: unknown): data is ErrorBody {
    if (data === null || typeof data !== 'object' || !('error' in data)) return false;
    const error = (data as { error: unknown }).error;
    return error !== null && typeof error === 'object' && 'code' in error && 'message' in error;
  }
}
