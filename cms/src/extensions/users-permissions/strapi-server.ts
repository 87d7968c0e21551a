// Extends the users-permissions plugin: the user gets the spec's fields (docs/product.md §3), and the
// plugin's own public routes (registration, user listing, password-reset mail…) are removed so
// nothing goes around the roles of docs/product.md §6. Authentication is served by api::auth instead.
/** The parts of the plugin changed here. */
interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: Record<string, unknown>;
}

export default (plugin: UsersPermissionsPlugin) => {
  const user = plugin.contentTypes.user;
  user.schema.attributes = {
    ...user.schema.attributes,
    nom: { type: 'string', maxLength: 50 },
    prenom: { type: 'string', maxLength: 50 },
    telephone: { type: 'string', maxLength: 30 },
    statut: { type: 'string', maxLength: 20, default: 'actif' },
  };

  plugin.routes['content-api'] = () => ({ type: 'content-api', routes: [] });
  return plugin;
};
