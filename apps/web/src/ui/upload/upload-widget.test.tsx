import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadWidget } from './upload-widget.tsx';

const PDF: Upload = {
  id: 7,
  name: 'a.pdf',
  path: '/api/upload/7/file',
  originalName: 'contrat.pdf',
  mimeType: 'application/pdf',
  size: 10,
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);

function Host({ mode, multiple = false, initial = [] }: { mode: 'pdf' | 'ticket' | 'image'; multiple?: boolean; initial?: Upload[] }) {
  const [value, setValue] = useState(initial);
  return <UploadWidget mode={mode} multiple={multiple} value={value} onChange={setValue} />;
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadWidget', () => {
  it('names the drop zone by the text it shows, and keeps the file input out of it', () => {
    render(<Host mode="image" multiple />);
    const zone = screen.getByTestId('upload-dropzone-image');
    expect(zone.getAttribute('role')).toBe('button');
    expect(zone.hasAttribute('aria-label')).toBe(false);
    expect(zone.textContent?.length).toBeGreaterThan(10);
    expect(zone.contains(screen.getByTestId('upload-input-image'))).toBe(false);
  });

  it('refuses several dropped files in single mode without sending anything', async () => {
    render(<Host mode="image" />);
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await act(async () => {
      fireEvent.drop(screen.getByTestId('upload-dropzone-image'), {
        dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] },
      });
    });
    expect(await screen.findByText("Vous ne pouvez mettre qu'une seule photo")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the size before sending', async () => {
    render(<Host mode="image" />);
    await userEvent.upload(
      screen.getByTestId('upload-input-image'),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('La taille maximum est de 2mo.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a file, shows it, and replaces the drop area in single mode', async () => {
    fetchMock.mockResolvedValueOnce(json(201, PDF));
    render(<Host mode="pdf" />);
    await userEvent.upload(screen.getByTestId('upload-input-pdf'), new File(['%PDF'], 'contrat.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('contrat.pdf')).toBeTruthy();
    expect(calls()).toEqual(['POST /api/upload/pdf']);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('contrat.pdf');
    expect(screen.queryByTestId('upload-dropzone-pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remplacer le PDF' })).toBeTruthy();
    expect(screen.getByTestId('upload-replace-pdf').getAttribute('accept')).toBe('.pdf,application/pdf');
  });

  it('shows the spec’s texts when an upload or a deletion fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { status: 500, message: 'Une erreur interne est survenue' }));
    render(<Host mode="ticket" multiple initial={[PDF]} />);
    await userEvent.upload(screen.getByTestId('upload-input-ticket'), new File(['x'], 'ticket.png', { type: 'image/png' }));
    expect(await screen.findByText("Un problème est survenu lors de l'upload de votre fichier")).toBeTruthy();

    fetchMock.mockResolvedValueOnce(json(500));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le fichier contrat.pdf' }));
    expect(await screen.findByText('Un problème est survenu lors de la suppression de votre fichier')).toBeTruthy();
    expect(screen.getByText('contrat.pdf')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le fichier contrat.pdf' }));
    await waitFor(() => expect(screen.queryByText('contrat.pdf')).toBeNull());
    expect(calls().slice(-2)).toEqual(['DELETE /api/upload/7', 'DELETE /api/upload/7']);
  });
});
