import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out and has no scrollIntoView; the forms scroll their first invalid field.
// (Files that run in the node environment have no DOM at all.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};
