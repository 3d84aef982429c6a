// The floor for the read path: Express with the gateway's own session middleware reading the same session from
// the same Redis, answering the session's user. A separate process, so its CPU is measured alone.
import express from 'express';
import Redis from 'ioredis';
import sessionModule from '../../gateway/dist/auth/session.js';

const { sessionMiddleware } = sessionModule;
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const app = express();
app.use(
  sessionMiddleware(
    {
      NODE_ENV: 'test',
      SESSION_SECRET: process.env.SESSION_SECRET,
      SESSION_IDLE_MS: 7 * 24 * 3600_000,
      SESSION_ABSOLUTE_MS: 30 * 24 * 3600_000,
    },
    redis,
  ),
);
app.get('/me', (req, res) =>
  req.session.user
    ? res.json({ user: req.session.user })
    : res.status(401).json({ message: 'Not signed in' }),
);
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
});
