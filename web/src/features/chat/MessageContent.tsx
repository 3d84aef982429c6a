import { useEffect, useState } from 'react';

type Renderer = (source: string) => string;
let renderer: Promise<Renderer> | undefined;
/** The markdown, sanitiser and KaTeX code (and KaTeX's CSS and fonts) load with the first message shown. */
const loadRenderer = () => (renderer ??= import('./markdown/render').then((m) => m.renderMessage));

/** One message's content: plain text until the renderer has loaded, then sanitised HTML with typeset math. */
export function MessageContent({ source }: { source: string }) {
  const [render, setRender] = useState<Renderer | null>(null);
  useEffect(() => {
    let live = true;
    void loadRenderer().then((r) => live && setRender(() => r));
    return () => {
      live = false;
    };
  }, []);
  if (!render) return <div className="content plain">{source}</div>;
  // renderMessage's output passed DOMPurify's allow-list; the math in it was typeset by KaTeX from text.
  return <div className="content" dangerouslySetInnerHTML={{ __html: render(source) }} />;
}
