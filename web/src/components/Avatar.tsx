import { useState } from 'react';

/** The gateway serves the signed-in user's picture from its own origin: the browser never asks Google for it. */
const AVATAR_PATH = '/media/avatar';

/** A short fingerprint of the picture's address, so a changed picture is a new URL for the browser's cache. */
function versionOf(picture: string): string {
  let hash = 0;
  for (let i = 0; i < picture.length; i++) hash = (hash * 31 + picture.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * The signed-in user's profile picture, through the gateway (issue 31, item 10), or their initial when there is
 * none or it fails to load. `picture` is the provider's address, used only to know whether there is one.
 */
export function Avatar({ name, picture, large }: { name: string; picture?: string | null; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = large ? 'avatar large' : 'avatar';
  return picture && !failed ? (
    <img
      src={`${AVATAR_PATH}?v=${versionOf(picture)}`}
      alt=""
      className={className}
      onError={() => setFailed(true)}
    />
  ) : (
    <span className={`${className} initial`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
