import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const link = (children: string) => <a href="/terms">{children}</a>;

describe('TaggedText', () => {
  it('makes the tagged words the given elements and keeps the rest as text', () => {
    const { container } = render(
      <TaggedText
        text="You accept the <terms>conditions</terms> and the <privacy>policy</privacy>."
        parts={{ terms: link, privacy: (children) => <b>{children}</b> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'You accept the <a href="/terms">conditions</a> and the <b>policy</b>.',
    );
  });

  it('never turns translated text into markup', () => {
    const { container } = render(
      <TaggedText
        text={'<img src=x onerror=alert(1)> <terms>a<b>c</b></terms>'}
        parts={{ terms: link }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> a<b>c</b>');
  });

  it('leaves an unknown tag as its text', () => {
    const { container } = render(<TaggedText text="a <x>b</x> c" parts={{ terms: link }} />);
    expect(container.textContent).toBe('a <x>b</x> c');
  });
});
