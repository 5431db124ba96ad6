/** An expected failure with the status and machine-readable code a client acts on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Not signed in. Please sign in first.');
export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
