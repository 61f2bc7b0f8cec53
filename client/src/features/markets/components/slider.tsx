import { useEffect, useRef, useState } from 'react';
import { useSliderImages } from '../api/slider-images';
import './slider.css';
import { useTexts } from '../../../i18n/use-texts';

const ADVANCE_MS = 4000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A scroll-snap carousel of the slider images, advancing every 4 s (not with reduced motion). */
export function Slider() {
  const t = useTexts();
  const { data: images } = useSliderImages();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = images?.length ?? 0;

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  // A slide's width is read, which forces a layout, only once there is somewhere to scroll to:
  // on first render the track already shows the first slide.
  const advanced = useRef(false);
  useEffect(() => {
    if (index === 0 && !advanced.current) return;
    advanced.current = true;
    const el = track.current;
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  }, [index]);

  // Hold the slider's place while the images load, so the market list below does not jump.
  if (!images) return <div className="slider slider--loading" aria-hidden="true" />;
  if (count === 0) return null;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label={t('Offers')}>
      {/* A region that scrolls sideways is reached by keyboard too (WCAG 2.1.1), so it is focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={track} className="slider__track" tabIndex={0}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="slider__slide">
            <img
              src={src}
              alt={t('Offer {number} of {count}', { number: i + 1, count })}
              width={800}
              height={360}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first slide is the home screen's largest paint. React 18 has no fetchPriority
              // prop: the attribute is given as HTML spells it.
              {...{ fetchpriority: i === 0 ? 'high' : 'auto' }}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <div className="slider__dots" aria-hidden="true">
        {images.map((src, i) => (
          <span
            key={`${src}-${i}`}
            className={i === index ? 'slider__dot is-active' : 'slider__dot'}
          />
        ))}
      </div>
    </section>
  );
}
