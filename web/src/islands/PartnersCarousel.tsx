import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { ImageAttrs } from '../lib/images';

interface Partner { id: string; nom: string; siteWeb: string; logo: ImageAttrs }

interface Props {
  partners: Partner[];
  labels: { prev: string; next: string };
}

/** 'They trusted us' strip, with docs/product.md §9's settings. */
export const CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 30,
  breakpoints: { 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } },
  loop: true,
  autoplay: { delay: 3000, disableOnInteraction: false },
};

export default function PartnersCarousel({ partners, labels }: Props) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation, Pagination]}
      {...CAROUSEL}
      navigation
      pagination={{ clickable: true }}
      a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next }}
      className="partners-swiper"
    >
      {partners.map((p) => (
        <SwiperSlide key={p.id}>
          <a href={p.siteWeb || undefined} rel="noopener" target="_blank" className="partner-logo" title={p.nom}>
            <img src={p.logo.src} srcSet={p.logo.srcset} sizes="200px" width={p.logo.width} height={p.logo.height} alt={p.nom} loading="lazy" />
          </a>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
