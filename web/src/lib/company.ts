/** The company's public details (footer, contact page). */
export const COMPANY = {
  name: 'Teranga Services',
  phones: ['+221 33 869 40 40', '+221 77 512 30 30'],
  email: 'contact@teranga-services.sn',
  address: 'Immeuble Horizon, route de Ouakam, BP 17020 Dakar, Sénégal',
  founded: 2017,
} as const;
