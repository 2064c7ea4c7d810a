import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { messages as english } from '@/locales/en/messages.po';
import { NotFoundContent } from './not-found-page';

describe('the not-found page', () => {
  it('speaks German in German (PRODUCT.md §1)', async () => {
    await renderInRouter(<NotFoundContent />, 'de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(screen.getByText('Hier fehlt etwas: Diese Seite gibt es nicht.')).toBeInTheDocument();
    expect(screen.queryByText(/Something/)).toBeNull();
  });

  it('says "Something\'s missing." in English', async () => {
    await renderInRouter(<NotFoundContent />, 'en');
    // renderInRouter activates an empty catalogue; the English one is loaded over it.
    i18n.loadAndActivate({ locale: 'en', messages: english });
    expect(await screen.findByText("Something's missing.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
