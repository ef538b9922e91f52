import { SIGNATURE_LABELS } from '@hubgrade/domain/signatures/labels';
import { type SignatureEvent, ZSignatureEvent } from '@hubgrade/domain/signatures/schemas';

const E = SIGNATURE_LABELS.frameErrors;

export type SignatureCallback = (event: SignatureEvent) => void;

/** The link must be an http(s) address (relative ones are read against the page's own). */
function linkUrl(link: unknown): URL {
  if (typeof link !== 'string' || link.trim() === '') throw new Error(E.invalidLink);
  try {
    const url = new URL(link, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(E.invalidLink);
    return url;
  } catch {
    throw new Error(E.invalidLink);
  }
}

/**
 * Members-bookings-feed §2.22: embeds the e-signature provider's page from its link in the given
 * container and reports the provider's events (started, success, error, ping, declined) to the
 * callback. Only messages from that frame and the link's origin count. Returns the cleanup.
 * Throws the three component errors of §8 in French: invalid link, container not found,
 * callback not a function.
 */
export function mountSignatureFrame(link: unknown, container: HTMLElement | string | null | undefined, callback: unknown): () => void {
  const url = linkUrl(link);
  const host = typeof container === 'string' ? document.getElementById(container) : container;
  if (!host) throw new Error(E.containerNotFound);
  if (typeof callback !== 'function') throw new Error(E.callbackNotFunction);
  const report = callback as SignatureCallback;

  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = SIGNATURE_LABELS.pageTitle;
  frame.style.width = '100%';
  frame.style.minHeight = '900px';
  frame.style.border = '0';
  host.replaceChildren(frame);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== url.origin) return;
    const parsed = ZSignatureEvent.safeParse(event.data);
    if (parsed.success) report(parsed.data);
  };
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
}
