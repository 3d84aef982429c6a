import { CircleAlert, Info } from 'lucide-react';

/** A message that stays on the page, which the screen reader announces: errors as alerts, the rest politely. */
export function Notice({ kind = 'error', children }: { kind?: 'error' | 'info'; children?: string | null }) {
  if (!children) return null;
  const Icon = kind === 'error' ? CircleAlert : Info;
  return (
    <p className={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon aria-hidden="true" size={18} />
      <span>{children}</span>
    </p>
  );
}
