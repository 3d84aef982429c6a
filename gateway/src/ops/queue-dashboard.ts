import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { createQueue, type Lifecycle, type Redis } from '@tutor/service-runtime';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Bull Board for the reply and speech queues, for the owner only (checked on every request, pages and API). */
export function queueDashboard(config: Config, redis: Redis, lifecycle: Lifecycle): Router {
  const queues = [
    createQueue('reply', redis, config.NAMESPACE),
    createQueue('speech', redis, config.NAMESPACE),
  ];
  lifecycle.onShutdown('dashboard queues', () => Promise.all(queues.map((q) => q.close())));
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  const router = Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    const user = callerOf(req).user;
    if (!user) return void res.status(401).json({ message: 'You must be signed in' });
    if (user.role !== 'Owner')
      return void res.status(403).json({ message: 'Only the owner can see the queues' });
    next();
  });
  router.use(adapter.getRouter() as Router);
  return router;
}
