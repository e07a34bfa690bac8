import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, LOCALES, type Catalogues } from '../../../src/admin/providers/i18nProvider';
import type { KeyValueStorage } from '../../../src/admin/providers/session';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** A catalogue that only differs from English in the Save button, enough to tell them apart. */
const variant = (save: string): TranslationMessages => ({
  ...englishMessages,
  ra: { ...englishMessages.ra, action: { ...englishMessages.ra.action, save } },
});

function catalogues() {
  return {
    en: englishMessages,
    de: vi.fn(async () => variant('Speichern')),
    es: vi.fn(async () => variant('Guardar')),
    fr: vi.fn(async () => frenchMessages),
    ja: vi.fn(async () => variant('保存')),
    zh: vi.fn(async () => variant('保存')),
  } satisfies Catalogues;
}

describe('createI18nProvider', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English, synchronously, when nothing valid is stored', async () => {
    for (const stored of [undefined, 'xx', 'en_US']) {
      const loaders = catalogues();
      const storage = memoryStorage(stored ? { locale: stored } : {});
      const i18nProvider = createI18nProvider({ catalogues: loaders, storage });

      expect(i18nProvider.initialLocale).toBe('en');
      expect(i18nProvider.getLocale()).toBe('en');
      expect(i18nProvider.translate('ra.action.save')).toBe('Save');
      await i18nProvider.ready;
      expect(loaders.fr).not.toHaveBeenCalled();
    }
  });

  it('lists the six languages for the locales menu', () => {
    const i18nProvider = createI18nProvider({ catalogues: catalogues(), storage: memoryStorage() });

    expect(i18nProvider.getLocales?.()).toEqual(LOCALES);
    expect(LOCALES).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'es', name: 'Español' },
      { locale: 'fr', name: 'Français' },
      { locale: 'ja', name: '日本語' },
      { locale: 'zh', name: '中文' },
    ]);
  });

  it('loads the stored locale and is in it once ready', async () => {
    const loaders = catalogues();
    const i18nProvider = createI18nProvider({ catalogues: loaders, storage: memoryStorage({ locale: 'fr' }) });

    expect(i18nProvider.initialLocale).toBe('fr');
    await i18nProvider.ready;

    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
  });

  it('stays in English when the stored locale fails to load', async () => {
    const loaders = { ...catalogues(), ja: vi.fn(() => Promise.reject(new Error('chunk failed'))) };
    const i18nProvider = createI18nProvider({ catalogues: loaders, storage: memoryStorage({ locale: 'ja' }) });

    await expect(i18nProvider.ready).resolves.toBeUndefined();

    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('changeLocale loads the catalogue and keeps the choice in storage', async () => {
    const loaders = catalogues();
    const storage = memoryStorage();
    const i18nProvider = createI18nProvider({ catalogues: loaders, storage });

    await i18nProvider.changeLocale('de');
    expect(i18nProvider.getLocale()).toBe('de');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
    expect(storage.values.get('locale')).toBe('de');

    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(storage.values.get('locale')).toBe('en');
  });

  it('does not keep a locale that failed or is not offered', async () => {
    const loaders = { ...catalogues(), es: vi.fn(() => Promise.reject(new Error('offline'))) };
    const storage = memoryStorage({ locale: 'fr' });
    const i18nProvider = createI18nProvider({ catalogues: loaders, storage });
    await i18nProvider.ready;

    await expect(i18nProvider.changeLocale('es')).rejects.toThrow('offline');
    await expect(i18nProvider.changeLocale('it')).rejects.toThrow('Unsupported locale: it');

    expect(storage.values.get('locale')).toBe('fr');
    expect(i18nProvider.getLocale()).toBe('fr');
  });

  it('shows a missing key as itself and reports it (allowMissing: false), or its default when given', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18nProvider = createI18nProvider({ catalogues: catalogues(), storage: memoryStorage() });

    expect(i18nProvider.translate('app.nothing.here')).toBe('app.nothing.here');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('app.nothing.here'));
    expect(i18nProvider.translate('app.nothing.here', { _: 'Fallback' })).toBe('Fallback');
    warn.mockRestore();
  });

  it('uses localStorage by default', async () => {
    localStorage.setItem('locale', 'fr');
    const i18nProvider = createI18nProvider({ catalogues: catalogues() });
    await i18nProvider.ready;

    await i18nProvider.changeLocale('de');

    expect(localStorage.getItem('locale')).toBe('de');
  });
});
