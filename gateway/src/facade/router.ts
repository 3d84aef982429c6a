/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are untyped here; the contract's zod shapes check what goes out (tests) */
import { randomUUID } from 'node:crypto';
import { speechKey } from '@tutor/contracts';
import type { Logger } from '@tutor/service-runtime';
import express, {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Redis } from 'ioredis';
import type { ReplyRelay } from '../streams/reply-relay';
import multer from 'multer';
import type { z } from 'zod';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import type { ExecuteGraphql } from '../graphql/context';
import type { CreateAccount } from '../auth/signup';
import { CONTRACT, type RouteContract, type RouteName } from './contract';
import { FacadeError, fromGraphqlErrors } from './errors';
import { HANDLERS, type HandlerContext } from './handlers';
import { openApiDocument } from './openapi';
import { RATE_LIMITED } from '../edge/rate-limits';

type Handler = (ctx: HandlerContext, input: Record<string, any>, req: Request) => Promise<unknown>;

/** Client mistakes in the body itself: malformed JSON (400), too large (413). */
function bodyErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON body' });
  if (type === 'entity.too.large') return void res.status(413).json({ message: 'Request body is too large' });
  next(err);
}

/**
 * The multipart image upload; whatever goes wrong while reading it is the client's body (a cut or malformed form,
 * too many parts): 413 for a file over the limit, 400 otherwise, never a server error.
 */
function imageUpload(config: Config): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: config.IMAGE_MAX_BYTES, files: 1, fields: 10 },
  }).single('image');
  return (req: Request, res: Response, next: NextFunction) =>
    upload(req, res, (err?: unknown) => {
      if (!err) return next();
      if ((err as { code?: string }).code === 'LIMIT_FILE_SIZE')
        return void res.status(413).json({ message: 'The image is too large' });
      res.status(400).json({ message: `Malformed multipart body: ${(err as Error).message}` });
    });
}

/**
 * The `/auth/*` REST facade: each route authorises from the session (never from the e-mail the client sends),
 * validates its input against the contract, and runs GraphQL operations on the supergraph.
 */
export function facadeRoutes(
  config: Config,
  redis: Redis,
  relay: ReplyRelay,
  execute: ExecuteGraphql,
  log: Logger,
  createAccount: CreateAccount,
): Router {
  const router = Router();
  const json = express.json({ limit: config.JSON_BODY_LIMIT });
  const upload = imageUpload(config);
  router.get('/auth/openapi.json', (_req, res) => void res.json(openApiDocument()));

  const special = specialHandlers(redis);

  for (const [name, route] of Object.entries(CONTRACT) as [RouteName, RouteContract][]) {
    if (name === 'loginSuccess') continue; // served with sign-in (auth.ts)
    const handler = (special[name] ?? HANDLERS[name as keyof typeof HANDLERS]) as Handler;
    const parsers =
      route.consumes === 'multipart/form-data' ? [upload] : route.method === 'get' ? [] : [json];
    router[route.method](
      route.path,
      ...parsers,
      serveRoute(route, handler, { config, execute, relay, log, createAccount }),
    );
  }
  router.use(bodyErrors);
  return router;
}

/** The routes whose work is more than one GraphQL call: speech bytes from Redis, an image's upload then its wait. */
function specialHandlers(redis: Redis): Partial<Record<RouteName, Handler>> {
  return {
    generateAudio: async (ctx, input) => {
      const result = await ctx.execute<{ synthesizeSpeech: { id: string; contentType: string } }>(
        'mutation($t: String!, $l: String!) { synthesizeSpeech(text: $t, language: $l) { id contentType } }',
        {
          t: input.text,
          l: String(input.language ?? 'en')
            .toLowerCase()
            .startsWith('ar')
            ? 'ar'
            : 'en',
        },
        ctx.caller,
      );
      if (result.errors?.length) throw fromGraphqlErrors(result.errors);
      const audio = await redis.getBuffer(speechKey(result.data!.synthesizeSpeech.id));
      if (!audio) throw new FacadeError(502, 'The audio could not be made');
      return { audio, contentType: result.data!.synthesizeSpeech.contentType };
    },
    sendImageWithModel: async (ctx, input, req) => {
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) throw new FacadeError(400, 'image is required');
      const messageId = String(Date.now());
      const sent = await ctx.execute<{ sendImage: { replyId: string } }>(
        'mutation($c: ID!, $m: ID!, $i: String!) { sendImage(conversationId: $c, messageId: $m, imageBase64: $i) { replyId } }',
        { c: input.conversationId, m: messageId, i: file.buffer.toString('base64') },
        ctx.caller,
      );
      if (sent.errors?.length) throw fromGraphqlErrors(sent.errors);
      // The rest is the ordinary send's wait: reuse it with the message already sent (idempotent on its id).
      return HANDLERS.sendMessageWithModel(ctx, {
        conversationId: input.conversationId,
        messageId,
        message: '',
      });
    },
  };
}

interface RouteDeps {
  config: Config;
  execute: ExecuteGraphql;
  relay: ReplyRelay;
  log: Logger;
  createAccount: CreateAccount;
}

/** One contract route: the caller from the session, its access, its input checked, then its handler's answer. */
function serveRoute(route: RouteContract, handler: Handler, deps: RouteDeps) {
  const { config, execute, relay, log, createAccount } = deps;
  return async (req: Request, res: Response) => {
    try {
      // A new Google identity's first onboarding write creates its account (the contract has no sign-up call).
      if (route.signsUp && !req.session.user) await createAccount(req);
      const caller = callerOf(req);
      if (!caller.user) throw new FacadeError(401, 'You must be signed in');
      if (route.access === 'owner' && caller.user.role !== 'Owner')
        throw new FacadeError(403, 'Only the owner can do this');
      const raw = { ...(route.method === 'get' ? req.query : (req.body ?? {})), ...req.params };
      const parsed = (
        route.request ?? ({ safeParse: () => ({ success: true, data: {} }) } as unknown as z.ZodType)
      ).safeParse(raw);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
          .join('; ');
        throw new FacadeError(400, `Invalid request: ${problems}`);
      }
      const input = parsed.data as Record<string, any>;
      // The contract sends the user's e-mail; it is checked against the session, never trusted.
      if (
        route.access === 'learner' &&
        input.email &&
        String(input.email).toLowerCase() !== caller.user.email.toLowerCase()
      ) {
        throw new FacadeError(403, 'You can only act on your own account');
      }
      const ctx: HandlerContext = {
        caller,
        execute,
        relay,
        replyWaitMs: config.REPLY_WAIT_MS,
        messagesCap: config.FACADE_MESSAGES_CAP,
      };
      const result = await handler(ctx, input, req);
      if (route.produces) {
        const { audio, contentType } = result as { audio: Buffer; contentType: string };
        res.type(contentType).send(audio);
      } else res.json(result);
    } catch (err) {
      if (err instanceof FacadeError) {
        if (err.retryAfterSeconds) {
          res.set('Retry-After', String(err.retryAfterSeconds));
          return void res.status(err.status).json({
            message: err.message,
            code: RATE_LIMITED,
            retryAfterSeconds: err.retryAfterSeconds,
          });
        }
        return void res.status(err.status).json({ message: err.message });
      }
      const id = randomUUID();
      log.error({ err, route: route.path, errorId: id }, 'facade route failed');
      res.status(500).json({ message: `Something went wrong (${id})` });
    }
  };
}
