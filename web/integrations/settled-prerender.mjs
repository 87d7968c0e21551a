// Each prerendered page's bytes read once. Astro's own prerenderer reads a page's response into bytes,
// wraps them in a new Response (a copy) and its build reads that one again (two more copies) before
// writing the file: on the corpus, some 11,000 outputs (pages and share images, 600 MB) became ~3 GB of
// short-lived buffers a build, and the garbage collections they cost were a third of its CPU time. This
// renders the same way (Astro's app, with the incremental build's metadata collected around it) and
// hands the build a response that already holds its bytes: the same files, written from one buffer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { collectPrerenderMetadata, getInstalledRenderScope, installRenderScope } from 'astro/app';

const NULL_BODY_STATUSES = [101, 204, 205, 304];

/** A response's body as one ArrayBuffer of exactly its bytes (the chunk's own when it is alone), or null. */
export async function bodyBytes(response) {
  if (response.body === null) return null;
  const reader = response.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!(value instanceof Uint8Array)) throw new TypeError('a response body chunk is not a Uint8Array');
    chunks.push(value);
    size += value.byteLength;
  }
  const [only] = chunks;
  if (chunks.length === 1 && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer)
    return only.buffer;
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole.buffer;
}

/** A response whose body is already read: `arrayBuffer()` gives those bytes without another copy. */
export class SettledResponse extends Response {
  #bytes;
  #stream;
  constructor(bytes, init) {
    super(null, init);
    this.#bytes = bytes;
  }
  get body() {
    if (this.#bytes === null) return null;
    const bytes = this.#bytes;
    this.#stream ??= new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    });
    return this.#stream;
  }
  get bodyUsed() {
    return false;
  }
  async arrayBuffer() {
    return this.#bytes ?? new ArrayBuffer(0);
  }
}

/** The response of `render` with its body read once. */
export async function settle(rendered) {
  const bytes = await bodyBytes(rendered);
  const nullBody = bytes === null || NULL_BODY_STATUSES.includes(rendered.status);
  return new SettledResponse(nullBody ? null : bytes, {
    status: rendered.status,
    statusText: rendered.statusText,
    headers: rendered.headers,
  });
}

/** Astro's default prerenderer with `render` replaced: Astro's own steps (app/prerender.js) minus the copies. */
export function settledPrerenderer(base) {
  return {
    ...base,
    name: 'teranga:settled',
    setup: () => base.setup?.(),
    getStaticPaths: () => base.getStaticPaths(),
    teardown: () => base.teardown?.(),
    async render(request, { routeData, collectMetadata }) {
      const { app } = base;
      const run = async () => settle(await app.render(request, { routeData }));
      if (!collectMetadata) return { response: await run() };
      if (!getInstalledRenderScope()) installRenderScope(new AsyncLocalStorage());
      const { value, metadata } = await collectPrerenderMetadata(run, app.logger);
      return { response: value, metadata };
    },
  };
}

export function settledPrerender() {
  let adapter = false;
  return {
    name: 'settled-prerender',
    hooks: {
      'astro:config:setup': ({ config }) => {
        adapter = Boolean(config.adapter);
      },
      // Static output only: with an adapter (the editors' preview), Astro leaves the prerender entry to
      // whoever sets a prerenderer, and that build has no prerendered page to write anyway.
      'astro:build:start': ({ setPrerenderer }) => {
        if (!adapter) setPrerenderer(settledPrerenderer);
      },
    },
  };
}
