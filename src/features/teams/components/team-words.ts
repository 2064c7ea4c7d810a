import { msg } from '@lingui/core/macro';
import type { OrganizationType, Role } from '@/contract/auth';

/** What a team is called in the caller's kind of organisation (PRODUCT.md §2). */
export const teamWord = (type: OrganizationType) =>
  type === 'T' ? msg`Besatzungen und Disposition` : msg`Stationen und Abteilungen`;

export const ROLE_LABELS: Record<Role, ReturnType<typeof msg>> = {
  admin: msg`Administrator`,
  member: msg`Mitglied`,
};

/** Case- and accent-insensitive "contains", for the page's search over both lists. */
export function matches(search: string, ...texts: (string | null)[]): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
