import type { Catalogues } from './providers/i18nProvider';
import en from './messages/en';

export type { AppMessages } from './messages/en';

/**
 * The six catalogues, each the shell's words (src/admin/i18n) merged with the dashboard's and every
 * resource's (their i18n/ folders), in messages/<language>.ts. English ships with the app (react-admin
 * needs its fallback at once); the others are loaded on demand, one download per language, so a user
 * gets only their own.
 */
export const catalogues: Catalogues = {
  en,
  de: () => import('./messages/de').then((module) => module.default),
  es: () => import('./messages/es').then((module) => module.default),
  fr: () => import('./messages/fr').then((module) => module.default),
  ja: () => import('./messages/ja').then((module) => module.default),
  zh: () => import('./messages/zh').then((module) => module.default),
};
