import { useMemo } from 'react';
import { useRenderer } from './renderer';
import './content.css';

/**
 * A text from the server with markdown, maths (\( \), \[ \]) and code fences: typeset math, code blocks left to
 * right in monospace; each paragraph takes its direction from its own text unless told not to (a line of Eastern
 * Arabic digits and signs has no letter to take it from). Plain text until the renderer loads.
 */
export function RichText({
  source,
  className,
  autoDirection = true,
}: {
  source: string;
  className?: string;
  /** Each paragraph's direction from its own text; false: the surrounding direction (maths in digits only). */
  autoDirection?: boolean;
}) {
  const render = useRenderer();
  // renderMessage's output passed DOMPurify's allow-list; its math was typeset by KaTeX from text.
  const html = useMemo(
    () => (render ? render(source, { autoDirection }) : null),
    [render, source, autoDirection],
  );
  const classes = ['content', className].filter(Boolean).join(' ');
  if (html === null)
    return (
      <div className={`${classes} plain`} dir={autoDirection ? 'auto' : undefined}>
        {source}
      </div>
    );
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
