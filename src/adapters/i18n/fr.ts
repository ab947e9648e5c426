import type { Catalogue } from './en.js';

/** French server messages; a missing key falls back to English. */
export const fr: Catalogue = {
  INVALID_INPUT: 'Veuillez vérifier vos informations et réessayer.',
  NOT_FOUND: 'Cette page est introuvable.',
  PRODUCT_NOT_FOUND: 'Ce produit est introuvable.',
  OUT_OF_STOCK: 'Cet article est en rupture de stock.',
  OUT_OF_STOCK_SOME: 'Désolé, il ne reste que {available} exemplaires de cet article.',
  LINE_LIMIT: 'Vous pouvez acheter au maximum {max} exemplaires de cet article.',
  INTERNAL: 'Une erreur est survenue, veuillez actualiser la page et réessayer.',
  ADDED_TO_BASKET: '{name} ajouté au panier',
  LOW_STOCK: "Vite, plus que {units} dans cette taille.",
  FIELD_REQUIRED: 'Veuillez saisir {field}',
  FIELD_WHOLE_NUMBER: 'Veuillez vérifier {field} : ce doit être un nombre entier',
};
