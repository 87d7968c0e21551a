import { describe, expect, it } from 'vitest';
import { keyOfUploadPath } from '../../src/services/bucket';

describe('the bucket key of an /uploads path', () => {
  it('is what follows /uploads/, root path included', () => {
    expect(keyOfUploadPath('/uploads/0a1b2c3d4e5f6a7b_9c8d7e6f5a.jpg')).toBe('0a1b2c3d4e5f6a7b_9c8d7e6f5a.jpg');
    expect(keyOfUploadPath('/uploads/site/small_0a1b.webp')).toBe('site/small_0a1b.webp');
    expect(keyOfUploadPath('/uploads/a%20b.png')).toBe('a b.png');
  });

  it('is nothing outside /uploads/ or for a key the provider never writes', () => {
    for (const p of [
      '/uploads/',
      '/uploadsx/a.png',
      '/api/v1/a.png',
      '/uploads/../a.png',
      '/uploads/%2e%2e/a.png',
      '/uploads/a//b.png',
      '/uploads/./a.png',
      '/uploads/%00.png',
      '/uploads/%E0%A4%A.png',
    ]) {
      expect(keyOfUploadPath(p), p).toBeNull();
    }
  });

  it('stays inside the root path when there is one', () => {
    expect(keyOfUploadPath('/uploads/site/a.png', '/uploads', 'site')).toBe('site/a.png');
    expect(keyOfUploadPath('/uploads/site/small_a.webp', '/uploads', 'site/')).toBe('site/small_a.webp');
    for (const p of ['/uploads/a.png', '/uploads/private/a.png', '/uploads/sitex/a.png', '/uploads/site', '/uploads/site/']) {
      expect(keyOfUploadPath(p, '/uploads', 'site'), p).toBeNull();
    }
  });
});
