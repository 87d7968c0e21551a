/**
 * What `node --disable-proto=delete` does, for however the CMS is started (serve.js, the tests, the
 * benchmarks): without the `__proto__` accessor, `object['__proto__'] = value` makes an ordinary own
 * property instead of replacing the object's prototype, so a crafted key cannot reach Object.prototype
 * through it. Runs before the server takes its first request.
 */
export function removeProtoAccessor(): void {
  delete (Object.prototype as { __proto__?: unknown }).__proto__;
}

export const protoAccessorRemoved = (): boolean => Object.getOwnPropertyDescriptor(Object.prototype, '__proto__') === undefined;
