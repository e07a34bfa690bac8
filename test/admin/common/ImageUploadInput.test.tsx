import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, useInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadInput } from '../../../src/admin/common/ImageUploadInput';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/** Shows the field's current value, so the test can read it. */
const ValueOf = ({ source }: { source: string }) => {
  const { field } = useInput({ source });
  return <output aria-label="value">{String(field.value ?? '')}</output>;
};

const renderInput = (uploadImage = vi.fn(), picture: string | null = null) =>
  renderWithAdmin(
    <Form defaultValues={{ picture }}>
      <ImageUploadInput source="picture" label="app.profile.edit.picture" />
      <ValueOf source="picture" />
    </Form>,
    { dataProvider: { uploadImage } },
  );

const fileInput = () => screen.getByLabelText('Upload picture', { selector: 'input' });

describe('ImageUploadInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled group with an upload button and an images-only file input', () => {
    renderInput();
    expect(screen.getByRole('group', { name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
  });

  it('rejects a file that is not an image, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadImage = vi.fn();
    renderInput(uploadImage);
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select Image type file!')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.getByLabelText('value')).toHaveTextContent('');
  });

  it('uploads an image and keeps the returned URL as the value', async () => {
    const user = userEvent.setup();
    const uploadImage = vi.fn(async () => '/uploads/abc.png');
    renderInput(uploadImage);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    await waitFor(() => expect(screen.getByLabelText('value')).toHaveTextContent('/uploads/abc.png'));
    expect(uploadImage).toHaveBeenCalledWith(png);
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', '/uploads/abc.png');
  });

  it("shows the server's message when the upload fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed dataProvider calls
    const user = userEvent.setup();
    renderInput(vi.fn(async () => Promise.reject(new Error('Something went wrong. Try Again later!'))));
    await user.upload(fileInput(), new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Something went wrong. Try Again later!')).toBeInTheDocument();
  });

  it('Remove clears the value', async () => {
    const user = userEvent.setup();
    renderInput(vi.fn(), '/uploads/old.png');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('value')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
