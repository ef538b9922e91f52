import { useEffect, useState } from 'react';
import { fetchUploadBlob } from '../../lib/upload-api.ts';

/** A blob: address for an uploaded file, fetched with the session's token and released on unmount. */
export function useObjectUrl(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchUploadBlob(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

/**
 * Opens an uploaded file in a new tab. The tab opens at once, while the click still counts as the
 * user's (pop-up blockers), and closes again if the file cannot be read. The address lives a
 * minute, long enough for the tab to load it.
 */
export async function openUpload(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchUploadBlob(path));
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
  }
}

/** Saves an uploaded file under its own name (the token goes with the request, so a plain link cannot). */
export async function downloadUpload(path: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await fetchUploadBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
