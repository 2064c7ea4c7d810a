import { Plural } from '@lingui/react/macro';

/**
 * What a logout by hand costs while changes wait on this device: they are deleted from it
 * (decision 009). Said wherever this device can be logged out by hand — the header, and the
 * device list for this device or all of them. A session the server ended keeps them instead
 * (decision 045).
 */
export function UnsentChangesWarning({ unsent }: { unsent: number }) {
  return (
    <Plural
      value={unsent}
      one="# Änderung ist noch nicht übertragen. Beim Abmelden wird sie von diesem Gerät gelöscht."
      other="# Änderungen sind noch nicht übertragen. Beim Abmelden werden sie von diesem Gerät gelöscht."
    />
  );
}
