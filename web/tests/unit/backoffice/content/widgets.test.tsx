// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryCheckboxes } from '../../../../src/backoffice/content/forms/CategoryCheckboxes';
import { ImagesPicker } from '../../../../src/backoffice/content/forms/ImagesPicker';
import { KeywordsField } from '../../../../src/backoffice/content/forms/KeywordsField';
import { LanguageTabs } from '../../../../src/backoffice/content/forms/LanguageTabs';
import { LocationPicker } from '../../../../src/backoffice/content/forms/LocationPicker';
import type { ImageSelection, MapPoint } from '../../../../src/backoffice/content/payload';
import type { ContentLang, Localized } from '../../../../src/backoffice/content/types';
import type { PointFocal } from '@teranga/domain';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { png } from '../harness';

afterEach(cleanup);

const withI18n = (ui: React.ReactNode, lang: 'fr' | 'en' = 'fr') =>
  render(<I18nextProvider i18n={createBackofficeI18n(lang)}>{ui}</I18nextProvider>);

describe('language tabs', () => {
  function Tabs({ errors }: { errors?: Set<ContentLang> }) {
    const [active, setActive] = useState<ContentLang>('fr');
    return (
      <LanguageTabs active={active} onChange={setActive} errors={errors}>
        {(lang) => (
          <label>
            Titre {lang}
            <input />
          </label>
        )}
      </LanguageTabs>
    );
  }

  it('shows one panel at a time and moves with the arrow keys', async () => {
    withI18n(<Tabs />);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Français (fr)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Titre fr');
    screen.getByRole('tab', { name: 'Français (fr)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'English (en)' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Titre en');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Português (pt)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks the tabs whose fields have an error', () => {
    withI18n(<Tabs errors={new Set<ContentLang>(['pt'])} />);
    expect(screen.getByRole('tab', { name: 'Português (pt) (erreur)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'English (en)' })).toBeTruthy();
  });
});

describe('keywords', () => {
  it('lists the comma-separated keywords as typed', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <KeywordsField lang="fr" value={value} onChange={setValue} />;
    }
    withI18n(<Field />);
    await userEvent.type(screen.getByLabelText('Mots-clés (fr)'), 'fibre, , réseau ,Dakar');
    const chips = screen.getByRole('list', { name: 'Mots-clés (fr)' });
    expect([...chips.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['fibre', 'réseau', 'Dakar']);
  });
});

describe('categories', () => {
  it('offers the five spec categories, translated, and keeps their French values', async () => {
    function Boxes() {
      const [value, setValue] = useState<string[]>(['IT']);
      return (
        <>
          <CategoryCheckboxes value={value} onChange={setValue} mode="create" />
          <output>{value.join('|')}</output>
        </>
      );
    }
    withI18n(<Boxes />, 'en');
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(screen.getByLabelText('Cabling'));
    await userEvent.click(screen.getByLabelText('IT'));
    expect(screen.getByRole('status').textContent).toBe('cablâge');
  });
});

describe('realisation images', () => {
  function Picker({
    initial,
    initialTexts = { fr: [], en: [], pt: [] },
    lang = 'fr',
  }: {
    initial: ImageSelection;
    initialTexts?: Localized<string[]>;
    lang?: ContentLang;
  }) {
    const [value, setValue] = useState(initial);
    const [texts, setTexts] = useState(initialTexts);
    const [point, setPoint] = useState<PointFocal | null>(null);
    return (
      <>
        <ImagesPicker
          value={value}
          onChange={setValue}
          max={5}
          lang={lang}
          texts={texts}
          onTexts={setTexts}
          textError={() => undefined}
          pointFocal={point}
          onPointFocal={setPoint}
        />
        <output data-testid="texts">{JSON.stringify(texts)}</output>
        <output data-testid="point">{JSON.stringify(point)}</output>
      </>
    );
  }

  it('keeps each image text with its image when one is removed, in every language', async () => {
    withI18n(
      <Picker
        initial={{ existing: ['/uploads/a.jpg', '/uploads/b.jpg'], added: [] }}
        initialTexts={{ fr: ['Pylône', 'Armoire'], en: ['Tower', 'Cabinet'], pt: ['Torre', 'Armário'] }}
        lang="en"
      />,
    );
    expect((screen.getByLabelText(/Texte alternatif de l'image 2 \(en\)/) as HTMLInputElement).value).toBe('Cabinet');
    await userEvent.type(screen.getByLabelText(/Texte alternatif de l'image 2 \(en\)/), ' door');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer a.jpg' }));
    expect(JSON.parse(screen.getByTestId('texts').textContent ?? '')).toEqual({ fr: ['Armoire'], en: ['Cabinet door'], pt: ['Armário'] });
    expect((screen.getByLabelText(/Texte alternatif de l'image 1 \(en\)/) as HTMLInputElement).value).toBe('Cabinet door');
  });

  it('places the cover focal point with a click or the arrow keys, and recentres it', async () => {
    withI18n(<Picker initial={{ existing: ['/uploads/a.jpg'], added: [] }} />);
    const picture = screen.getByTestId('focal-picture');
    // The click is measured on the picture itself, not on its frame.
    picture.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 1000,
      height: 1000,
      right: 1000,
      bottom: 1000,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    (picture.querySelector('img') as HTMLImageElement).getBoundingClientRect = () => ({
      left: 100,
      top: 50,
      width: 200,
      height: 100,
      right: 300,
      bottom: 150,
      x: 100,
      y: 50,
      toJSON: () => ({}),
    });
    await userEvent.pointer({ keys: '[MouseLeft]', target: picture, coords: { clientX: 150, clientY: 125 } });
    expect(JSON.parse(screen.getByTestId('point').textContent ?? '')).toEqual({ x: 25, y: 75 });
    expect((screen.getByTestId('focal-preview') as HTMLImageElement).style.objectPosition).toBe('25% 75%');
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(JSON.parse(screen.getByTestId('point').textContent ?? '')).toEqual({ x: 26, y: 65 });
    expect(screen.getByTestId('focal-value').textContent).toBe('26 % depuis la gauche, 65 % depuis le haut');
    await userEvent.click(screen.getByRole('button', { name: 'Recentrer' }));
    expect(screen.getByTestId('point').textContent).toBe('null');
  });

  it('lets a new cover start from its centre when the cover is removed', async () => {
    withI18n(<Picker initial={{ existing: ['/uploads/a.jpg', '/uploads/b.jpg'], added: [] }} />);
    await userEvent.click(screen.getByTestId('focal-picture'));
    expect(screen.getByTestId('point').textContent).not.toBe('null');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer b.jpg' }));
    expect(screen.getByTestId('point').textContent).not.toBe('null');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer a.jpg' }));
    expect(screen.getByTestId('point').textContent).toBe('null');
  });

  it('takes at most 5 images in all and says so with the spec message', async () => {
    withI18n(<Picker initial={{ existing: ['/uploads/a.jpg', '/uploads/b.jpg'], added: [] }} />);
    const files = ['1', '2', '3', '4'].map((n) => png(`${n}.png`));
    await userEvent.upload(screen.getByLabelText('Ajouter des images'), files);
    expect(screen.getByText('5 / 5 images')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Veuillez sélectionner entre 1 et 5 images.');
    expect(screen.getByRole('button', { name: 'Retirer 3.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirer 4.png' })).toBeNull();
    expect((screen.getByLabelText('Ajouter des images') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer a.jpg' }));
    expect(screen.getByText('4 / 5 images')).toBeTruthy();
  });

  it('refuses files that are not JPEG, PNG or WebP, by name', async () => {
    withI18n(<Picker initial={{ existing: [], added: [] }} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Ajouter des images'), [
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      png('ok.png'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe("Le fichier « anim.gif » n'est pas une image JPEG, PNG ou WebP.");
    expect(screen.getByText('1 / 5 images')).toBeTruthy();
  });
});

describe('geolocation button', () => {
  function Location({ geolocation }: { geolocation: Geolocation | null }) {
    const [point, setPoint] = useState<MapPoint | null>(null);
    return <LocationPicker point={point} adresse="" onPoint={setPoint} onAdresse={() => {}} withMap={false} geolocation={geolocation} />;
  }

  it('says the browser has no geolocation', async () => {
    withI18n(<Location geolocation={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Géolocalisation non supportée par votre navigateur');
  });

  it('gives the reason when the position cannot be read', async () => {
    const denied = {
      getCurrentPosition: (_: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    } as Geolocation;
    withI18n(<Location geolocation={denied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de récupérer la position : User denied Geolocation');
  });

  it('places the point at the browser position', async () => {
    const here = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 14.6928, longitude: -17.4467 } } as GeolocationPosition),
    } as Geolocation;
    withI18n(<Location geolocation={here} />);
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByText('Latitude 14.692800, Longitude -17.446700')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la position' }));
    expect(screen.queryByText(/Latitude 14/)).toBeNull();
  });
});
