import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installable app's manifest (PRODUCT.md §8). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Krankentransport App',
  short_name: 'Krankentransport',
  description: 'Krankentransporte bestellen, vergeben und durchführen.',
  lang: 'de',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f8fafc',
  theme_color: '#20607b',
  icons: [],
};
