import { BLOCK_MESSAGES as M, SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { BlockKind } from '@hubgrade/domain/seo/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, spySnackbar } from '../../../test-providers.tsx';
import { BlockEditor } from './block-editor.tsx';

const F = SEO_LABELS.blocks.fields;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A block never saved of this kind, in its editor; the image upload answers image 5. */
function renderEditor(kind: BlockKind) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ id: 5, pathRelative: '/api/public/seo-images/5/original', webpPath: '/api/public/seo-images/5/webp' }),
          {
            status: 201,
          },
        ),
    ),
  );
  const snackbar = spySnackbar();
  renderWithProviders(<BlockEditor block={{ id: 1, kind, position: 1, content: null, updatedAt: '2026-01-01T00:00:00.000Z' }} />, {
    snackbar,
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: SEO_LABELS.blocks.save });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'hall.png', { type: 'image/png' });

/** The save button is never disabled without a message saying what is missing. */
describe('the block editors say why a block cannot be saved', () => {
  it('a thumbnail asks for its image’s ALT as soon as the image is chosen', async () => {
    renderEditor('thumbnails');
    await userEvent.type(textbox(F.height), '320');
    await userEvent.type(textbox(F.title), 'Bureaux');
    await userEvent.type(textbox(F.link), '/bureaux');
    await userEvent.type(textbox(F.linkText), 'Voir');
    await userEvent.type(textbox(F.description), 'Des bureaux fermés.');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));

    await userEvent.upload(screen.getByLabelText(`${F.img} : ${F.upload}`), png());
    expect(await screen.findByText(M.alt)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });

  it('a carousel item says its image is missing once the block is being edited', async () => {
    renderEditor('carousel');
    expect(screen.queryByText(M.required)).toBeNull();
    await userEvent.type(textbox(F.height), '400');
    expect(await screen.findByText(M.required)).toBeTruthy();
    await userEvent.type(textbox(F.title), 'Le hall');
    await userEvent.type(textbox(F.link), '/hall');
    await userEvent.type(textbox(F.imgAlt), 'Le hall d’entrée');
    expect(save()).toHaveProperty('disabled', true);

    await userEvent.upload(screen.getByLabelText(`${F.img} : ${F.upload}`), png());
    await waitFor(() => expect(screen.queryByText(M.required)).toBeNull());
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it('a tab without subtabs says what it needs once its title is typed, and no more once it has a subtab', async () => {
    renderEditor('tabs');
    await userEvent.type(textbox(F.title), 'Bureaux');
    for (const message of [M.description, M.link, M.buttonText, M.height, M.alt]) expect(await screen.findByText(message)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: F.addSubTab }));
    await waitFor(() => expect(screen.queryByText(M.description)).toBeNull());
    expect(screen.queryByText(M.buttonText)).toBeNull();
    // The tab's own fields (the first of each name; the new subtab's own follow) are no longer in error.
    for (const name of [F.description, F.link, F.linkBtnTxt, F.height, F.imgAlt]) {
      expect(screen.getAllByRole('textbox', { name })[0]?.getAttribute('aria-invalid')).toBe('false');
    }
  });
});
