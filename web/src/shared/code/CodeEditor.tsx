import type { CodeLanguage } from '.';

export interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  language: CodeLanguage;
  /** The accessible name ("Your code"). */
  label: string;
  readOnly?: boolean;
  /** The editor's height in lines before it scrolls (default 12). */
  lines?: number;
}

/** Placeholder until the CodeMirror editor lands: same props, always left-to-right. */
export function CodeEditor({ value, onChange, label, readOnly, lines = 12 }: CodeEditorProps) {
  return (
    <textarea
      dir="ltr"
      aria-label={label}
      value={value}
      readOnly={readOnly}
      rows={lines}
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
