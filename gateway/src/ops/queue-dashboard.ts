import type { Lifecycle } from '@tutor/service-runtime';
import { createRedis } from '@tutor/service-runtime/redis';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board for the reply and speech queues, for the owner only (checked on every request, pages and API). It
 * is built at the owner's first visit: Bull Board and its queue handles are megabytes of every gateway's idle
 * memory that only the owner ever uses (BullMQ too: the gateway loads it only here).
 */
export function queueDashboard(config: Config, lifecycle: Lifecycle): Router {
  let dashboard: Router | undefined;
  const build = (): Router => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createBullBoard } = require('@bull-board/api') as typeof import('@bull-board/api');
    const { BullMQAdapter } =
      require('@bull-board/api/bullMQAdapter') as typeof import('@bull-board/api/bullMQAdapter');
    const { ExpressAdapter } = require('@bull-board/express') as typeof import('@bull-board/express');
    const { createQueue } =
      require('@tutor/service-runtime/queues') as typeof import('@tutor/service-runtime/queues');
    /* eslint-enable @typescript-eslint/no-require-imports */
    // Its own connection: the gateway's shared one pipelines automatically, which BullMQ does not support.
    const connection = createRedis(config.REDIS_URL);
    const queues = [
      createQueue('reply', connection, config.NAMESPACE),
      createQueue('speech', connection, config.NAMESPACE),
    ];
    lifecycle.onShutdown('dashboard queues', async () => {
      await Promise.all(queues.map((q) => q.close()));
      await connection.quit();
    });
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
    return adapter.getRouter() as Router;
  };
  const router = Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    const user = callerOf(req).user;
    if (!user) return void res.status(401).json({ message: 'You must be signed in' });
    if (user.role !== 'Owner')
      return void res.status(403).json({ message: 'Only the owner can see the queues' });
    next();
  });
  router.use((req: Request, res: Response, next: NextFunction) => (dashboard ??= build())(req, res, next));
  return router;
}
