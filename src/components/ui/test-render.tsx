/** Test helper: renders inside Lingui's provider with an empty catalogue (German source text). */
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';

export function renderWithI18n(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  i18n.loadAndActivate({ locale, messages: {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper });
}
