/** A small levelled logger on the console; one line per event, errors with their stack. */
export type Logger = {
  debug(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
};

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export function createLogger(level: Level, sink: Pick<Console, Level> = console): Logger {
  const threshold = LEVELS.indexOf(level);
  const at =
    (name: Level) =>
    (message: string, extra?: unknown): void => {
      if (LEVELS.indexOf(name) < threshold) return;
      if (extra === undefined) sink[name](message);
      else sink[name](message, extra);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
