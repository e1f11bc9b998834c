import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { revealFirstError, useRevealFirstError } from './reveal-first-error';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
});
afterEach(() => scrollIntoView.mockClear());

describe('revealFirstError', () => {
  it('scrolls to the first field in error and focuses its control', () => {
    render(
      <div>
        <div className="ant-form-item">
          <input aria-label="Nombre" />
        </div>
        <div className="ant-form-item ant-form-item-has-error" data-testid="first">
          <input aria-label="Nombre del grupo" />
        </div>
        <div className="ant-form-item ant-form-item-has-error">
          <input aria-label="Series" />
        </div>
      </div>,
    );
    expect(revealFirstError()).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByTestId('first'));
    expect(screen.getByLabelText('Nombre del grupo')).toHaveFocus();
  });

  it('focuses a message of its own when it has no control, and says when there is nothing to show', () => {
    const { rerender } = render(<div />);
    expect(revealFirstError()).toBe(false);
    rerender(
      <div data-field-error tabIndex={-1}>
        Agregá al menos un grupo
      </div>,
    );
    expect(revealFirstError()).toBe(true);
    expect(screen.getByText('Agregá al menos un grupo')).toHaveFocus();
  });
});

function Editor() {
  const [error, setError] = useState(false);
  const reveal = useRevealFirstError();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(true);
          reveal();
        }}
      >
        Guardar
      </button>
      {error && <input aria-label="Nombre" aria-invalid="true" />}
    </>
  );
}

it('useRevealFirstError reveals the error once the failed save has rendered it', () => {
  render(<Editor />);
  act(() => screen.getByRole('button', { name: 'Guardar' }).click());
  expect(screen.getByLabelText('Nombre')).toHaveFocus();
  expect(scrollIntoView).toHaveBeenCalled();
});
