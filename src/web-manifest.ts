import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The installable app's manifest (PRODUCT.md §8). Icons are rendered from public/favicon.svg and
 * public/icons/maskable-icon.svg by scripts/render-icons.mjs.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Krankentransport App',
  short_name: 'Krankentransport',
  description: 'Krankentransporte bestellen, vergeben und durchführen.',
  lang: 'de',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // Light background while the app starts; the theme colour is the brand cerulean (brand-700).
  background_color: '#f8fafc',
  theme_color: '#20607b',
  categories: ['medical', 'business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
