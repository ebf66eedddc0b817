import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '@tests/support/screen-support';
import { ChartChooser } from './chart-chooser';

type Measure = 'views' | 'clicks';
const OPTIONS = [
  { value: 'views', label: 'Views' },
  { value: 'clicks', label: 'Apply clicks' },
] as const;

beforeAll(() => {
  // jsdom has no ResizeObserver; Chakra's segment group measures its indicator with one.
  stubResizeObserver();
});

function Chooser({ disabled }: { disabled?: boolean }) {
  const [measure, setMeasure] = useState<Measure>('views');
  return (
    <ChakraProvider value={defaultSystem}>
      <ChartChooser label="Measure" options={OPTIONS} value={measure} onChange={setMeasure} disabled={disabled} />
      <output>{measure}</output>
    </ChakraProvider>
  );
}

describe('a chart’s chooser', () => {
  it('names the group, shows the choice, and changes it', async () => {
    render(<Chooser />);
    expect(screen.getByRole('radiogroup', { name: 'Measure' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Views' })).toBeChecked();
    await userEvent.click(screen.getByText('Apply clicks'));
    expect(screen.getByRole('radio', { name: 'Apply clicks' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('clicks');
  });

  it('offers nothing while disabled', async () => {
    render(<Chooser disabled />);
    await userEvent.click(screen.getByText('Apply clicks'));
    expect(screen.getByRole('radio', { name: 'Views' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('views');
  });
});
