import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProductForm } from '../../app/components/dashboard/product-form.tsx';
import { renderInDashboard } from './render.tsx';

test('smoke: the add form asks for an ASIN before searching', async () => {
  const { user } = renderInDashboard(<ProductForm mode="create" screen="products" categories={[]} onSaved={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Inserisci un ASIN prima di cercare.');
  expect(screen.getByLabelText(/ASIN/, { selector: 'input' })).toHaveAccessibleDescription(/Inserisci un ASIN prima di cercare\./);
});
