import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TooltipHost, tooltipAttributes } from '../../../src/admin/common/sharedTooltip';
import { passTime, startFakeTimers } from '../../helpers/timers';

const Page = () => {
  const [shown, setShown] = useState(true);
  return (
    <>
      <TooltipHost />
      <button type="button">Before</button>
      {shown && (
        <button type="button" aria-label="Edit Acme Realty" {...tooltipAttributes('Edit Acme Realty')}>
          ✎
        </button>
      )}
      <button type="button" aria-label="Delete Acme Realty" {...tooltipAttributes('Delete Acme Realty', 'right')}>
        🗑
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Remove the edit button
      </button>
      <button type="button" {...tooltipAttributes('')}>
        No hint
      </button>
    </>
  );
};

/** Runs the tooltip's delays and MUI's fade, a step at a time as each step schedules the next. */
const pass = async (ms: number) => {
  for (let left = ms; left > 0; left -= 100) await passTime(Math.min(100, left));
};

describe('the shared tooltip', () => {
  beforeEach(() => startFakeTimers());

  it('shows one element’s title after MUI’s delay when it is hovered, beside it, and hides it when the pointer leaves', async () => {
    render(<Page />);
    const edit = screen.getByRole('button', { name: 'Edit Acme Realty' });
    fireEvent.mouseOver(edit);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await pass(150);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit Acme Realty');
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-popper-placement', 'bottom');
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Before' }));
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('moves to the next element hovered, with its placement', async () => {
    render(<Page />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Edit Acme Realty' }));
    await pass(150);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Delete Acme Realty' }));
    await pass(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete Acme Realty');
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-popper-placement', 'right');
  });

  it('stays while the pointer is on the tooltip itself, so its text can be read', async () => {
    render(<Page />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Edit Acme Realty' }));
    await pass(150);
    fireEvent.mouseOver(screen.getByRole('tooltip'));
    await pass(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit Acme Realty');
  });

  it('does not open when the pointer leaves before the delay is over', async () => {
    render(<Page />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Edit Acme Realty' }));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Before' }));
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, leaves the focus where it is, and hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.tab();
    const edit = screen.getByRole('button', { name: 'Edit Acme Realty' });
    expect(edit).toHaveFocus();
    await pass(150);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit Acme Realty');
    await user.keyboard('{Escape}');
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    await user.tab();
    await pass(150);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete Acme Realty');
    await user.tab();
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show on the focus a click gives', async () => {
    render(<Page />);
    const edit = screen.getByRole('button', { name: 'Edit Acme Realty' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.mouseDown(edit);
    edit.focus();
    await pass(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on a touch held as long as MUI’s, for as long as MUI’s, and not on a tap', async () => {
    render(<Page />);
    const edit = screen.getByRole('button', { name: 'Edit Acme Realty' });
    fireEvent.touchStart(edit);
    await pass(300);
    fireEvent.touchEnd(edit);
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.touchStart(edit);
    await pass(800);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit Acme Realty');
    fireEvent.touchEnd(edit);
    await pass(2000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('goes with its element when the element leaves the page', async () => {
    render(<Page />);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Edit Acme Realty' }));
    await pass(150);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the edit button' }));
    await pass(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing for an element without a title', async () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'No hint' });
    expect(button).not.toHaveAttribute('data-tooltip');
    fireEvent.mouseOver(button);
    await pass(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
