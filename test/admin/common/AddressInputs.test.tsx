import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AddressInputs } from '../../../src/admin/common/AddressInputs';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const renderBlock = (props: { disabled?: boolean; readOnly?: boolean } = {}, onSubmit = vi.fn()) =>
  renderWithAdmin(
    <Form onSubmit={onSubmit} mode="onTouched">
      <AddressInputs source="home" {...props} />
      <button type="submit">Send</button>
    </Form>,
  );

describe('AddressInputs', () => {
  it('has the six labelled fields, state MN and country United States by default', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderBlock({}, onSubmit);
    for (const label of [/Address Line 1/, /Address Line 2/, /City/, /ZIP Code/, /Country/]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('Minnesota (MN)');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('United States');

    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Duluth');
    await user.click(screen.getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Wisconsin (WI)' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      home: { addressLine1: '', addressLine2: '', city: 'Duluth', state: 'WI', zipCode: '', country: 'United States' },
    });
  });

  it('checks the ZIP code', async () => {
    const user = userEvent.setup();
    renderBlock();
    await user.type(screen.getByRole('textbox', { name: /ZIP Code/ }), '5540');
    await user.tab();
    expect(await screen.findByText('Enter a ZIP code such as 55401 or 55401-1234')).toBeInTheDocument();
  });

  it('can be read-only or disabled', () => {
    const { unmount } = renderBlock({ readOnly: true });
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('readonly');
    unmount();
    renderBlock({ disabled: true });
    expect(screen.getByRole('textbox', { name: /City/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
