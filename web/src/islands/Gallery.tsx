import { useEffect, useRef, useState } from 'react';
import type { ImageAttrs } from '../lib/images';

export const ROTATION_MS = 5000;

interface Props {
  images: ImageAttrs[];
  labels: { gallery: string; image: string };
}

const label = (template: string, n: number, total: number) => template.replace('{{n}}', String(n)).replace('{{total}}', String(total));

/** Main image with thumbnails; rotates every 5000 ms when there are several (docs/product.md §9). */
export default function Gallery({ images, labels }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  const rotated = useRef(false);

  useEffect(() => {
    if (count < 2) return;
    // The first image has been on screen since the page was shown (the island hydrates later, see
    // client:rotation), so the first change counts from then; each later one, and a click, restart the count.
    const delay = rotated.current ? ROTATION_MS : Math.max(0, ROTATION_MS - performance.now());
    const timer = window.setTimeout(() => {
      rotated.current = true;
      setIndex((i) => (i + 1) % count);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [count, index]);

  const main = images[index] ?? images[0];
  if (!main) return null;
  return (
    <div className="gallery" aria-label={labels.gallery} role="group">
      <img
        className="gallery-main"
        src={main.src}
        srcSet={main.srcset}
        sizes="(min-width: 1000px) 760px, 100vw"
        width={main.width}
        height={main.height}
        alt={main.alt}
        fetchPriority="high"
        data-testid="gallery-main"
      />
      {count > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={label(labels.image, i + 1, count)}
                onClick={() => {
                  rotated.current = true;
                  setIndex(i);
                }}
              >
                <img src={image.src} srcSet={image.srcset} sizes="120px" width={image.width} height={image.height} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
