import type { AppError } from '../errors/app-error.js';

/** The standard error body of the WordPress REST dialect. */
export interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown };
}

/** What an answer carries for an operation's error: `{code, message, data: {status, …}}`. */
export function errorBody(error: AppError): ErrorBody {
  return {
    code: error.code,
    message: error.message,
    data: { status: error.status, ...error.data },
  };
}
