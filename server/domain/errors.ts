/** An error whose message is safe to show to the user (Italian) with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badGateway = (message: string) => new AppError(502, message);

/** The outside services Scorta talks to. */
export type OutsideService = 'amazon' | 'openai' | 'unsplash' | 'feed' | 'trends' | 'mail' | 'cache';

/**
 * How a call to an outside service failed. Clients under server/integrations turn every failure
 * into one of these; the API answers with the matching status and Italian message.
 */
export type OutsideFailure = 'not-configured' | 'unauthorized' | 'rate-limited' | 'timeout' | 'network' | 'server' | 'not-found' | 'captcha' | 'invalid-response';

const FAILURE_STATUS: Record<OutsideFailure, number> = {
  'not-configured': 503,
  unauthorized: 502,
  'rate-limited': 503,
  timeout: 504,
  network: 502,
  server: 502,
  'not-found': 404,
  captcha: 503,
  'invalid-response': 502,
};

/** A failed call to an outside service, with an Italian message safe to show to the editor. */
export class OutsideServiceError extends AppError {
  constructor(
    readonly service: OutsideService,
    readonly failure: OutsideFailure,
    message: string,
    extra: Record<string, unknown> = {},
    /** The underlying cause, for the logs only (never sent to the client). */
    readonly causeDetail?: string,
  ) {
    super(FAILURE_STATUS[failure], message, extra);
    this.name = 'OutsideServiceError';
  }
}
