import { Router } from 'express';
import type { Redis } from 'ioredis';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import type { ViewerModel } from './model';

/** Where the web app reads the signed-in user's own profile picture. */
export const AVATAR_PATH = '/media/avatar';
const MAX_BYTES = 256 * 1024;
const FETCH_TIMEOUT_MS = 5000;
const KEEP_SECONDS = 24 * 3600;
/** A picture that could not be fetched is not asked for again for this long. */
const MISS_SECONDS = 600;

/** Image types by their first bytes: what the file is, whatever the server said. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/**
 * Only the hosts profile pictures come from: Google's (https, googleusercontent.com) and, outside production, the
 * local Google stand-in. A picture URL is the provider's, but the gateway fetching any URL would be a way in.
 */
export function isPictureSource(url: string, config: Pick<Config, 'NODE_ENV' | 'DEV_GOOGLE_PORT'>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && /(^|\.)googleusercontent\.com$/.test(parsed.hostname)) return true;
  return (
    config.NODE_ENV !== 'production' &&
    parsed.protocol === 'http:' &&
    ['localhost', '127.0.0.1'].includes(parsed.hostname) &&
    parsed.port === String(config.DEV_GOOGLE_PORT)
  );
}

/** The picture's bytes and type, or undefined when it is too large, slow, not an image or not there. */
async function fetchPicture(url: string): Promise<{ type: string; bytes: Buffer } | undefined> {
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok || !res.body) return undefined;
    if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_BYTES) return undefined; // leaving the loop cancels the body
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    const type = imageType(bytes);
    return type ? { type, bytes } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user's own profile picture, served from the gateway's origin (issue 31, item 10): the browser
 * never asks Google (or any other host) for it, so no third party learns who is looking at the app. The gateway
 * fetches it once (at most 256 KB, 5 s, PNG, JPEG, GIF or WebP by content, from the allowed hosts only) and keeps
 * it in Redis for a day under the user and the picture's URL; 404 when there is none, and the page shows the
 * initial instead.
 */
export function avatarRoute(viewer: ViewerModel, redis: Redis, config: Config): Router {
  const router = Router();
  const prefix = config.NAMESPACE ? `${config.NAMESPACE}:` : '';
  router.get('/', async (req, res, next) => {
    try {
      const user = callerOf(req).user;
      if (!user) {
        res.status(401).json({ message: 'You must be signed in' });
        return;
      }
      const url = (await viewer.read(user))?.picture;
      if (typeof url !== 'string' || !isPictureSource(url, config)) {
        res.status(404).json({ message: 'No picture' });
        return;
      }
      const key = `${prefix}avatar:${user.id}`;
      const [cachedUrl, cachedType, cachedBytes] = await redis.hmgetBuffer(key, 'u', 't', 'b');
      let picture =
        cachedUrl?.toString() === url
          ? { type: cachedType?.toString() ?? '', bytes: cachedBytes }
          : undefined;
      if (!picture) {
        const fetched = await fetchPicture(url);
        picture = fetched ?? { type: '', bytes: null };
        await redis
          .multi()
          .del(key)
          .hset(key, { u: url, t: picture.type, b: picture.bytes ?? '' })
          .expire(key, fetched ? KEEP_SECONDS : MISS_SECONDS)
          .exec();
      }
      if (!picture.type || !picture.bytes?.length) {
        res.status(404).json({ message: 'No picture' });
        return;
      }
      res.type(picture.type).set('cache-control', 'private, max-age=86400').send(picture.bytes);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
