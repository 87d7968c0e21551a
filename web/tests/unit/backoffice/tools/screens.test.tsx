// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JournalScreen from '../../../../src/backoffice/resources/outils/JournalScreen';
import BuildStatus, { readBuildStatus } from '../../../../src/backoffice/screens/dashboard/BuildStatus';
import { formatDateTime } from '../../../../src/backoffice/ui/dates';
import ContactInbox from '../../../../src/backoffice/resources/outils/ContactInbox';
import DashboardFigures from '../../../../src/backoffice/screens/dashboard/DashboardFigures';
import AbonnementsNewsletter from '../../../../src/backoffice/resources/outils/AbonnementsNewsletter';
import type { DemandeContact } from '../../../../src/backoffice/resources/outils/types';
import { api, renderAt, useMswServer } from '../harness';

const server = useMswServer();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();
const demande = (over: Partial<DemandeContact>): DemandeContact => ({
  _id: 'd1',
  nom: 'Awa Diop',
  numero: '+221 77 000 00 00',
  email: 'awa@example.sn',
  entreprise: 'Dakar BTP',
  description: 'Devis pour un tirage de câbles',
  secteur: 'cablage',
  langue: 'fr',
  traitee: false,
  traiteeLe: null,
  dateCreation: hoursAgo(2),
  reponseAvant: hoursAgo(-22),
  enRetard: false,
  ...over,
});

/** The server's page of contact requests (the inbox always asks for one). */
const page = (donnees: DemandeContact[]) => ({ donnees, total: donnees.length, page: 1, taille: 25 });
const etatOf = (request: Request) => new URL(request.url).searchParams.get('etat');

