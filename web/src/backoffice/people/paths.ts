// Users and partners live only under the administrator's base (docs/product.md §2).
export const USERS = '/admin/utilisateurs';
export const PARTNERS = '/admin/partenaires';
export const userEditPath = (id: string) => `${USERS}/modifier/${encodeURIComponent(id)}`;
export const partnerEditPath = (id: string) => `${PARTNERS}/modifier/${encodeURIComponent(id)}`;
