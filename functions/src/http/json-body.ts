import express from 'express';
import type { RequestHandler } from 'express';
import { appError, invalidField } from '../core/errors.js';
import { keepRawBody, rawBodyOf } from './raw-body.js';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * JSON bodies up to `limitBytes`, 413 beyond. When Cloud Functions has pre-read the body, its
 * own parser (32 MB limit) already ran, so the bytes are measured and parsed again here to keep
 * one limit and one set of errors everywhere.
 */
export function jsonBody(limitBytes: number = JSON_BODY_LIMIT_BYTES): RequestHandler {
  const streamParser = express.json({ limit: limitBytes, verify: keepRawBody });
  return (req, res, next) => {
    const raw = rawBodyOf(req);
    if (raw === undefined) {
      streamParser(req, res, next);
      return;
    }
    if (!req.is('application/json')) {
      // Other types (multipart) are read by their route from rawBody.
      req.body = undefined;
      next();
      return;
    }
    if (raw.length > limitBytes) {
      throw appError('PAYLOAD_TOO_LARGE', `body: Request body exceeds ${limitBytes} bytes`);
    }
    req.body = parseJson(raw);
    next();
  };
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidField('body', 'Malformed JSON');
  }
}
