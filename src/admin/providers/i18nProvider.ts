import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import { LANGUAGES, type Language } from '../../shared/modules';
import type { KeyValueStorage } from './session';

export const LOCALE_KEY = 'locale';
export const DEFAULT_LOCALE: Language = 'en';

/** The names the language menu lists, each in its own language. */
export const LOCALES: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ja', name: '日本語' },
  { locale: 'zh', name: '中文' },
];

/**
 * English is given as messages, since react-admin needs the fallback synchronously; every other
 * catalogue as a loader (an `import()`), so only the chosen language is downloaded.
 */
export type Catalogues = { en: TranslationMessages } & {
  [L in Exclude<Language, 'en'>]: () => Promise<TranslationMessages>;
};

export interface I18nProviderDeps {
  catalogues: Catalogues;
  storage?: KeyValueStorage;
}

export interface AppI18nProvider extends I18nProvider {
  /** The locale kept in storage when the provider was made. */
  initialLocale: Language;
  /**
   * Settles once that locale's catalogue is in place (at once for English). Render after it, so
   * the first screen is already in the user's language; if it fails the app stays in English.
   */
  ready: Promise<void>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function createI18nProvider({ catalogues, storage = localStorage }: I18nProviderDeps): AppI18nProvider {
  const stored = storage.getItem(LOCALE_KEY);
  const initialLocale: Language = isLanguage(stored) ? stored : DEFAULT_LOCALE;

  const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (!isLanguage(locale)) return Promise.reject(new Error(`Unsupported locale: ${locale}`));
    return locale === 'en' ? catalogues.en : catalogues[locale]();
  };

  // ra-i18n-polyglot needs the first locale's messages synchronously, so it starts in English and
  // switches to the stored locale once that catalogue has loaded.
  const base = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, LOCALES, { allowMissing: false });

  const changeLocale = async (locale: string, options?: unknown): Promise<void> => {
    await base.changeLocale(locale, options);
    // Kept only once loaded, so a failed download does not stick on the next visit.
    storage.setItem(LOCALE_KEY, locale);
  };

  const ready =
    initialLocale === DEFAULT_LOCALE ? Promise.resolve() : base.changeLocale(initialLocale).catch(() => undefined);

  return { ...base, changeLocale, initialLocale, ready };
}
