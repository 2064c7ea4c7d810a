/**
 * The server's log, on pino (docs/decisions: logging). One JSON line per event in production
 * (LOG_FORMAT=json), readable lines in development (pretty). Every line passes two filters
 * declared once: errors are reduced to type, code and frames, and the values of credentials and
 * patient fields are redacted (logging/redaction.ts, logging/safe-fields.ts).
 *
 * Code keeps calling `log.info(message, extra?)`: an Error as `extra` is logged under `err`, a
 * plain object's fields are merged into the line, anything else goes under `extra`. Route code
 * takes the request's logger, `c.get('log')`, whose lines carry the request id.
 */
import pino, { type DestinationStream } from 'pino';
import { prettyStream } from './logging/pretty-stream';
import { REDACTED, REDACTED_FIELDS, redactionPaths } from './logging/redaction';
import { safeFields } from './logging/safe-fields';

export type Logger = {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
};

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The pino logger behind each facade, for child loggers with more fields on every line. */
const engines = new WeakMap<Logger, pino.Logger>();

function fieldsOf(extra: unknown): Record<string, unknown> {
  if (extra instanceof Error) return { err: extra };
  if (extra !== null && typeof extra === 'object' && !Array.isArray(extra)) {
    const prototype = Object.getPrototypeOf(extra) as unknown;
    if (prototype === Object.prototype || prototype === null)
      return extra as Record<string, unknown>;
  }
  return { extra };
}

function facade(engine: pino.Logger): Logger {
  const at =
    (level: LogLevel) =>
    (message: string, extra?: unknown): void => {
      if (extra === undefined) engine[level](message);
      else engine[level](fieldsOf(extra), message);
    };
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
  engines.set(log, engine);
  return log;
}

export function createLogger(
  level: LogLevel,
  options: { format?: LogFormat; destination?: DestinationStream } = {},
): Logger {
  const format = options.format ?? 'json';
  const destination =
    options.destination ??
    (format === 'pretty' ? prettyStream() : pino.destination({ dest: 1, sync: true }));
  const redacted = new Set(REDACTED_FIELDS);
  const engine = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => safeFields(fields, redacted, REDACTED),
      },
      // Errors are already plain objects here; pino's own serializer would add every property.
      serializers: { err: (err: unknown) => err },
      redact: { paths: redactionPaths(), censor: REDACTED },
    },
    destination,
  );
  return facade(engine);
}

/**
 * A logger whose every line also carries `bindings` (the request id); the same logger when it
 * is not one of ours (silentLogger, a test's own).
 */
export function childLogger(log: Logger, bindings: Record<string, unknown>): Logger {
  const engine = engines.get(log);
  return engine ? facade(engine.child(bindings)) : log;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
