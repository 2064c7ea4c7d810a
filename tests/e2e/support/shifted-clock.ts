/**
 * Loaded into an e2e server's process (`node --import`) when a story needs a day the machine has
 * not reached yet — the month's end, for the month-end invoicing: the process's clock runs
 * `E2E_CLOCK_OFFSET_MS` ahead of the machine's, as on a machine set that far ahead. `Date.now()`,
 * `new Date()` and `Date()` are shifted; `new Date(x)` of a given moment is that moment, and
 * timers (monotonic) run as they do. Only the e2e support starts a server with it
 * (`startAppServer(…, { clockOffsetMs })`); the server's code knows nothing of it.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? '0');

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : (Reflect.get(target, property, receiver) as unknown),
  });
}
