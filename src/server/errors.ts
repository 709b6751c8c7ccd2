/** A failure with a code of DESIGN.md's error catalogue; the error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? code);
  }
}

export const badRequest = (fields: Record<string, string>, message?: string) =>
  new AppError(400, 'validation_failed', message, fields);
export const unauthorized = (message?: string) => new AppError(401, 'unauthorized', message);
export const forbidden = (message?: string) => new AppError(403, 'forbidden', message);
export const notFound = (message?: string) => new AppError(404, 'not_found', message);
export const conflict = (message?: string, fields?: Record<string, string>) => new AppError(409, 'conflict', message, fields);
export const unprocessable = (message?: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);
