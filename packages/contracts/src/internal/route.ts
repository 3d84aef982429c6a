import type { z } from 'zod';

/**
 * One internal HTTP route, as its server and its callers both read it: under the service's `/internal`, behind the
 * signed service identity. `input` is the JSON body of a POST, or the path parameters of a GET (each `:name` in
 * `path` is the input's field of that name).
 */
export interface InternalRoute {
  method: 'GET' | 'POST';
  path: string;
  input: z.ZodObject;
  answer: z.ZodType;
}

/** A service's internal routes, and the error code a refusal without one in its body stands for, by status. */
export interface InternalContract {
  service: string;
  routes: Record<string, InternalRoute>;
  errors: Record<number, string>;
}

/** What a caller sends to a route. */
export type InputOf<R extends InternalRoute> = z.input<R['input']>;
/** What the route's handler receives once its input is read. */
export type ParsedInputOf<R extends InternalRoute> = z.output<R['input']>;
/** What the route answers. */
export type AnswerOf<R extends InternalRoute> = z.output<R['answer']>;

/** The path of a route for an input: each `:name` replaced by the input's field of that name. */
export function internalPathOf(route: InternalRoute, input: Record<string, unknown>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name])));
}
