import { describe, expect, it } from 'vitest';
import { childLogger, createLogger, silentLogger, type LogFormat, type LogLevel } from './logger';
import { REDACTED_FIELDS } from './logging/redaction';
import { formatPretty } from './logging/pretty-stream';

function capture(level: LogLevel = 'debug', format: LogFormat = 'json') {
  let output = '';
  const log = createLogger(level, {
    format,
    destination: { write: (line) => void (output += line) },
  });
  const lines = () =>
    output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, raw: () => output };
}

describe('the log', () => {
  it('writes one JSON line per event with level name, ISO time and message', () => {
    const { log, lines } = capture();
    log.info('started');
    const [line] = lines();
    expect(line).toMatchObject({ level: 'info', msg: 'started' });
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('keeps the call shape log.level(message, extra): errors, objects, anything else', () => {
    const { log, lines } = capture();
    log.error('failed', new TypeError('no such thing'));
    log.warn('counted', { userId: 'u-1', count: 3 });
    log.info('listed', ['a', 'b']);
    log.debug('plain', 42);
    const [error, object, array, number] = lines();
    expect(error!.err).toMatchObject({ type: 'TypeError', message: 'no such thing' });
    expect(object).toMatchObject({ msg: 'counted', userId: 'u-1', count: 3 });
    expect(array).toMatchObject({ extra: ['a', 'b'] });
    expect(number).toMatchObject({ extra: 42 });
  });

  it('drops lines below its level', () => {
    const { log, raw } = capture('warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(raw().match(/"msg":"(\w)"/g)).toEqual(['"msg":"w"', '"msg":"e"']);
  });

  it('redacts credentials and patient fields at the top and below', () => {
    const { log, lines } = capture();
    log.info('probe', {
      password: 'Geheim-123',
      code: 'mail-link-code',
      'set-cookie': 'refresh_token=abc',
      userId: 'u-1',
      patient: { id: 'p-1', lastName: 'Meier' },
      input: { id: 'p-2', birthday: '1941-05-17', address: { street: 'Hauptstraße' } },
      rows: [{ healthInsuranceNumber: 'X110411675' }],
    });
    expect(lines()[0]).toMatchObject({
      password: '[redacted]',
      code: '[redacted]',
      'set-cookie': '[redacted]',
      userId: 'u-1',
      patient: '[redacted]',
      input: { id: 'p-2', birthday: '[redacted]', address: '[redacted]' },
      rows: [{ healthInsuranceNumber: '[redacted]' }],
    });
  });

  it('takes the patient fields from the contract, and never ids', () => {
    for (const field of ['firstName', 'lastName', 'birthday', 'healthInsuranceNumber', 'insurer']) {
      expect(REDACTED_FIELDS).toContain(field);
    }
    for (const field of ['note', 'particularities', 'phoneNumber', 'street', 'zipCode']) {
      expect(REDACTED_FIELDS).toContain(field);
    }
    expect(REDACTED_FIELDS).not.toContain('id');
  });

  it('reduces a failed query to its SQL, SQLSTATE and names, at any depth', () => {
    const { log, raw, lines } = capture();
    const database = Object.assign(
      new Error('value "2147483648" is out of range for type integer'),
      {
        code: '22003',
        severity: 'ERROR',
        routine: 'pg_strtoint32_safe',
        detail: 'Failing row contains (Anna, Meier)',
        where: "unnamed portal parameter $3 = '2147483648'",
      },
    );
    const query = Object.assign(
      new Error(
        'Failed query: update "patients" set "version" = $3\nparams: Anna,Meier,2147483648',
      ),
      {
        query: 'update "patients" set "version" = $3',
        params: ['Anna', 'Meier', 2147483648],
        cause: database,
      },
    );
    log.error('failed', { nested: { deeper: { err: query } } });
    expect(raw()).not.toMatch(/Anna|Meier|2147483648/);
    const err = (lines()[0]!.nested as { deeper: { err: unknown } }).deeper.err;
    expect(err).toMatchObject({
      message: 'query failed',
      query: 'update "patients" set "version" = $3',
      cause: { sqlState: '22003', severity: 'ERROR', routine: 'pg_strtoint32_safe' },
    });
  });

  it('gives child loggers the fields of their parent line', () => {
    const { log, lines } = capture();
    childLogger(log, { requestId: 'r-1' }).info('inside');
    expect(lines()[0]).toMatchObject({ requestId: 'r-1', msg: 'inside' });
    // A logger that is not ours (tests' silent one) stays as it is.
    expect(childLogger(silentLogger, { requestId: 'r-2' })).toBe(silentLogger);
  });
});

describe('pretty lines', () => {
  it('show time, level and message, then the fields, and an error’s frames below', () => {
    const line = JSON.stringify({
      level: 'warn',
      time: '2026-11-22T14:05:58.504Z',
      pid: 1,
      hostname: 'h',
      requestId: 'r-1',
      route: '/v1/patients/:id',
      note: 'two words',
      err: { type: 'Error', message: 'boom', stack: '    at f (x.ts:1:1)' },
      msg: 'request',
    });
    expect(formatPretty(`${line}\n`)).toBe(
      '14:05:58.504 WARN  request requestId=r-1 route=/v1/patients/:id note="two words" ' +
        'err={"type":"Error","message":"boom"}\n    at f (x.ts:1:1)\n',
    );
  });

  it('redact like the JSON lines, as they format what pino already wrote', () => {
    const { log, raw } = capture('info', 'json');
    let pretty = '';
    const prettyLog = createLogger('info', {
      format: 'pretty',
      destination: { write: (line) => void (pretty += formatPretty(line)) },
    });
    for (const target of [log, prettyLog]) target.info('probe', { lastName: 'Meier' });
    expect(raw()).not.toContain('Meier');
    expect(pretty).toMatch(/INFO {2}probe lastName=\[redacted\]\n$/);
  });
});
