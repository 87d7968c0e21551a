// The worker's HTTP face: POST /rebuild and GET /status, both with its token in `Authorization: Bearer`
// only (one in the URL would end up in logs and shell histories). The CMS sends it with REBUILD_HOOK_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const sameToken = (given, token) =>
  Boolean(given) && timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(token).digest());

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** `request()` starts a build (not awaited); `status()` is what GET /status answers. */
export function createWorkerServer({ token, request, status }) {
  return http.createServer((req, res) => {
    const url = new URL(req.url, 'http://worker');
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const known = ['/rebuild', '/status'].includes(url.pathname);
    if (known && !sameToken(given, token)) {
      req.resume();
      return json(res, 401, { accepted: false });
    }
    if (req.method === 'POST' && url.pathname === '/rebuild') {
      req.resume();
      request();
      return json(res, 202, { accepted: true });
    }
    if (req.method === 'GET' && url.pathname === '/status') return json(res, 200, status());
    res.writeHead(404);
    res.end();
  });
}
