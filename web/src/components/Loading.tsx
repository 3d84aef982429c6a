import { Skeleton } from './ui';

/** A page on its way (a lazy route, the session check): the shape of a page, not a bare "Loading...". */
export function Loading() {
  return (
    <div className="page">
      <Skeleton className="page-skeleton" lines={4} />
    </div>
  );
}
