/**
 * The code editor itself: CodeMirror 6, loaded only through CodeEditor's lazy import. Line numbers, bracket
 * matching, undo, auto-indent, syntax colours from the design tokens (both themes); always left to right. Tab
 * indents; Escape, then Tab, moves on (keyboard users are never trapped).
 */
import { useEffect, useRef } from 'react';
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  simplifySelection,
} from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type Command,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { CodeEditorProps } from './types';
import { LANGUAGE_SUPPORT } from './languages';

/** Token colours are design tokens (tokens.css), so the editor follows the light and dark themes. */
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword, tags.modifier],
    color: 'var(--syntax-keyword)',
  },
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp, tags.character],
    color: 'var(--syntax-string)',
  },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--syntax-number)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--syntax-comment)',
    fontStyle: 'italic',
  },
  {
    tag: [
      tags.function(tags.variableName),
      tags.function(tags.propertyName),
      tags.definition(tags.function(tags.variableName)),
    ],
    color: 'var(--syntax-title)',
  },
  { tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--syntax-type)' },
  { tag: [tags.meta, tags.processingInstruction, tags.annotation], color: 'var(--syntax-meta)' },
  { tag: tags.invalid, color: 'var(--color-danger)' },
]);

/** Escape: the usual (one cursor again), and for two seconds Tab leaves the editor instead of indenting. */
const escapeThenTab: Command = (view) => {
  simplifySelection(view);
  view.setTabFocusMode(2000);
  return true;
};

const base: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightActiveLine(),
  history(),
  drawSelection(),
  indentOnInput(),
  indentUnit.of('    '),
  bracketMatching(),
  syntaxHighlighting(highlight),
  keymap.of([{ key: 'Escape', run: escapeThenTab }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
];

export default function CodeMirrorEditor({
  value,
  onChange,
  language,
  label,
  readOnly = false,
  autoFocus = false,
  describedBy,
}: CodeEditorProps & { describedBy: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), access: new Compartment() });
  // The latest callback, so the view made once always calls the current one.
  const changed = useRef(onChange);
  changed.current = onChange;

  const access = (name: string, ro: boolean, hint: string): Extension => [
    // tabindex: a read-only editor (not contenteditable then) still takes focus, so its long lines can scroll.
    EditorView.contentAttributes.of({ 'aria-label': name, 'aria-describedby': hint, tabindex: '0' }),
    EditorState.readOnly.of(ro),
    EditorView.editable.of(!ro),
  ];

  useEffect(() => {
    const { language: lang, access: acc } = compartments.current;
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          base,
          lang.of([]),
          acc.of(access(label, readOnly, describedBy)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    if (autoFocus) created.focus();
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is made once; the effects below keep it in step with the props.
  }, []);

  useEffect(() => {
    let current = true;
    void LANGUAGE_SUPPORT[language]().then((support) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.access.reconfigure(access(label, readOnly, describedBy)),
    });
  }, [label, readOnly, describedBy]);

  // A value from outside (a reset to the starter code, a draft restored) replaces the text; the editor's own
  // edits come back equal and change nothing.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const doc = v.state.doc.toString();
    if (doc !== value) v.dispatch({ changes: { from: 0, to: doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="code-editor-host" />;
}
