// The prerenderer that reads each page's bytes once (integrations/settled-prerender.mjs): the build must get
// the bytes, status and headers Astro's own prerenderer gives it, and the incremental build its metadata.
import { describe, expect, it, vi } from 'vitest';
import { getInstalledRenderScope } from 'astro/app';
import { bodyBytes, settle, settledPrerender, settledPrerenderer } from '../../integrations/settled-prerender.mjs';

const text = (buffer: ArrayBuffer) => new TextDecoder().decode(buffer);

function streamOf(...chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('bodyBytes', () => {
  it('gives a page rendered to one string its bytes', async () => {
    expect(text((await bodyBytes(new Response('<p>é</p>')))!)).toBe('<p>é</p>');
  });

  it('joins a streamed body in order', async () => {
    const body = streamOf(new TextEncoder().encode('<a>'), new TextEncoder().encode('b</a>'));
    expect(text((await bodyBytes(new Response(body)))!)).toBe('<a>b</a>');
  });

  it('keeps a lone chunk that owns its memory, and copies one that is a view into a larger buffer', async () => {
    const own = new Uint8Array([1, 2, 3]);
    expect(await bodyBytes(new Response(streamOf(own)))).toBe(own.buffer);
    const pool = new Uint8Array([9, 1, 2, 3, 9]);
    const view = pool.subarray(1, 4);
    const bytes = (await bodyBytes(new Response(streamOf(view))))!;
    expect(bytes).not.toBe(pool.buffer);
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
  });

  it('gives null for a response without a body', async () => {
    expect(await bodyBytes(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe('settle', () => {
  it('keeps the status, the headers and the bytes, read as often as the build asks', async () => {
    const settled = await settle(new Response('file', { status: 404, statusText: 'Not Found', headers: { 'content-type': 'text/html' } }));
    expect([settled.status, settled.statusText, settled.headers.get('content-type')]).toEqual([404, 'Not Found', 'text/html']);
    expect(settled.body).not.toBeNull();
    expect(text(await settled.arrayBuffer())).toBe('file');
    expect(text(await settled.arrayBuffer())).toBe('file');
  });

  it('keeps a redirect bodiless with its location', async () => {
    const settled = await settle(new Response(null, { status: 301, headers: { location: '/ailleurs' } }));
    expect(settled.body).toBeNull();
    expect([settled.status, settled.headers.get('location')]).toEqual([301, '/ailleurs']);
  });
});

describe('settledPrerenderer', () => {
  it("renders through the default prerenderer's app and collects the incremental build's metadata around it", async () => {
    const requests: Request[] = [];
    const base = {
      name: 'astro:default',
      app: {
        logger: console,
        render: async (request: Request) => {
          requests.push(request);
          // What a page records while it renders (an image it uses), as Astro's runtime does.
          (getInstalledRenderScope()?.getStore() as { staticImages: unknown[] } | undefined)?.staticImages.push('image');
          return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
        },
      },
      getStaticPaths: async () => [{ pathname: '/a' }],
    };
    const prerenderer = settledPrerenderer(base);
    expect(await prerenderer.getStaticPaths()).toEqual([{ pathname: '/a' }]);
    const request = new Request('http://localhost/a.html');
    const { response, metadata } = await prerenderer.render(request, { routeData: {}, collectMetadata: true });
    expect(requests).toEqual([request]);
    expect(text(await response.arrayBuffer())).toBe('<html></html>');
    expect(metadata).toEqual({ contentEntryKeys: [], staticImages: ['image'], referencedImages: [] });
    const plain = await prerenderer.render(request, { routeData: {}, collectMetadata: false });
    expect(plain.metadata).toBeUndefined();
  });
});

describe('settledPrerender', () => {
  type Hooks = { 'astro:config:setup': (options: unknown) => void; 'astro:build:start': (options: unknown) => void };
  const started = (config: object) => {
    const hooks = settledPrerender().hooks as unknown as Hooks;
    const setPrerenderer = vi.fn();
    hooks['astro:config:setup']({ config });
    hooks['astro:build:start']({ setPrerenderer });
    return setPrerenderer;
  };

  it("replaces the static build's prerenderer", () => {
    expect(started({}).mock.calls).toEqual([[settledPrerenderer]]);
  });

  it('leaves a build with an adapter (the preview) to its own prerender entry', () => {
    expect(started({ adapter: { name: 'teranga-preview-adapter' } })).not.toHaveBeenCalled();
  });
});
