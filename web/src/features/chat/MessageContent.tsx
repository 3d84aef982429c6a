import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui';
import { useRenderer } from '../../shared/renderer';
import '../../shared/content.css';
import { useCopyToClipboard } from './useCopyToClipboard';

function CopyButton({ code }: { code: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard(code, 'code');
  return (
    <Button
      size="sm"
      variant="ghost"
      className="copy-code"
      icon={copied ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
      onClick={() => void copy()}
      aria-live="polite"
    >
      {copied ? t('chat.copied') : t('chat.copyCode')}
    </Button>
  );
}

/** A Copy button's place next to one code block: the block is wrapped, so the button sits outside its HTML. */
interface CodeSlot {
  host: HTMLElement;
  code: string;
  /** The fence's language (from its `language-x` class), shown above the block. */
  language?: string;
}

/**
 * One message's content: plain text until the renderer has loaded, then sanitised HTML with typeset math and
 * highlighted code, each code block with a Copy button (rendered by React into the block's wrapper).
 */
export function MessageContent({ source, autoDirection }: { source: string; autoDirection?: boolean }) {
  const render = useRenderer();
  const ref = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<CodeSlot[]>([]);
  // renderMessage's output passed DOMPurify's allow-list; the math in it was typeset by KaTeX from text.
  const html = useMemo(
    () => (render ? render(source, { autoDirection }) : null),
    [render, source, autoDirection],
  );
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || html === null) return;
    const wrapped = [...root.querySelectorAll('pre.code')].map((pre) => {
      const block = document.createElement('div');
      block.className = 'code-block';
      const host = document.createElement('div');
      host.className = 'code-actions';
      pre.replaceWith(block);
      block.append(host, pre);
      const language = [...pre.classList].find((c) => c.startsWith('language-'))?.slice('language-'.length);
      return { block, pre, host, code: pre.textContent ?? '', language };
    });
    setSlots(wrapped.map(({ host, code, language }) => ({ host, code, language })));
    return () => {
      for (const { block, pre } of wrapped) if (block.isConnected) block.replaceWith(pre);
    };
  }, [html]);
  if (html === null) return <div className="content plain">{source}</div>;
  return (
    <>
      <div ref={ref} className="content" dangerouslySetInnerHTML={{ __html: html }} />
      {slots.map((slot, i) =>
        createPortal(
          <>
            <span className="code-language">{slot.language}</span>
            <CopyButton code={slot.code} />
          </>,
          slot.host,
          String(i),
        ),
      )}
    </>
  );
}
