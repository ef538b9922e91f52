import { useSearchParams } from 'react-router';

/**
 * The brand a screen of a brand's values is on: `?marque=` for the main platform's staff (so that
 * a link carries it), else the caller's own brand; a brand's staff always get theirs.
 */
export function useBrandParam(ownBrandId: number | null, hostBrandId: number | null): [number, (brandId: number) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('marque');
  const brandId = ownBrandId ?? (chosen !== null && /^\d{1,9}$/.test(chosen) ? Number(chosen) : (hostBrandId ?? 0));
  const choose = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('marque', String(next));
        return updated;
      },
      { replace: true },
    );
  return [brandId, choose];
}
