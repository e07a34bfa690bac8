import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider, useInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NrdsInput, validateNrds } from '../../../src/admin/common/NrdsInput';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/** Shows the field's current value, so the test can read it. */
const ValueOf = ({ source }: { source: string }) => {
  const { field } = useInput({ source });
  return <output aria-label="value">{String(field.value ?? '')}</output>;
};

const renderInput = (nrdsId: string | null = null, props: Partial<Parameters<typeof NrdsInput>[0]> = {}) =>
  renderWithAdmin(
    // Labelled as react-admin's inputs are: resources.locations.fields.nrdsId.
    <ResourceContextProvider value="locations">
      <Form defaultValues={{ nrdsId }} mode="onChange">
        <NrdsInput source="nrdsId" {...props} />
        <ValueOf source="nrdsId" />
      </Form>
    </ResourceContextProvider>,
  );

const field = () => screen.getByRole('textbox', { name: /NRDS ID/ });
const autoButton = () => screen.getByRole('button', { name: 'Auto NRDS' });
const manualButton = () => screen.getByRole('button', { name: 'Manual NRDS' });
const clearButton = () => screen.getByRole('button', { name: 'Clear the NRDS ID' });

describe('NrdsInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is locked until Auto or Manual is chosen', async () => {
    const user = userEvent.setup();
    renderInput();
    expect(field()).toHaveAttribute('readonly');
    expect(screen.getByText('Choose Auto NRDS or Manual NRDS to fill it in.')).toBeInTheDocument();
    await user.type(field(), '123');
    expect(field()).toHaveValue('');
    expect(autoButton()).toBeEnabled();
    expect(manualButton()).toBeEnabled();
  });

  it('Auto sets 5022 followed by five random digits and keeps the field locked', async () => {
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderInput();
    await user.click(autoButton());
    expect(field()).toHaveValue('502255000');
    expect(screen.getByLabelText('value')).toHaveTextContent('502255000');
    expect(field()).toHaveAttribute('readonly');
    expect((field() as HTMLInputElement).value).toMatch(/^5022\d{5}$/);
  });

  it('Auto and Manual are disabled once the field has a value', async () => {
    const user = userEvent.setup();
    renderInput();
    await user.click(autoButton());
    expect(autoButton()).toBeDisabled();
    expect(manualButton()).toBeDisabled();
  });

  it('Auto and Manual are disabled for a stored id, which stays locked', () => {
    renderInput('502212345');
    expect(field()).toHaveValue('502212345');
    expect(field()).toHaveAttribute('readonly');
    expect(autoButton()).toBeDisabled();
    expect(manualButton()).toBeDisabled();
  });

  it('Manual unlocks the field for typing', async () => {
    const user = userEvent.setup();
    renderInput();
    await user.click(manualButton());
    expect(field()).not.toHaveAttribute('readonly');
    expect(field()).toHaveFocus();
    await user.type(field(), '7654321');
    expect(screen.getByLabelText('value')).toHaveTextContent('7654321');
    expect(autoButton()).toBeDisabled();
    expect(manualButton()).toBeDisabled();
  });

  it('accepts digits only', async () => {
    const user = userEvent.setup();
    renderInput();
    await user.click(manualButton());
    await user.type(field(), '12ab');
    await user.tab();
    expect(await screen.findByText('NRDS ID must be 4 to 15 digits')).toBeInTheDocument();
    expect(validateNrds('12345', {}, {})).toBeUndefined();
    expect(validateNrds('', {}, {})).toBeUndefined();
    expect(validateNrds('12-45', {}, {})).toBe('app.nrds.invalid');
  });

  it('clear empties the field and unlocks it; Auto and Manual are enabled again', async () => {
    const user = userEvent.setup();
    renderInput('502212345');
    await user.click(clearButton());
    expect(field()).toHaveValue('');
    expect(screen.getByLabelText('value')).toHaveTextContent('');
    expect(field()).not.toHaveAttribute('readonly');
    expect(autoButton()).toBeEnabled();
    expect(manualButton()).toBeEnabled();
    await user.type(field(), '9999');
    await waitFor(() => expect(screen.getByLabelText('value')).toHaveTextContent('9999'));
  });

  it('has no clear button when allowClear is false', () => {
    renderInput('502212345', { allowClear: false });
    expect(screen.queryByRole('button', { name: 'Clear the NRDS ID' })).not.toBeInTheDocument();
    expect(autoButton()).toBeDisabled();
  });

  it('disabled, shows the id without any button', () => {
    renderInput('502212345', { disabled: true });
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('502212345');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
