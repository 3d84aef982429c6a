import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/**
 * Copies a text to the clipboard; `copied` is true for two seconds after, for a "Copied" with a check. Without a
 * clipboard (permission, or an insecure origin) nothing happens but a console warning: the text stays selectable.
 */
export function useCopyToClipboard(
  text: string,
  what: string,
): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (err) {
      console.warn(`copy ${what}`, err);
    }
  };
  return { copied, copy };
}
