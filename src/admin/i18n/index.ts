import type { Catalogues } from '../providers/i18nProvider';
import en from './en';

export type { AppMessages } from './en';

/**
 * The six catalogues. English ships with the app (react-admin needs its fallback at once); the
 * others are loaded on demand, so a user downloads only their own language.
 */
export const catalogues: Catalogues = {
  en,
  de: () => import('./de').then((module) => module.default),
  es: () => import('./es').then((module) => module.default),
  fr: () => import('./fr').then((module) => module.default),
  ja: () => import('./ja').then((module) => module.default),
  zh: () => import('./zh').then((module) => module.default),
};
