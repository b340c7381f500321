export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into `{message, code, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, 400, errors);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError('FORBIDDEN', message, 403);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
export const unprocessable = (code: string, message: string) => new AppError(code, message, 422);
