// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, download, onSessionEnd, upload } from '../../../src/backoffice/api/client';
import { getAccessToken, getRefreshToken, storeTokens } from '../../../src/backoffice/session/tokens';
import { api as url, useMswServer } from './harness';

const server = useMswServer();
const unauthorized = () =>
  HttpResponse.json(
    { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée', details: {} } },
    { status: 401 },
  );

/** A protected resource that only accepts `valid` as the bearer token. */
function protectedRoute(path: string, valid: string, calls: string[] = []) {
  return http.get(url(path), ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    calls.push(auth);
    return auth === `Bearer ${valid}` ? HttpResponse.json({ ok: path }) : unauthorized();
  });
}

describe('the back-office API client', () => {
  it('sends the access token as a bearer token and parses JSON', async () => {
    storeTokens('A1', 'R1');
    server.use(protectedRoute('/articles/admin/all', 'A1'));
    await expect(api('/articles/admin/all')).resolves.toEqual({ ok: '/articles/admin/all' });
  });

  it('refreshes silently on 401, stores both rotated tokens and retries once', async () => {
    storeTokens('expired', 'R1');
    const bodies: unknown[] = [];
    const calls: string[] = [];
    server.use(
      protectedRoute('/admin/me', 'A2', calls),
      http.post(url('/auth/rafraichir'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'A2', tokenRafraichissement: 'R2' });
      }),
    );
    await expect(api('/admin/me')).resolves.toEqual({ ok: '/admin/me' });
    expect(bodies).toEqual([{ tokenRafraichissement: 'R1' }]);
    expect(calls).toEqual(['Bearer expired', 'Bearer A2']);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['A2', 'R2']);
  });

  it('shares one refresh between concurrent calls', async () => {
    storeTokens('expired', 'R1');
    let refreshes = 0;
    server.use(
      protectedRoute('/a', 'A2'),
      protectedRoute('/b', 'A2'),
      protectedRoute('/c', 'A2'),
      http.post(url('/auth/rafraichir'), async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ token: 'A2', tokenRafraichissement: 'R2' });
      }),
    );
    await expect(Promise.all([api('/a'), api('/b'), api('/c')])).resolves.toHaveLength(3);
    expect(refreshes).toBe(1);
  });

  it('clears the tokens and ends the session when the refresh fails', async () => {
    storeTokens('expired', 'stale');
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    server.use(protectedRoute('/admin/me', 'never'), http.post(url('/auth/rafraichir'), unauthorized));
    const failure = await api('/admin/me').catch((e: unknown) => e);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the login call, whose 401 is a wrong password', async () => {
    storeTokens('old', 'R1');
    const refresh = vi.fn(() => HttpResponse.json({ token: 'x', tokenRafraichissement: 'y' }));
    server.use(
      http.post(url('/auth/connexion'), () =>
        HttpResponse.json({ data: null, error: { status: 401, message: 'Email ou mot de passe incorrect.' } }, { status: 401 }),
      ),
      http.post(url('/auth/rafraichir'), refresh),
    );
    const failure = (await api('/auth/connexion', { method: 'POST', json: { email: 'a@b.c', motDePasse: 'x' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(failure.serverMessage).toBe('Email ou mot de passe incorrect.');
    expect(refresh).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old');
  });

  it('does not try to refresh without a token', async () => {
    const refresh = vi.fn(() => HttpResponse.json({}));
    server.use(protectedRoute('/admin/me', 'A1'), http.post(url('/auth/rafraichir'), refresh));
    await expect(api('/admin/me')).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and gives field errors on 400', async () => {
    storeTokens('A1', 'R1');
    server.use(
      http.put(url('/utilisateurs/7'), async ({ request }) => {
        expect(request.headers.get('content-type')).toContain('application/json');
        expect(await request.json()).toEqual({ nom: '' });
        return HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Le nom est obligatoire.',
              details: { errors: [{ path: ['nom'], message: 'Le nom est obligatoire.' }] },
            },
          },
          { status: 400 },
        );
      }),
    );
    const failure = (await api('/utilisateurs/7', { method: 'PUT', json: { nom: '' } }).catch((e: unknown) => e)) as ApiError;
    expect(failure.fieldErrors).toEqual([{ path: 'nom', message: 'Le nom est obligatoire.' }]);
  });

  it('uploads multipart forms with the token and reports completion', async () => {
    storeTokens('A1', 'R1');
    server.use(
      http.post(url('/realisations'), async ({ request }) => {
        if (request.headers.get('authorization') !== 'Bearer A1') return unauthorized();
        const form = await request.formData();
        return HttpResponse.json({ _id: 'r1', titre: form.get('titre.fr') }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('titre.fr', 'Fibre à Thiès');
    const progress: number[] = [];
    await expect(upload('/realisations', form, { method: 'POST', onProgress: (f) => progress.push(f) })).resolves.toEqual({
      _id: 'r1',
      titre: 'Fibre à Thiès',
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('downloads a file as a Blob with the token', async () => {
    storeTokens('A1', 'R1');
    server.use(
      http.get(url('/newsletter/abonnements.csv'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer A1'
          ? new HttpResponse('email\na@b.c\n', { headers: { 'Content-Type': 'text/csv' } })
          : unauthorized(),
      ),
    );
    const blob = await download('/newsletter/abonnements.csv');
    expect(await blob.text()).toBe('email\na@b.c\n');
  });

  it('sends one Idempotency-Key per create, the same when it is sent again after a refresh', async () => {
    storeTokens('expired', 'R1');
    const keys: Array<string | null> = [];
    server.use(
      http.post(url('/utilisateurs'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return request.headers.get('authorization') === 'Bearer A2' ? HttpResponse.json({ _id: 'u1' }, { status: 201 }) : unauthorized();
      }),
      http.post(url('/auth/rafraichir'), () => HttpResponse.json({ token: 'A2', tokenRafraichissement: 'R2' })),
    );
    await expect(api('/utilisateurs', { method: 'POST', json: { email: 'a@example.sn' } })).resolves.toEqual({ _id: 'u1' });
    await api('/utilisateurs', { method: 'POST', json: { email: 'b@example.sn' } });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
