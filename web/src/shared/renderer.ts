import { useEffect, useState } from 'react';
import type { RenderOptions } from './markdown/render';

export type Renderer = (source: string, options?: RenderOptions) => string;
let renderer: Promise<Renderer> | undefined;
let loadedRenderer: Renderer | null = null;
/** The markdown, highlighter, sanitiser and KaTeX code (and KaTeX's CSS and fonts) load with the page using them. */
export const loadRenderer = () =>
  (renderer ??= import('./markdown/render').then((m) => (loadedRenderer = m.renderMessage)));

/**
 * The renderer once it has loaded (null until then). A page shows its rendered texts only with it: plain text
 * first and rendered markdown a moment later would shift the page under the learner's eyes.
 */
export function useRenderer(): Renderer | null {
  const [render, setRender] = useState<Renderer | null>(() => loadedRenderer);
  useEffect(() => {
    let live = true;
    if (!render) void loadRenderer().then((r) => live && setRender(() => r));
    return () => {
      live = false;
    };
  }, [render]);
  return render;
}
