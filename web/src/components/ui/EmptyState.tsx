import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** The next thing to do, usually a Button or ButtonLink. */
  action?: ReactNode;
  /** The title's heading level: h1 when the empty state is the whole page. */
  headingLevel?: 1 | 2 | 3;
}

/** What a screen shows when there is nothing yet: an icon, a title, a sentence and the next action. */
export function EmptyState({ icon, title, body, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      <div className="empty-state-icon" aria-hidden="true">
        {icon}
      </div>
      <Heading className="empty-state-title">{title}</Heading>
      {body && <p className="empty-state-body">{body}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
