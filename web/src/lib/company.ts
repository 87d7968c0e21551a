/** The company's public details (footer, contact page). */
export const COMPANY = {
  name: 'Teranga Services',
  phones: ['+221 33 869 40 40', '+221 77 512 30 30'],
  email: 'contact@teranga-services.sn',
  address: 'Immeuble Horizon, route de Ouakam, BP 17020 Dakar, Sénégal',
  /** The same address in parts, for structured data. */
  postal: { street: 'Immeuble Horizon, route de Ouakam', box: 'BP 17020', locality: 'Dakar', country: 'SN' },
  founded: 2017,
  /** The company's profiles elsewhere (JSON-LD sameAs): COMPANY_PROFILES at build time, comma-separated. */
  sameAs: profiles(),
} as const;

function profiles(): string[] {
  const fromEnv = (typeof process !== 'undefined' && process.env?.COMPANY_PROFILES) || '';
  const list = fromEnv
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^https:\/\//.test(url));
  return list.length
    ? list
    : ['https://www.linkedin.com/company/teranga-services', 'https://www.facebook.com/terangaservices', 'https://x.com/terangaservices'];
}
