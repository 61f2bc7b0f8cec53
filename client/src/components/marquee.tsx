import { useLayoutEffect, useRef } from 'react';
import './marquee.css';

interface MarqueeProps {
  /** Plain text only: never HTML. */
  text: string;
}

/**
 * Scrolling text, like the old marquee element, but readable: a text that fits stands still; one
 * that does not starts at its beginning, waits, scrolls until its end shows, waits, and starts
 * over (marquee.css). One copy of the text, so assistive technology reads it once. Reduced motion
 * shows it still and wrapped.
 */
export function Marquee({ text }: MarqueeProps) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = outer?.firstElementChild;
    if (!outer || !(inner instanceof HTMLElement)) return;
    // Measured when the observer reports the sizes: in the first frame, after the browser's own
    // layout and before its paint (read during the render instead, they cost a slow phone a
    // layout of the whole page of its own), then whenever the box or the text changes size (the
    // wallet pill arriving).
    const fit = () => {
      const overflow = inner.offsetWidth - outer.clientWidth;
      outer.toggleAttribute('data-scrolls', overflow > 0);
      outer.style.setProperty('--marquee-overflow', String(overflow));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span className="marquee" ref={box}>
      <span className="marquee__text">{text}</span>
    </span>
  );
}
