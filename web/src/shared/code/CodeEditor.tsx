import { lazy, Suspense, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeEditorProps } from './types';
import './code.css';

// CodeMirror is its own chunk: only a page that shows code downloads it.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/**
 * The code editor of the exercise, project and assistant pages: left to right even in the Arabic interface,
 * 16 px text (a phone does not zoom in), long lines scrolling inside it. While CodeMirror loads, the code shows
 * as plain text in the same box.
 */
export function CodeEditor({ lines = 12, ...props }: CodeEditorProps) {
  const { t } = useTranslation();
  const hint = useId();
  const style = { '--code-lines': lines } as CSSProperties;
  return (
    <div className="code-editor" dir="ltr" style={style}>
      <Suspense
        fallback={
          // Focusable: long code scrolls inside it, and a keyboard must be able to scroll it too.
          <pre className="code-editor-loading" aria-busy="true" tabIndex={0}>
            {props.value}
          </pre>
        }
      >
        <CodeMirrorEditor {...props} describedBy={hint} />
      </Suspense>
      <span id={hint} className="visually-hidden">
        {t('codeRunner.editorHint')}
      </span>
    </div>
  );
}
