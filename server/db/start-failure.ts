/**
 * The one line printed when the database cannot be opened at start-up: which setting points at
 * it (DATABASE_URL with its password masked, or DATA_DIR) and what failed, in words an operator
 * acts on — instead of a driver's stack trace.
 */
import { withoutPassword } from '../env';

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening there?)',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name could not be resolved',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'no answer (timed out)',
  ECONNRESET: 'the connection was closed by the other side',
  '28P01': 'password authentication failed',
  '28000': 'the server does not allow this connection (pg_hba.conf or role)',
  '3D000': 'the database does not exist',
  '57P03': 'the server is starting up or shutting down',
  '53300': 'too many connections',
};

const MESSAGES: Record<string, string> = {
  'Connection terminated due to connection timeout': 'no answer (timed out)',
  'Connection terminated unexpectedly': 'the connection was closed by the other side',
};

function reason(error: unknown): string {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && REASONS[code]) return REASONS[code];
    if (typeof message === 'string' && MESSAGES[message]) return MESSAGES[message];
  }
  const first = error instanceof Error ? error : new Error(String(error));
  const code = (first as { code?: unknown }).code;
  const message = first.message.split('\n')[0] || first.name;
  return typeof code === 'string' ? `${message} (${code})` : message;
}

export function describeStartFailure(
  error: unknown,
  settings: { databaseUrl: string | undefined; dataDir: string },
): string {
  return settings.databaseUrl
    ? `Start failed: cannot use the database at DATABASE_URL=${withoutPassword(settings.databaseUrl)}: ${reason(error)}`
    : `Start failed: cannot open the embedded database in DATA_DIR=${settings.dataDir}: ${reason(error)}`;
}
