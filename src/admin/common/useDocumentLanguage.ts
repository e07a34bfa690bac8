import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps `<html lang>` on the chosen language, so screen readers pronounce the page right. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
