// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Gallery, { ROTATION_MS } from '../../src/islands/Gallery';

const image = (n: number) => ({ src: `/uploads/${n}.jpg`, width: 1600, height: 1000, alt: `Image ${n}` });
const labels = { gallery: 'Galerie', image: 'Image {{n}} sur {{total}}' };
const main = () => (screen.getByTestId('gallery-main') as HTMLImageElement).getAttribute('src');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('gallery (docs/product.md §9: rotation every 5000 ms)', () => {
  it('rotates through the images and loops', () => {
    vi.useFakeTimers();
    render(<Gallery images={[image(1), image(2), image(3)]} labels={labels} />);
    expect(ROTATION_MS).toBe(5000);
    expect(main()).toBe('/uploads/1.jpg');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(main()).toBe('/uploads/1.jpg');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(main()).toBe('/uploads/2.jpg');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(main()).toBe('/uploads/3.jpg');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(main()).toBe('/uploads/1.jpg');
  });
  it('shows a thumbnail on click and restarts the countdown', () => {
    vi.useFakeTimers();
    render(<Gallery images={[image(1), image(2), image(3)]} labels={labels} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Image 3 sur 3' }));
    expect(main()).toBe('/uploads/3.jpg');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(main()).toBe('/uploads/3.jpg');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(main()).toBe('/uploads/1.jpg');
  });
  it('counts the first change from when the page was shown, since the island hydrates later', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(3000);
    render(<Gallery images={[image(1), image(2)]} labels={labels} />);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(main()).toBe('/uploads/1.jpg');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(main()).toBe('/uploads/2.jpg');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(main()).toBe('/uploads/2.jpg');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(main()).toBe('/uploads/1.jpg');
  });
  it('does not rotate a single image and shows no thumbnails', () => {
    vi.useFakeTimers();
    render(<Gallery images={[image(1)]} labels={labels} />);
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(main()).toBe('/uploads/1.jpg');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
