/**
 * The expression box: MathLive's math-field (loaded with this module only, so no other page carries it), with its
 * virtual keyboard on touch screens. Its fonts are bundled same-origin from mathlive/fonts.css; sounds are off
 * (nothing is fetched from a CDN). The value goes to the server as ASCII maths, which its mathjs parser reads.
 */
import { MathfieldElement } from 'mathlive';
import 'mathlive/fonts.css';
import { useEffect, useRef } from 'react';

MathfieldElement.fontsDirectory = null; // the fonts come with fonts.css above
MathfieldElement.soundsDirectory = null;

// The phone's maths keyboard covers the page's lower part: the page grows by its height, so Check and the hints
// can still be scrolled into view above it.
window.mathVirtualKeyboard.addEventListener('geometrychange', () => {
  const { visible, boundingRect } = window.mathVirtualKeyboard;
  document.body.style.paddingBlockEnd = visible ? `${Math.ceil(boundingRect.height)}px` : '';
});

/** MathLive's ASCIIMath to what mathjs reads: `xx` and `*` for times, `-:` for division, no \text wrappers. */
export function toPlainMath(ascii: string): string {
  return ascii
    .replace(/\s*xx\s*/g, '*')
    .replace(/\s*-:\s*/g, '/')
    .replace(/\s*cdot\s*/g, '*')
    .replace(/"([^"]*)"/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export default function MathField({
  id,
  label,
  describedBy,
  disabled,
  onChange,
  onEnter,
}: {
  id: string;
  label: string;
  describedBy?: string;
  disabled: boolean;
  onChange(plain: string): void;
  onEnter(): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const handlers = useRef({ onChange, onEnter });
  handlers.current = { onChange, onEnter };

  useEffect(() => {
    const mf = new MathfieldElement();
    mf.id = id;
    mf.mathVirtualKeyboardPolicy = 'auto';
    mf.smartFence = true;
    mf.className = 'math-field input';
    mf.setAttribute('dir', 'ltr');
    mf.setAttribute('aria-label', label);
    if (describedBy) mf.setAttribute('aria-describedby', describedBy);
    mf.addEventListener('input', () => handlers.current.onChange(toPlainMath(mf.getValue('ascii-math'))));
    // Not MathLive's `change`: it fires on blur too, and leaving the box must not send the answer.
    mf.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') handlers.current.onEnter();
    });
    host.current?.append(mf);
    field.current = mf;
    return () => {
      window.mathVirtualKeyboard.hide();
      mf.remove();
      field.current = null;
    };
  }, [id, label, describedBy]);

  useEffect(() => {
    if (field.current) field.current.disabled = disabled;
  }, [disabled]);

  return <div ref={host} className="math-field-host" />;
}
