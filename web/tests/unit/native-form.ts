// The visitor forms post without JavaScript until their island hydrates (docs/product.md §5).
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Checks the form is a POST to `action` whose button is usable before hydration, and returns it. */
export function expectNativePost(testId: string, action: string): HTMLFormElement {
  const form = screen.getByTestId(testId) as HTMLFormElement;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(action);
  expect((form.querySelector('button') as HTMLButtonElement).disabled).toBe(false);
  return form;
}
