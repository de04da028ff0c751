import { useEffect, useRef, useState } from 'react';

/**
 * A search box whose words live in the address bar: the box follows typing at once, the address once typing has
 * paused for `ms` (spec 001 §9: 500 ms), through `commit`, which replaces the history entry rather than adding one per
 * keystroke. When the address changes by other means (Back, Clear All, a link), the box shows what it holds.
 */
export function useSearchBox(committed: string, commit: (text: string) => void, ms = 500) {
  const [text, setText] = useState(committed);
  const sent = useRef(committed);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => {
    if (committed === sent.current) return;
    sent.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    const settled = text.trim();
    if (settled === sent.current) return;
    const timer = setTimeout(() => {
      // the address may have caught up meanwhile (Clear All)
      if (settled === sent.current) return;
      sent.current = settled;
      latestCommit.current(settled);
    }, ms);
    return () => clearTimeout(timer);
  }, [text, ms]);

  return { text, setText };
}
