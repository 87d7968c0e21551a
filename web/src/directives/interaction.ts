// `client:interaction`: hydrates an island at the first interaction with it, never while the page loads.
// For forms that work without their script (they post natively before hydration and keep what was
// typed through it): the footer's newsletter form is on every page, often visible at load on short
// pages, and React would otherwise arrive with it before anyone wants to subscribe.
import type { ClientDirective } from 'astro';
import { WAKE_EVENTS } from './rotation';

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of WAKE_EVENTS) el.removeEventListener(name, hydrate);
    const render = await load();
    await render();
  };
  for (const name of WAKE_EVENTS) el.addEventListener(name, hydrate, { passive: true });
};

export default interaction;
