/**
 * An operation of the API declared once: its method, its path below `/v1`, and the types of its
 * body and answer. The client calls operations by name (lib/api-client `call`), and the offline
 * queue builds its requests from them, so no path or answer type is written twice.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a list endpoint takes in its query string. */
export type ListParams = { page?: number; per_page?: number; search?: string; sort?: string };

export type Endpoint<TParams = void, TBody = undefined, TAnswer = unknown> = {
  method: Method;
  path: (params: TParams) => string;
  /**
   * Never set: carries the body and answer types from the declaration to the call. The body is
   * a parameter, so an endpoint that accepts more stands in where less is sent.
   */
  readonly types?: { send: (body: TBody) => void; answer: TAnswer };
};

const at =
  (method: Method) =>
  <TAnswer, TParams = void, TBody = undefined>(
    path: string | ((params: TParams) => string),
  ): Endpoint<TParams, TBody, TAnswer> => ({
    method,
    path: typeof path === 'string' ? () => path : path,
  });

/** `get<Answer, Params>(path)`, `post<Answer, Params, Body>(path)`, … */
export const endpoint = {
  get: at('GET'),
  post: at('POST'),
  put: at('PUT'),
  delete: at('DELETE'),
};

export type ParamsOf<E> = E extends Endpoint<infer P, never, unknown> ? P : never;
export type BodyOf<E> = E extends Endpoint<never, infer B, unknown> ? B : never;
export type AnswerOf<E> = E extends Endpoint<never, never, infer A> ? A : never;
