/**
 * A notification's icon as a `data:` URL made from the worker's precache. Chromium loads a
 * notification's icon and badge before it shows anything: given a URL, the notification waits
 * for the server — on a busy server (issue 27: e2e under load, no notification within 30 s) or
 * on a phone in a dead spot, for as long as the fetch takes. The precached copy needs no network.
 */
export type PrecacheLookup = (url: string) => Promise<Response | undefined>;

export async function offlineIcon(url: string, lookup: PrecacheLookup): Promise<string> {
  const cached = await lookup(url).catch(() => undefined);
  if (!cached?.ok) return url;
  const bytes = new Uint8Array(await cached.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const type = cached.headers.get('content-type') ?? 'image/png';
  return `data:${type};base64,${btoa(binary)}`;
}
