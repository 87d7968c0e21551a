// Behaviour shared by every page: header, menus, language flags, transitions, tabs.
import { initHeader } from './header';
import { initTransitions } from './transitions';
import { initTabs } from './tabs';
import { countVue } from './vues';

initHeader();
initTransitions();
initTabs();
countVue();

// No moving hero video for visitors who asked for less motion.
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
  document.querySelectorAll<HTMLVideoElement>('video[autoplay]').forEach((video) => {
    video.autoplay = false;
    video.pause();
  });
}
