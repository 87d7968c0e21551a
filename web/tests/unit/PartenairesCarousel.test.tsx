// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import PartenairesCarousel, { initiallyPaused, shouldAutoplay } from '../../src/islands/PartenairesCarousel';

const labels = { prev: 'Précédent', next: 'Suivant', pause: 'Mettre en pause', play: 'Lancer', bullet: 'Aller au partenaire {{index}}' };
const partenaires = [1, 2, 3, 4, 5, 6].map((i) => ({
  id: String(i),
  nom: `P${i}`,
  siteWeb: '',
  logo: { src: `/p${i}.png`, srcset: '', width: 200, height: 90, alt: '' },
}));

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener() {}, removeEventListener() {} })),
  );
  window.matchMedia = globalThis.matchMedia;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('partners carousel motion (WCAG 2.2.2)', () => {
  it('moves only when not paused, hovered or focused', () => {
    expect(shouldAutoplay({ paused: false, hovered: false, focused: false })).toBe(true);
    expect(shouldAutoplay({ paused: true, hovered: false, focused: false })).toBe(false);
    expect(shouldAutoplay({ paused: false, hovered: true, focused: false })).toBe(false);
    expect(shouldAutoplay({ paused: false, hovered: false, focused: true })).toBe(false);
    expect(initiallyPaused(true)).toBe(true);
    expect(initiallyPaused(false)).toBe(false);
  });

  it('has a pause button that becomes play, and pauses while hovered', async () => {
    reducedMotion(false);
    const { container } = render(<PartenairesCarousel partenaires={partenaires} labels={labels} />);
    const toggle = await screen.findByRole('button', { name: labels.pause });
    const state = () => container.querySelector('.partners-carousel')?.getAttribute('data-autoplay');
    expect(state()).toBe('running');
    fireEvent.mouseEnter(container.querySelector('.partners-swiper')!.parentElement!);
    expect(state()).toBe('stopped');
    fireEvent.mouseLeave(container.querySelector('.partners-swiper')!.parentElement!);
    expect(state()).toBe('running');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: labels.play }).getAttribute('aria-pressed')).toBe('true');
    expect(state()).toBe('stopped');
  });

  it('does not move under prefers-reduced-motion until the visitor presses play', async () => {
    reducedMotion(true);
    const { container } = render(<PartenairesCarousel partenaires={partenaires} labels={labels} />);
    const play = await screen.findByRole('button', { name: labels.play });
    expect(container.querySelector('.partners-carousel')?.getAttribute('data-autoplay')).toBe('stopped');
    fireEvent.click(play);
    expect(container.querySelector('.partners-carousel')?.getAttribute('data-autoplay')).toBe('running');
  });
});
