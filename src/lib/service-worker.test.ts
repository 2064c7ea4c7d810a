/**
 * The update prompt's signal (PRODUCT.md §8) from the browser's registration API (decision 130):
 * a version waiting while an older one controls the page, at start or once an update installs.
 */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** An update found: installing, then installed and waiting. */
  update() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.install();
  }
}

function controlled(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller },
  });
}

// One module state per test: the signal only ever turns on.
beforeEach(() => vi.resetModules());

async function freshWatch(registration: FakeRegistration) {
  const module = await import('./service-worker');
  module.watchForWaiting(registration as unknown as ServiceWorkerRegistration);
  return module.isUpdateAvailable;
}

describe('the service worker update signal', () => {
  it('is off for the first install, which takes control at once', async () => {
    controlled(null);
    const registration = new FakeRegistration();
    const available = await freshWatch(registration);
    registration.update();
    expect(available()).toBe(false);
  });

  it('turns on when an update installs while an older version controls the page', async () => {
    controlled({});
    const registration = new FakeRegistration();
    const available = await freshWatch(registration);
    expect(available()).toBe(false);
    registration.update();
    expect(available()).toBe(true);
  });

  it('turns on at start for a version already waiting (an earlier visit, another tab)', async () => {
    controlled({});
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const available = await freshWatch(registration);
    expect(available()).toBe(true);
  });

  it('stays off while an update is still installing', async () => {
    controlled({});
    const registration = new FakeRegistration();
    const available = await freshWatch(registration);
    registration.installing = new FakeWorker();
    registration.dispatchEvent(new Event('updatefound'));
    expect(available()).toBe(false);
  });
});
