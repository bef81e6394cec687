import { errorCodes, type ApiError } from '@freight/contracts';

export interface AppErrorOptions {
  status: number;
  code: string;
  title: string;
  detail?: string;
  pointer?: string;
  /** More errors of the same answer, e.g. several invalid fields. */
  more?: ApiError[];
  headers?: Record<string, string>;
}

/** The one error type services throw; the error handler turns it into the JSON:API error document. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly pointer: string | undefined;
  readonly more: ApiError[];
  readonly headers: Record<string, string>;

  constructor(options: AppErrorOptions) {
    super(options.detail ?? options.title);
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title;
    this.detail = options.detail;
    this.pointer = options.pointer;
    this.more = options.more ?? [];
    this.headers = options.headers ?? {};
  }

  toErrors(): ApiError[] {
    const first: ApiError = { status: String(this.status), code: this.code, title: this.title };
    if (this.detail !== undefined) first.detail = this.detail;
    if (this.pointer !== undefined) first.source = { pointer: this.pointer };
    return [first, ...this.more];
  }

  static validation(errors: { pointer: string; detail: string }[]): AppError {
    const [first, ...rest] = errors.map((e) => ({
      status: '422',
      code: errorCodes.validation,
      title: 'Invalid value',
      detail: e.detail,
      source: { pointer: e.pointer },
    }));
    if (!first) throw new Error('validation needs at least one error');
    return new AppError({
      status: 422,
      code: first.code,
      title: first.title,
      detail: first.detail,
      pointer: first.source.pointer,
      more: rest,
    });
  }

  static unauthenticated(
    detail = 'You need to log in to access this resource.',
    code: string = errorCodes.unauthenticated,
  ) {
    return new AppError({ status: 401, code, title: 'Unauthenticated', detail });
  }

  static forbidden(detail: string) {
    return new AppError({ status: 403, code: errorCodes.forbidden, title: 'Forbidden', detail });
  }

  static notFound(detail = 'The requested resource was not found.') {
    return new AppError({ status: 404, code: errorCodes.notFound, title: 'Not found', detail });
  }

  static conflict(code: string, detail: string) {
    return new AppError({ status: 409, code, title: 'Conflict', detail });
  }
}
