// Every message the rules give an editor, by code, in French: the words the API sends in `message`
// (the spec's own sentences where it quotes them). The code and its parameters travel beside the
// message, so the back-office shows it in the editor's language (its `messages` namespace holds the
// English and Portuguese text of each code, and a test fails when one lacks a language).
// Placeholders are written {{name}}, as i18next reads them.
import type { FieldError } from './field-errors';
import type { ContentDefinition } from './content/fields';
import { labelFieldParams } from './content/labels';

export const MESSAGES_FR = {
  'datePublication.required': 'Veuillez fournir une date de publication.',
  'etat.invalid': "L'état est invalide.",
  'auteur.unknown': 'Utilisateur non identifié.',
  'annee.required': "L'année est obligatoire.",
  'annee.invalid': "L'année est invalide.",
  'categories.min': 'Vous devez sélectionner au moins une catégorie.',
  'categories.max': 'Vous ne pouvez pas sélectionner plus de {{max}} catégories',
  'categories.invalid': 'Catégories invalides: {{list}}',
  'categories.unique': 'Les catégories doivent être uniques.',
  'titre.required': 'Le titre ({{lang}}) est obligatoire.',
  'titre.requiredOne': 'Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
  'titre.max': 'Le titre ({{lang}}) ne peut excéder {{max}} caractères.',
  'titre.between': 'Le titre ({{lang}}) doit contenir entre {{min}} et {{max}} caractères.',
  'description.required': 'La description ({{lang}}) est obligatoire.',
  'description.max': 'La description ({{lang}}) ne peut excéder {{max}} caractères.',
  'description.between': 'La description ({{lang}}) doit contenir entre {{min}} et {{max}} caractères.',
  'description.tooDeep': "La description ({{lang}}) imbrique trop d'éléments : {{max}} niveaux au plus.",
  'contenu.required': 'Le contenu ({{lang}}) est obligatoire.',
  'contenu.max': 'Le contenu ({{lang}}) ne peut excéder {{max}} caractères.',
  'contenu.between': 'Le contenu ({{lang}}) doit contenir entre {{min}} et {{max}} caractères.',
  'contenu.tooDeep': "Le contenu ({{lang}}) imbrique trop d'éléments : {{max}} niveaux au plus.",
  'resume.required': 'Le résumé ({{lang}}) est obligatoire.',
  'resume.max': 'Le résumé ({{lang}}) ne peut excéder {{max}} caractères.',
  'resume.between': 'Le résumé ({{lang}}) doit contenir entre {{min}} et {{max}} caractères.',
  // A field without messages of its own (a field added to a definition): named by its label.
  'champ.required': 'Le champ « {{champ}} » ({{lang}}) est obligatoire.',
  'champ.max': 'Le champ « {{champ}} » ({{lang}}) ne peut excéder {{max}} caractères.',
  'champ.between': 'Le champ « {{champ}} » ({{lang}}) doit contenir entre {{min}} et {{max}} caractères.',
  'champ.tooDeep': "Le champ « {{champ}} » ({{lang}}) imbrique trop d'éléments : {{max}} niveaux au plus.",
  'champ.tooLong': 'Le champ « {{champ}} » ne peut excéder {{max}} caractères.',
  'motsCles.max': 'Le mot-clé « {{keyword}} » ({{lang}}) ne peut excéder {{max}} caractères.',
  'secteur.required': 'Veuillez choisir un secteur.',
  'images.count': 'Veuillez sélectionner entre 1 et 5 images.',
  'statutLivraison.invalid': 'Le statut de livraison est invalide.',
  'localisation.invalid': 'La localisation est invalide.',
  'imagePrincipale.required': "L'image principale est obligatoire.",
  'dateExpiration.invalid': "La date d'expiration est invalide.",
  'image.required': "L'image est obligatoire.",
  'texteAlternatif.required': "Le texte alternatif de l'image principale ({{lang}}) est obligatoire.",
  'texteAlternatif.max': 'Le texte alternatif ({{lang}}) ne peut excéder {{max}} caractères.',
  'pointFocal.invalid': 'Le point focal est invalide : deux nombres de 0 à 100 (x et y, en pourcentage).',
  'statut.invalid': 'Le statut est invalide.',
  'categorie.max': 'La catégorie ne peut excéder 50 caractères.',
  'pays.max': 'Le pays ne peut excéder 100 caractères.',
  'contact.max': 'Le contact ne peut excéder 100 caractères.',
  'quantiteDisponible.max': 'La quantité disponible ne peut excéder 100 caractères.',
  'siteWeb.max': "L'URL du site web ne peut excéder 200 caractères.",
  'siteWeb.invalid': "L'URL du site web est invalide.",
  'logo.required': 'Le logo est obligatoire.',
  'ordreAffichage.negative': "L'ordre d'affichage ne peut pas être négatif.",
  'ordreAffichage.invalid': "L'ordre d'affichage est invalide.",
  'actif.invalid': 'La valeur de « actif » est invalide.',
  'prenom.required': 'Le prénom est obligatoire.',
  'prenom.max': 'Le prénom ne peut excéder 50 caractères.',
  'nom.required': 'Le nom est obligatoire.',
  'nom.max': 'Le nom ne peut excéder {{max}} caractères.',
  'email.required': "L'email est obligatoire.",
  'email.invalid': "L'email est invalide.",
  'email.taken': 'Cet email est déjà utilisé.',
  'motDePasse.required': 'Le mot de passe est obligatoire.',
  'motDePasse.min': 'Le mot de passe doit contenir au moins {{min}} caractères.',
  'motDePasse.confirmation': 'Les mots de passe ne correspondent pas.',
  'motDePasse.unchanged': "Le nouveau mot de passe doit être différent de l'actuel.",
  'motDePasseActuel.required': 'Le mot de passe actuel est obligatoire.',
  'motDePasseActuel.wrong': 'Le mot de passe actuel est incorrect.',
  'telephone.max': 'Le téléphone ne peut excéder 30 caractères.',
  'role.invalid': 'Le rôle est invalide.',
  'utilisateur.lastAdmin': 'Impossible : il doit rester au moins un administrateur actif.',
  'connexion.required': "L'email et le mot de passe sont obligatoires.",
  'connexion.wrong': 'Email ou mot de passe incorrect.',
  'connexion.tooMany': 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  'reinitialisation.invalid': "Ce lien de réinitialisation n'est plus valide (déjà utilisé ou expiré). Demandez-en un nouveau.",
  'slug.invalid': "L'adresse de la page ({{lang}}) doit contenir au moins une lettre ou un chiffre.",
  'slug.tooLong': "L'adresse de la page ({{lang}}) ne peut excéder {{max}} caractères.",
  'slug.taken': "L'adresse « {{slug}} » ({{lang}}) est déjà prise par un autre élément, ou l'a été : choisissez-en une autre.",
  'slug.tooManyChanges': "L'adresse de cet élément a déjà changé {{max}} fois récemment : réessayez dans {{minutes}} min.",
  'upload.tooLarge': 'Le fichier « {{name}} » dépasse la taille maximale de {{limitMb}} Mo.',
  'upload.notAnImage': "Le fichier « {{name}} » n'est pas une image JPEG, PNG ou WebP.",
  'upload.unreadable': "L'image « {{name}} » est illisible (fichier abîmé ou incomplet).",
  'upload.tooManyPixels': "L'image « {{name}} » est trop grande ({{width}} × {{height}} pixels) : {{megapixels}} mégapixels au maximum.",
  'upload.budget': "Trop d'images traitées en une minute ({{megapixels}} mégapixels au plus) : réessayez dans {{seconds}} s.",
  'upload.bodyTooLarge': "L'envoi dépasse la taille maximale de {{limitMb}} Mo par fichier.",
  'upload.tooManyFiles': 'Trop de fichiers dans un même envoi.',
  'upload.tooManyFields': 'Trop de champs dans un même envoi.',
  'upload.malformed': 'Envoi de fichiers illisible. Veuillez réessayer.',
  'body.tooLarge': "L'envoi dépasse la taille maximale de {{limitKb}} Ko.",
  'body.tooDeep': "L'envoi est illisible : il imbrique plus de {{max}} niveaux.",
  'liste.valeur': 'Le paramètre « {{name}} » est invalide.',
  'liste.parametre': "Le paramètre « {{name}} » n'est pas accepté par cette liste.",
  'liste.q': 'La recherche ne peut excéder {{max}} caractères.',
  'liste.etat': "L'état demandé est inconnu (valeurs possibles : {{list}}).",
  'liste.tri': 'Ce tri est impossible (champs possibles : {{list}}, précédés de « - » pour l’ordre décroissant).',
  'liste.aTraduire': 'La langue à traduire doit être fr, en ou pt.',
  'liste.page': 'La page doit être un nombre entier à partir de 1.',
  'liste.taille': 'La taille de page doit être un nombre entier de 1 à {{max}}.',
  'lot.action': "L'action doit être « publier », « depublier » ou « supprimer ».",
  'lot.ids': 'Indiquez de 1 à {{max}} identifiants distincts.',
  'media.used':
    'Ce média est utilisé par {{count}} élément(s) publié(s) ou en brouillon : retirez-le de ces éléments avant de le supprimer (ceux de la corbeille le perdent avec lui).',
  'media.forbidden': 'Seul un administrateur ou la personne qui a téléversé ce média peut le modifier.',
  'media.usedElsewhere':
    'Ce média est aussi utilisé par {{count}} élément(s) que vous ne pouvez pas modifier : demandez à un administrateur, ou téléversez une autre image pour vos éléments.',
  'media.introuvable': 'Média introuvable',
  'media.nature': 'La nature de l’image doit être l’une de : {{list}}.',
  'fichier.required': 'Choisissez au moins une image.',
  'credit.max': 'Le crédit ne peut excéder {{max}} caractères.',
  'langue.invalid': 'La langue doit être fr, en ou pt.',
  'traductions.champs': 'Les champs à valider doivent être une liste non vide de noms parmi : {{list}}.',
  'traductions.champInconnu': 'Champ à valider inconnu : {{inconnus}} (champs possibles : {{list}}).',
  'presence.session': 'La session doit être un identifiant de 8 à 64 lettres, chiffres, « - » ou « _ ».',
  'controle.langueIncomplete': 'La version ({{lang}}) est incomplète : {{champs}}.',
  'controle.imageSansTexte': "L'image principale n'a pas de texte alternatif ({{lang}}).",
  'controle.lienIntrouvable': "Le lien {{url}} mène à une page du site qui n'existe pas ({{lang}}).",
  'controle.lienSansTexte': "Le lien {{url}} n'a pas de texte ({{lang}}).",
  'controle.titresSautes': 'Un intertitre {{niveau}} arrive avant tout {{attendu}} ({{lang}}).',
  'controle.lienVague': 'Le texte du lien « {{texte}} » ne dit pas où il mène ({{lang}}).',
  'controle.titreRechercheLong': 'Le titre pour les moteurs de recherche ({{lang}}) fait {{longueur}} caractères : {{max}} au plus.',
  'controle.descriptionRechercheLongueur':
    'La description pour les moteurs de recherche ({{lang}}) fait {{longueur}} caractères : de {{min}} à {{max}} conseillés.',
  'controle.imageEtroite': "L'image principale fait {{largeur}} px de large : {{min}} px au moins pour les partages.",
  'controle.traductionARevoir': 'La traduction ({{lang}}) est à revoir : {{champs}}.',
  'controle.tropDeLiens': 'Le texte contient {{nombre}} liens vers des pages du site : seuls les {{max}} premiers ont été vérifiés.',
  'edition.conflict': "Cet élément a été modifié par quelqu'un d'autre depuis son ouverture : vos changements n'ont pas été enregistrés.",
} as const;

export type MessageCode = keyof typeof MESSAGES_FR;
export type MessageParams = Record<string, string | number>;

/** The French text of `code` with its placeholders filled (a missing parameter stays visible). */
export function frenchMessage(code: MessageCode, params: MessageParams = {}, definition?: ContentDefinition): string {
  const filled = labelFieldParams(params, 'fr', definition);
  return MESSAGES_FR[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in filled ? String(filled[name]) : whole));
}

/** A field error with its code: the French message for the API, the code for translations. */
export function fieldError(path: string, code: MessageCode, params?: MessageParams, definition?: ContentDefinition): FieldError {
  return params ? { path, message: frenchMessage(code, params, definition), code, params } : { path, message: frenchMessage(code), code };
}
