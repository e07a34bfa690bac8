import { act, render, screen } from '@testing-library/react';
import { lazyScreen } from '../../../src/admin/common/lazyScreen';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen', () => {
  it('waits for code not yet downloaded behind "Please wait"', async () => {
    let arrive!: () => void;
    const Screen = lazyScreen(() => new Promise<typeof Page>((resolve) => (arrive = () => resolve(Page))));
    render(<Screen name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await act(async () => arrive());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('shows preloaded code in its first render, with no fallback in between', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Screen = lazyScreen(load);
    await Screen.preload();
    // A synchronous render: content that suspended would show the fallback here.
    render(<Screen name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Screen = lazyScreen(load);
    await Screen.preload();
    await Screen.preload();
    render(<Screen name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
