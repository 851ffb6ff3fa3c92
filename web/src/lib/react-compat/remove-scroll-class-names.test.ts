import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe('RemoveScroll class names (the header’s stand-in)', () => {
  it('are the installed react-remove-scroll’s, which its scroll lock gives the gap to', () => {
    expect(RemoveScroll.classNames).toEqual(library.classNames);
  });
});
