import type { Core } from '@strapi/strapi';

export const ROLES = {
  administrateur: { name: 'Administrateur', description: 'Gère les contenus, les partenaires et les utilisateurs.' },
  conseiller: { name: 'Conseiller', description: 'Gère ses propres réalisations, articles et opportunités.' },
} as const;

export type RoleType = keyof typeof ROLES;

/**
 * The two roles of docs/product.md §6 as users-permissions roles. Registration stays closed and new
 * users default to conseiller. The plugin's own public permissions are cleared: every public
 * route of the contract is declared with auth: false, so nothing else is public.
 */
export async function ensureRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  for (const [type, role] of Object.entries(ROLES)) {
    if (!(await roles.findOne({ where: { type } }))) await roles.create({ data: { ...role, type } });
  }

  const advanced = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const current = ((await advanced.get()) ?? {}) as Record<string, unknown>;
  await advanced.set({
    value: { ...current, allow_register: false, email_confirmation: false, default_role: 'conseiller', unique_email: true },
  });

  const publicRole = await roles.findOne({ where: { type: 'public' } });
  if (publicRole) {
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: publicRole.id } });
  }
}

export async function roleId(strapi: Core.Strapi, type: RoleType): Promise<number> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`Role ${type} is missing`);
  return role.id;
}
