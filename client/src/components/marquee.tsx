import './marquee.css';

interface MarqueeProps {
  /** Plain text only: never HTML. */
  text: string;
}

/**
 * Scrolling text, like the old marquee element: one copy of the text, moved by CSS, so assistive
 * technology reads it once. Reduced motion shows it still and wrapped.
 */
export function Marquee({ text }: MarqueeProps) {
  return (
    <span className="marquee">
      <span className="marquee__track">
        <span className="marquee__text">{text}</span>
      </span>
    </span>
  );
}
