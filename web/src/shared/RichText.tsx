import { useMemo } from 'react';
import { useRenderer } from './renderer';
import './content.css';

/**
 * A text from the server with markdown, maths (\( \), \[ \]) and code fences: typeset math, code blocks left to
 * right in monospace; each paragraph takes its direction from its own text. Plain text until the renderer loads.
 */
export function RichText({ source, className }: { source: string; className?: string }) {
  const render = useRenderer();
  // renderMessage's output passed DOMPurify's allow-list; its math was typeset by KaTeX from text.
  const html = useMemo(() => (render ? render(source, { autoDirection: true }) : null), [render, source]);
  const classes = ['content', className].filter(Boolean).join(' ');
  if (html === null)
    return (
      <div className={`${classes} plain`} dir="auto">
        {source}
      </div>
    );
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
