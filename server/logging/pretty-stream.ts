/**
 * LOG_FORMAT=pretty (the default under `npm run dev`): pino's JSON lines turned into lines a
 * developer reads at a glance — time, level, message, then the other fields as key=value, and an
 * error's frames below. It formats what pino already redacted, so it shows nothing the JSON
 * lines would not. A dozen lines instead of pino-pretty and its dependencies.
 */
import type { DestinationStream } from 'pino';

const LEVEL_LABELS: Record<string, string> = {
  debug: 'DEBUG',
  info: 'INFO ',
  warn: 'WARN ',
  error: 'ERROR',
};
const LEAVE_OUT = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

function value(item: unknown): string {
  return typeof item === 'string' && !/[\s"=]/.test(item) ? item : JSON.stringify(item);
}

export function formatPretty(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = LEVEL_LABELS[String(entry.level)] ?? String(entry.level).toUpperCase();
  const stacks: string[] = [];
  const fields = Object.entries(entry)
    .filter(([key]) => !LEAVE_OUT.has(key))
    .map(([key, item]) => {
      if (item && typeof item === 'object' && 'stack' in item) {
        const { stack, ...rest } = item as { stack?: unknown };
        if (typeof stack === 'string') stacks.push(stack);
        return `${key}=${JSON.stringify(rest)}`;
      }
      return `${key}=${value(item)}`;
    });
  const head = [time, level, String(entry.msg ?? ''), ...fields].filter(Boolean).join(' ');
  return `${[head, ...stacks].join('\n')}\n`;
}

/** A pino destination that writes pretty lines to `out` (stdout by default). */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return { write: (line: string) => void out.write(formatPretty(line)) };
}
