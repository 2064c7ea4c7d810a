/**
 * Test support: the API as a function of the request, for code that goes through the app's HTTP
 * client (ky) under jsdom.
 */

// Node's Request (used under jsdom) does not resolve "/v1/…" against the page as browsers do.
export class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input,
      init,
    );
  }
}

export type SeenRequest = {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
};

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces fetch with `answer`; returns the requests it saw. Undo with vi.unstubAllGlobals(). */
export function fakeApi(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const text = await request.text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    seen.push(entry);
    return answer(entry);
  });
  return seen;
}