describe('the contact inbox', () => {
  it('shows the requests to handle, overdue ones marked, with mailto and tel links', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/demandes-contact'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          page([
            demande({}),
            demande({ _id: 'd2', nom: 'Moussa Fall', dateCreation: hoursAgo(30), reponseAvant: hoursAgo(6), enRetard: true }),
          ]),
        );
      }),
    );
    renderAt('/admin/demandes-contact', '/admin/demandes-contact', <ContactInbox />);
    const late = (await screen.findByRole('heading', { name: /Moussa Fall/ })).closest('li') as HTMLElement;
    expect(within(late).getByText('En retard')).toBeTruthy();
    const fresh = screen.getByRole('heading', { name: /Awa Diop/ }).closest('li') as HTMLElement;
    expect(within(fresh).queryByText('En retard')).toBeNull();
    expect(within(fresh).getByRole('link', { name: '+221 77 000 00 00' }).getAttribute('href')).toBe('tel:+221770000000');
    expect(within(fresh).getByRole('link', { name: 'awa@example.sn' }).getAttribute('href')).toBe('mailto:awa@example.sn');
    expect(asked).toEqual([`?${new URLSearchParams({ etat: 'à traiter', tri: '-dateCreation', page: '1', taille: '25' })}`]);
    expect(screen.getByText('2 demandes')).toBeTruthy();
  });

  it('marks a request handled with PATCH {traitee: true} and takes it off the list', async () => {
    let body: unknown;
    server.use(
      http.get(api('/demandes-contact'), () => HttpResponse.json(page([demande({}), demande({ _id: 'd2', nom: 'Moussa Fall' })]))),
      http.patch(api('/demandes-contact/d1'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(demande({ traitee: true, traiteeLe: new Date().toISOString() }));
      }),
    );
    renderAt('/admin/demandes-contact', '/admin/demandes-contact', <ContactInbox />);
    const item = (await screen.findByRole('heading', { name: /Awa Diop/ })).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Marquer comme traitée' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Awa Diop/ })).toBeNull());
    expect(body).toEqual({ traitee: true });
    expect(screen.getByText('1 demande')).toBeTruthy();
  });

  it('filters on handled requests and shows when they were handled', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/demandes-contact'), ({ request }) => {
        asked.push(etatOf(request) ?? '');
        return HttpResponse.json(
          page(etatOf(request) === 'traitée' ? [demande({ traitee: true, traiteeLe: '2026-11-20T09:30:00.000Z' })] : []),
        );
      }),
    );
    renderAt('/admin/demandes-contact', '/admin/demandes-contact', <ContactInbox />);
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Traitées' }));
    expect(await screen.findByText(/^Traitée le/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marquer comme traitée' })).toBeNull();
    expect(asked).toEqual(['à traiter', 'traitée']);
  });

  it('searches the requests on the server, keeping the filter', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(api('/demandes-contact'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(page([demande({ traitee: true, traiteeLe: '2026-11-20T09:30:00.000Z' })]));
      }),
    );
    renderAt('/admin/demandes-contact?filtre=handled', '/admin/demandes-contact', <ContactInbox />);
    await screen.findByRole('heading', { name: /Awa Diop/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'btp{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'btp', etat: 'traitée', tri: '-dateCreation', page: '1', taille: '25' }));
    expect((screen.getByRole('radio', { name: 'Traitées' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a handled request back among those to handle', async () => {
    let body: unknown;
    server.use(
      http.get(api('/demandes-contact'), () =>
        HttpResponse.json(page([demande({ traitee: true, traiteeLe: '2026-11-20T09:30:00.000Z' })])),
      ),
      http.patch(api('/demandes-contact/d1'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(demande({ traitee: false, traiteeLe: null }));
      }),
    );
    renderAt('/admin/demandes-contact?filtre=handled', '/admin/demandes-contact', <ContactInbox />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remettre à traiter' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Awa Diop/ })).toBeNull());
    expect(body).toEqual({ traitee: false });
  });

  it('shows a failed mark-handled at the top in docs/product.md §8 format', async () => {
    server.use(
      http.get(api('/demandes-contact'), () => HttpResponse.json(page([demande({})]))),
      http.patch(api('/demandes-contact/d1'), () =>
        HttpResponse.json(
          { data: null, error: { status: 404, name: 'NotFoundError', message: 'Demande introuvable', details: {} } },
          { status: 404 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/demandes-contact', '/admin/demandes-contact', <ContactInbox />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme traitée' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Demande introuvable');
  });
});

describe('the newsletter subscriptions', () => {
  it('lists subscriptions and saves the CSV export as a dated file', async () => {
    server.use(
      http.get(api('/newsletter/abonnements'), ({ request }) => {
        const all = [
          {
            _id: 'a1',
            email: 'lecteur@example.sn',
            domaineInteret: 'telecom',
            langue: 'fr',
            statut: 'confirme',
            consentement: true,
            consentementLe: null,
            confirmeLe: null,
            desabonneLe: null,
            dateCreation: '2026-11-01T10:00:00.000Z',
          },
          {
            _id: 'a2',
            email: 'autre@example.sn',
            domaineInteret: '',
            langue: 'en',
            statut: 'en_attente',
            consentement: true,
            consentementLe: null,
            confirmeLe: null,
            desabonneLe: null,
            dateCreation: '2026-11-02T10:00:00.000Z',
          },
        ];
        // The server filters and pages (the summary asks for totals).
        const params = new URL(request.url).searchParams;
        const kept = all.filter((a) => !params.get('etat') || a.statut === params.get('etat'));
        return HttpResponse.json({
          donnees: kept.slice(0, Number(params.get('taille') ?? 25)),
          total: kept.length,
          page: 1,
          taille: Number(params.get('taille') ?? 25),
        });
      }),
      http.get(
        api('/newsletter/abonnements.csv'),
        () => new HttpResponse('\ufeffemail\nlecteur@example.sn\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:csv');
    URL.revokeObjectURL = () => {};
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAt('/admin/newsletter', '/admin/newsletter', <AbonnementsNewsletter />);
    expect(await screen.findByText('lecteur@example.sn')).toBeTruthy();
    expect(screen.getByText('En attente de confirmation')).toBeTruthy();
    expect(screen.getByText('1 confirmés sur 2 abonnements')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter les abonnés confirmés (CSV)' }));
    await waitFor(() => expect(clicks).toEqual([`abonnes-newsletter-${new Date().toISOString().slice(0, 10)}.csv`]));
    expect(await created[0].text()).toContain('lecteur@example.sn');
  });
});

describe('the activity log', () => {
  it('shows who did what and when, a page at a time, searched and sorted by the server', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      // The person filter's choices.
      http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: [] })),
      http.get(api('/journal'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({
          donnees: [
            {
              _id: 'j1',
              action: 'suppression',
              typeContenu: 'Utilisateur',
              cible: 'u2',
              titre: 'Awa Diop',
              utilisateurId: 'u1',
              utilisateur: 'Moussa Ndiaye',
              date: '2026-11-21T09:00:00.000Z',
            },
            {
              _id: 'j2',
              action: 'mot de passe',
              typeContenu: 'Profil',
              cible: 'u3',
              titre: 'Fatou Sall',
              utilisateurId: 'u3',
              utilisateur: 'Fatou Sall',
              date: '2026-11-21T08:00:00.000Z',
            },
          ],
          total: 2,
          page: 1,
          taille: 25,
        });
      }),
    );
    renderAt('/admin/journal', '/admin/journal', <JournalScreen />);
    const row = (await screen.findByRole('rowheader', { name: 'Awa Diop' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Moussa Ndiaye')).toBeTruthy();
    expect(within(row).getByText('Suppression')).toBeTruthy();
    expect(within(row).getByText('Utilisateur')).toBeTruthy();
    const password = (await screen.findByRole('rowheader', { name: 'Fatou Sall' })).closest('tr') as HTMLElement;
    expect(within(password).getByText('Changement de mot de passe')).toBeTruthy();
    expect(asked).toEqual([{ tri: '-date', page: '1', taille: '25' }]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'awa{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'awa', tri: '-date', page: '1', taille: '25' }));
    await userEvent.click(screen.getByRole('button', { name: 'Utilisateur' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'awa', tri: 'utilisateur', page: '1', taille: '25' }));
  });
});

describe('the dashboard figures', () => {
  /** A list as the server pages it: `etat` filters, `taille`/`page` cut, `total` counts. */
  const paged =
    (items: ReadonlyArray<{ etat?: string; traitee?: boolean }>, asked: string[] = []) =>
    ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const etat = params.get('etat');
      const kept = items.filter((item) => !etat || item.etat === etat || (etat === 'à traiter' && item.traitee === false));
      const taille = Number(params.get('taille') ?? 25);
      const pageNo = Number(params.get('page') ?? 1);
      return HttpResponse.json({ donnees: kept.slice((pageNo - 1) * taille, pageNo * taille), total: kept.length, page: pageNo, taille });
    };

  it('counts each content state on the server and charts the requests of the last 8 weeks', async () => {
    const asked: string[] = [];
    const recent = Array.from({ length: 150 }, (_, i) =>
      demande({ _id: `r${i}`, dateCreation: new Date(Date.now() - i * 60_000).toISOString(), traitee: i % 3 === 0 }),
    );
    const old = Array.from({ length: 300 }, (_, i) => demande({ _id: `o${i}`, dateCreation: '2020-01-01T00:00:00.000Z', traitee: true }));
    server.use(
      http.get(api('/realisations/admin/all'), paged([{ etat: 'publié' }, { etat: 'publié' }, { etat: 'brouillon' }])),
      http.get(api('/articles/admin/all'), paged([{ etat: 'planifié' }, { etat: 'publié' }])),
      http.get(api('/opportunites'), () => HttpResponse.json({ error: { message: 'down' } }, { status: 500 })),
      http.get(api('/demandes-contact'), paged([...recent, ...old], asked)),
    );
    renderAt('/admin', '/admin', <DashboardFigures />);
    const realisations = (await screen.findByRole('rowheader', { name: 'Réalisations' })).closest('tr') as HTMLElement;
    expect(
      within(realisations)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '—', '2', '3']);
    const articles = screen.getByRole('rowheader', { name: 'Articles' }).closest('tr') as HTMLElement;
    expect(
      within(articles)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '1', '1', '2']);
    const opportunites = screen.getByRole('rowheader', { name: 'Opportunités' }).closest('tr') as HTMLElement;
    expect(
      within(opportunites)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—', '—', '—']);
    expect(screen.getByRole('img', { name: 'Demandes de contact par semaine' })).toBeTruthy();
    expect(screen.getByText(/^150 demandes sur les 8 dernières semaines\. À traiter en tout : 100\./, { selector: 'p' })).toBeTruthy();
    // Newest first, page after page until the span is covered: the 2020 requests are not all read.
    const reads = asked.filter((q) => q.includes('tri='));
    expect(reads).toEqual(['tri=-dateCreation&taille=100&page=1', 'tri=-dateCreation&taille=100&page=2']);
    expect(asked).toContain(`etat=${encodeURIComponent('à traiter')}&taille=1`.replace(/%20/g, '+'));
  });
});

describe('the site build status', () => {
  it('shows nothing when the server has no build endpoint (404)', async () => {
    let asked = false;
    server.use(
      http.get(api('/site/build'), () => ((asked = true), HttpResponse.json({ error: { message: 'Not Found' } }, { status: 404 }))),
    );
    const { container } = renderAt('/admin', '/admin', <BuildStatus />);
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('shows a failed rebuild with its reason and the last success', async () => {
    server.use(
      http.get(api('/site/build'), () =>
        HttpResponse.json({
          donnees: {
            etat: 'echec',
            depuis: '2026-11-21T10:00:00.000Z',
            derniereReussite: '2026-11-20T08:00:00.000Z',
            raison: 'astro build a échoué',
          },
        }),
      ),
    );
    renderAt('/admin', '/admin', <BuildStatus />);
    expect(await screen.findByText('Échec de la reconstruction')).toBeTruthy();
    expect(screen.getByText('Raison : astro build a échoué')).toBeTruthy();
    expect(screen.getByText(/^Dernière mise à jour réussie :/)).toBeTruthy();
    // No retry waits: the retry failed too.
    expect(screen.getByText(/^Pas d’autre essai automatique/)).toBeTruthy();
  });

  it('shows when a failed build is tried again', async () => {
    const prochainEssai = '2026-11-21T10:00:05.000Z';
    server.use(
      http.get(api('/site/build'), () =>
        HttpResponse.json({
          donnees: {
            etat: 'echec',
            depuis: '2026-11-21T10:00:00.000Z',
            derniereReussite: null,
            raison: 'ENOSPC: no space left on device',
            demande: { depuis: '2026-11-21T10:00:00.000Z', prochainEssai, essais: 0, raison: null },
          },
        }),
      ),
    );
    renderAt('/admin', '/admin', <BuildStatus />);
    expect(await screen.findByText('Raison : ENOSPC: no space left on device')).toBeTruthy();
    expect(screen.getByText(`Nouvel essai automatique le ${formatDateTime(prochainEssai, 'fr')}.`)).toBeTruthy();
  });

  it('shows a rebuild request the build service keeps refusing, with why and the next try', async () => {
    const prochainEssai = '2026-11-21T10:01:00.000Z';
    server.use(
      http.get(api('/site/build'), () =>
        HttpResponse.json({
          donnees: {
            etat: 'a_jour',
            depuis: '2026-11-21T09:00:00.000Z',
            derniereReussite: '2026-11-21T09:00:00.000Z',
            raison: null,
            demande: { depuis: '2026-11-21T10:00:00.000Z', prochainEssai, essais: 3, raison: 'HTTP 500' },
          },
        }),
      ),
    );
    renderAt('/admin', '/admin', <BuildStatus />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Le service de construction a refusé 3 demandes de mise à jour de suite (HTTP 500). Nouvel essai le ${formatDateTime(prochainEssai, 'fr')}.`,
    );
  });

  it('reads an unknown state as inconnu', () => {
    expect(readBuildStatus({ donnees: { etat: 'bizarre', depuis: '', derniereReussite: null, raison: null } })).toEqual({
      etat: 'inconnu',
      depuis: null,
      derniereReussite: null,
      raison: null,
      demande: null,
    });
    expect(readBuildStatus({})).toBeNull();
    // A request without its next try is not shown; a bad count reads as none.
    expect(readBuildStatus({ donnees: { etat: 'a_jour', demande: { essais: 2 } } })?.demande).toBeNull();
    expect(
      readBuildStatus({ donnees: { etat: 'a_jour', demande: { prochainEssai: '2026-11-21T10:00:00.000Z', essais: 'x' } } })?.demande,
    ).toEqual({ depuis: '2026-11-21T10:00:00.000Z', prochainEssai: '2026-11-21T10:00:00.000Z', essais: 0, raison: null });
  });
});
