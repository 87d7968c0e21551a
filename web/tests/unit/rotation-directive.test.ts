// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from '../../src/directives/interaction';
import rotation, { hydrationDelay, LEAD_MS } from '../../src/directives/rotation';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setUp(elapsed: number) {
  vi.useFakeTimers();
  vi.spyOn(performance, 'now').mockReturnValue(elapsed);
  const render = vi.fn(async () => {});
  const load = vi.fn(async () => render);
  const el = document.createElement('astro-island');
  document.body.append(el);
  void rotation(load, { name: 'rotation', value: '5000' }, el);
  return { load, render, el };
}

describe('client:rotation', () => {
  it('hydrates the lead time before the first change is due, counted from when the page was shown', () => {
    expect(hydrationDelay(5000, 0)).toBe(5000 - LEAD_MS);
    expect(hydrationDelay(5000, 1500)).toBe(5000 - LEAD_MS - 1500);
    expect(hydrationDelay(5000, 9000)).toBe(0);
  });

  it('loads nothing while the page loads, then hydrates once when the rotation is near', async () => {
    const { load, render } = setUp(500);
    await vi.advanceTimersByTimeAsync(5000 - LEAD_MS - 500 - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when the visitor reaches for the gallery, and only once', async () => {
    const { load, el } = setUp(0);
    el.dispatchEvent(new Event('pointerover'));
    el.dispatchEvent(new Event('focusin'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('client:rotation, a click before the script', () => {
  it('gives the island the click made while its script was on its way, once hydrated', async () => {
    vi.useFakeTimers();
    const island = document.createElement('astro-island');
    const thumbnail = document.createElement('button');
    island.append(thumbnail);
    document.body.append(island);
    let hydrated = false;
    const clicks: string[] = [];
    thumbnail.addEventListener('click', () => clicks.push(hydrated ? 'handled by the island' : 'lost'));
    const render = vi.fn(async () => {
      hydrated = true;
    });
    let arrive: (value: typeof render) => void = () => {};
    void rotation(() => new Promise((resolve) => (arrive = resolve)), { name: 'rotation', value: '5000' }, island);

    island.dispatchEvent(new Event('pointerover'));
    thumbnail.click();
    arrive(render);
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['lost', 'handled by the island']);
    island.remove();
  });
});

describe('client:interaction', () => {
  it('loads nothing while the page loads, then hydrates once at the first interaction', async () => {
    vi.useFakeTimers();
    const render = vi.fn(async () => {});
    const load = vi.fn(async () => render);
    const el = document.createElement('astro-island');
    document.body.append(el);
    void interaction(load, { name: 'interaction', value: '' }, el);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    el.dispatchEvent(new Event('focusin'));
    el.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
