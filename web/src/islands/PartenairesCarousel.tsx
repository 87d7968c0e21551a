import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { ImageAttrs } from '../lib/images';

interface PartenaireLogo {
  id: string;
  nom: string;
  siteWeb: string;
  logo: ImageAttrs;
}

interface Props {
  partenaires: PartenaireLogo[];
  /** `bullet` keeps Swiper's `{{index}}` placeholder. */
  labels: { prev: string; next: string; pause: string; play: string; bullet: string };
}

/** 'They trusted us' strip, with docs/product.md §9's settings. */
export const CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 30,
  breakpoints: { 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } },
  loop: true,
  autoplay: { delay: 3000, disableOnInteraction: false },
};

export interface Motion {
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

/**
 * The strip moves by itself only when nobody asked it not to (WCAG 2.2.2): never once paused (a visitor
 * who prefers reduced motion starts paused and may press play), and not while the pointer or the
 * keyboard focus is on the logos.
 */
export function shouldAutoplay({ paused, hovered, focused }: Motion): boolean {
  return !paused && !hovered && !focused;
}

/** A visitor who prefers reduced motion starts paused. */
export const initiallyPaused = (reducedMotion: boolean) => reducedMotion;

export default function PartenairesCarousel({ partenaires, labels }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    setPaused(initiallyPaused(window.matchMedia('(prefers-reduced-motion: reduce)').matches));
  }, []);

  const running = shouldAutoplay({ paused, hovered, focused });
  useEffect(() => {
    if (!swiper?.autoplay || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, running]);

  return (
    <div className="partners-carousel" data-autoplay={running ? 'running' : 'stopped'}>
      <button
        type="button"
        className="carousel-toggle"
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
        data-testid="carousel-toggle"
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />}
        </svg>
        {paused ? labels.play : labels.pause}
      </button>
      <div
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <Swiper
          modules={[A11y, Autoplay, Navigation, Pagination]}
          {...CAROUSEL}
          navigation
          pagination={{ clickable: true }}
          a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next, paginationBulletMessage: labels.bullet }}
          onSwiper={(instance) => {
            // Autoplay starts with Swiper; the effect above decides whether it keeps running.
            instance.autoplay?.stop();
            setSwiper(instance);
          }}
          className="partners-swiper"
        >
          {partenaires.map((p) => (
            <SwiperSlide key={p.id}>
              <a href={p.siteWeb || undefined} rel="noopener" target="_blank" className="partner-logo" title={p.nom}>
                <img
                  src={p.logo.src}
                  srcSet={p.logo.srcset}
                  sizes="200px"
                  width={p.logo.width}
                  height={p.logo.height}
                  alt={p.nom}
                  loading="lazy"
                />
              </a>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </div>
  );
}
