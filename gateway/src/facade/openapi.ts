import { z } from 'zod';
import { CONTRACT, type RouteContract } from './contract';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
};
const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
});

function operation(route: RouteContract) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const input = route.request
    ? (schemaOf(route.request, 'input') as { properties?: Record<string, object>; required?: string[] })
    : undefined;
  const parameters = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (route.method === 'get' && input?.properties) {
    for (const [name, schema] of Object.entries(input.properties)) {
      if (!params.includes(name))
        parameters.push({
          name,
          in: 'query',
          required: Boolean(input.required?.includes(name)),
          schema: schema as { type: string },
        });
    }
  }
  const body =
    route.method !== 'get' && input
      ? {
          requestBody: {
            required: true,
            content: {
              [route.consumes ?? 'application/json']: {
                schema: route.consumes
                  ? {
                      ...input,
                      properties: { ...input.properties, image: { type: 'string', format: 'binary' } },
                    }
                  : input,
              },
            },
          },
        }
      : {};
  const ok = route.produces
    ? { description: 'OK', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } }
    : {
        description: 'OK',
        content: { 'application/json': { schema: route.response ? schemaOf(route.response, 'output') : {} } },
      };
  return {
    summary: route.summary,
    security: route.access === 'public' ? [] : [{ session: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...body,
    // A public route (login/success) answers a visitor 200 with the error flag: no 401 or 403 there.
    responses:
      route.access === 'public'
        ? { '200': ok, '502': errorResponse('The account could not be loaded') }
        : {
            '200': ok,
            '400': errorResponse('Invalid request (the message names the problem)'),
            '401': errorResponse(
              route.signsUp ? 'Not signed in with Google' : 'Not signed in (or no account yet)',
            ),
            '403': errorResponse(
              route.access === 'owner'
                ? 'Not the owner, or a missing X-XSRF-TOKEN'
                : "Another user's e-mail, or a missing X-XSRF-TOKEN",
            ),
            '404': errorResponse('Not found (for reject-payment: no pending request)'),
          },
  };
}

/** OpenAPI 3.1 for the `/auth/*` contract, generated from the declared shapes. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of Object.values(CONTRACT) as RouteContract[]) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  paths['/auth/google'] = {
    get: {
      summary: 'Browser navigation: sign in with Google',
      description:
        'Back from Google the browser returns to the return path (`returnTo`, else the same-origin page that navigated here), else /login. Started from /signup, a new Google identity gets its account at once; otherwise its first onboarding write (set-language, set-user-type, student-questions, set-learning-domain) creates it.',
      parameters: [
        {
          name: 'returnTo',
          in: 'query',
          required: false,
          schema: { type: 'string', pattern: '^/' },
          description: 'An app path to return to after sign-in, e.g. /signup',
        },
      ],
      responses: { '302': { description: 'To Google' } },
    },
  };
  paths['/auth/logout'] = {
    get: { summary: 'Browser navigation: sign out', responses: { '302': { description: 'To the web app' } } },
  };
  paths['/auth/signup'] = {
    post: {
      summary:
        "The web app's one-click sign-up: creates the account of the Google identity in the session (outside spec 7)",
      security: [{ session: [] }],
      responses: {
        '201': { description: 'Created' },
        '401': errorResponse('No Google identity in the session'),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tutor /auth API',
      version: '1.0.0',
      description:
        'Cookie-session API of the tutoring product. State-changing calls need the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tutor.sid' } } },
    paths,
  };
}
