import { useState } from 'react';

/** The learner's Google picture, or their initial when there is none or it fails to load. */
export function Avatar({ name, picture, large }: { name: string; picture?: string | null; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = large ? 'avatar large' : 'avatar';
  return picture && !failed ? (
    <img
      src={picture}
      alt=""
      className={className}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  ) : (
    <span className={`${className} initial`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
