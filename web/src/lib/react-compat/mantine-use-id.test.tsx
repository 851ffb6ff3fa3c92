import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe("Mantine's useId as the build gives it", () => {
  it('gives each component its own id, kept across renders, without a second render on mount', () => {
    const renders: string[] = [];
    function Field({ name }: { name: string }) {
      const id = useId();
      const [, setCount] = useState(0);
      renders.push(name);
      return (
        <label htmlFor={id}>
          {name}
          <input id={id} onFocus={() => setCount((count) => count + 1)} />
        </label>
      );
    }
    render(
      <>
        <Field name="First" />
        <Field name="Second" />
      </>,
    );
    expect(renders).toEqual(['First', 'Second']);
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first.id).toMatch(/^mantine-[\w-]+$/);
    expect(first.id).not.toBe(second.id);

    const before = first.id;
    act(() => first.focus());
    expect(renders).toEqual(['First', 'Second', 'First']);
    expect(screen.getByLabelText('First').id).toBe(before);
  });

  it('keeps an id the component is given', () => {
    function Named() {
      return <span data-testid="named" id={useId('member-email')} />;
    }
    render(<Named />);
    expect(screen.getByTestId('named').id).toBe('member-email');
  });
});
