import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, appError, invalidField, notFound } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { logs } from '../core/logs.js';
import type { ErrorBody } from '../shared/contract/error.schema.js';
import { contextOf } from './request-context.js';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Unknown paths answer the same JSON error shape as everything else. */
export const notFoundHandler: RequestHandler = (req) => {
  throw notFound(`No route for ${req.method} ${req.path}`);
};

/**
 * The edge: every error becomes `{ error: { code, message, details? } }`. Anything that is not
 * an AppError is logged with its stack and answered with a generic 500, so nothing internal
 * (stack, query, document path) ever reaches a client.
 */
export function errorHandler(fallbackLogger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const logger = safeLogger(res, fallbackLogger);
    let known = toAppError(error);
    if (!known) {
      logs.unexpectedError(logger, error);
      known = appError('INTERNAL', INTERNAL_MESSAGE);
    } else {
      logs.requestRejected(logger, {
        code: known.code,
        status: known.status,
        message: known.message,
      });
    }
    if (res.headersSent) {
      // A streamed response cannot change its status any more; cut it so the client notices.
      req.socket.destroy();
      return;
    }
    const body: ErrorBody = {
      error: {
        code: known.code,
        message: known.message,
        ...(known.details
          ? { details: { ...known.details, issues: known.details.issues?.slice() } }
          : {}),
      },
    };
    res.status(known.status).json(body);
  };
}

// Request input is parsed with `parseInput`, which throws AppErrors. A bare ZodError therefore
// comes from our own data (a malformed stored document) and is a 500, not the client's fault.
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  return fromRouter(error) ?? fromBodyParser(error);
}

/**
 * Express's router decodes path parameters and, when a segment's percent-encoding is malformed
 * (`/programs/%ZZ`), fails with a URIError it marks as a 400: the client's fault, not ours.
 */
function fromRouter(error: unknown): AppError | undefined {
  if (!(error instanceof URIError) || !('status' in error) || error.status !== 400)
    return undefined;
  return invalidField('path', 'Malformed percent-encoding');
}

/** body-parser (express.json) signals its failures with a `type`. */
function fromBodyParser(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  switch (error.type) {
    case 'entity.too.large':
      return appError('PAYLOAD_TOO_LARGE', 'body: Request body is too large');
    case 'entity.parse.failed':
      return appError('VALIDATION_ERROR', 'body: Malformed JSON', {
        issues: [{ path: 'body', message: 'Malformed JSON' }],
      });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return appError('UNSUPPORTED_MEDIA_TYPE', 'body: Unsupported encoding');
    default:
      return undefined;
  }
}

function safeLogger(res: Parameters<typeof contextOf>[0], fallback: Logger): Logger {
  try {
    return contextOf(res).logger;
  } catch {
    return fallback;
  }
}
