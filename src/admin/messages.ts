import type { Catalogues } from './providers/i18nProvider';
import en from './messages/en';

export type { AppMessages } from './messages/en';

/**
 * English ships with the app because react-admin needs its fallback at once; the other languages
 * load on demand, so a user downloads only their own.
 */
export const catalogues: Catalogues = {
  en,
  de: () => import('./messages/de').then((module) => module.default),
  es: () => import('./messages/es').then((module) => module.default),
  fr: () => import('./messages/fr').then((module) => module.default),
  ja: () => import('./messages/ja').then((module) => module.default),
  zh: () => import('./messages/zh').then((module) => module.default),
};
