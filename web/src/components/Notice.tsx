/** A message the screen reader announces: errors as alerts, the rest politely. */
export function Notice({ kind = 'error', children }: { kind?: 'error' | 'info'; children?: string | null }) {
  if (!children) return null;
  return (
    <p className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
