/**
 * A refusal of a control-plane request. The app's error handler answers `{status:false, msg}`
 * with `statusCode`: 400 bad input, 404 unknown id, 409 a conflict with the current state.
 */
export class ControlError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ControlError(400, msg);
export const notFound = (msg: string) => new ControlError(404, msg);
export const conflict = (msg: string) => new ControlError(409, msg);
