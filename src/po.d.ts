declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The signed-out screens' part of a catalogue (scripts/catalogue-parts-plugin.ts). */
declare module '*.po?part=public' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A catalogue without the lazily loaded areas' texts (scripts/catalogue-parts-plugin.ts). */
declare module '*.po?part=signed-in' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The lazily loaded areas' texts (scripts/catalogue-parts-plugin.ts). */
declare module '*.po?part=areas' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
