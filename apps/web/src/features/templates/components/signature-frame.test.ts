import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSignatureFrame } from './signature-frame.ts';

describe('signature frame (§2.22, §8)', () => {
  afterEach(() => document.body.replaceChildren());

  it('says in French what is wrong with its arguments', () => {
    const host = document.createElement('div');
    document.body.append(host);
    expect(() => mountSignatureFrame('', host, () => {})).toThrow('Le lien de signature est invalide.');
    expect(() => mountSignatureFrame('javascript:alert(1)', host, () => {})).toThrow('Le lien de signature est invalide.');
    expect(() => mountSignatureFrame('/api/esign/1.x', 'absent', () => {})).toThrow('Le conteneur du cadre de signature est introuvable.');
    expect(() => mountSignatureFrame('/api/esign/1.x', host, 'rappel')).toThrow("Le rappel de signature n'est pas une fonction.");
  });

  it('embeds the link and reports only its own frame’s events', () => {
    const host = document.createElement('div');
    host.id = 'frame-host';
    document.body.append(host);
    const callback = vi.fn();
    const cleanup = mountSignatureFrame('/api/esign/1.x', 'frame-host', callback);
    const frame = host.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/api/esign/1.x`);
    const data = { source: 'hubgrade-esign', type: 'success', signatureId: 1 };
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://ailleurs.test', source: frame.contentWindow }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'success' }, origin: window.location.origin, source: frame.contentWindow }),
    );
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(data);
    cleanup();
    expect(host.querySelector('iframe')).toBeNull();
  });
});
