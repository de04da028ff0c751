import { describe, expect, it } from 'bun:test';
import { copyNoticesMessage } from './copy-notice';

describe('the copy notices banner', () => {
  it('says nothing without notices', () => expect(copyNoticesMessage([])).toBeNull());
  it('keeps the withdrawal wording, erasures counted with withdrawals', () => {
    expect(copyNoticesMessage(['withdrawn'])).toBe('1 student withdrew consent — delete your copy');
    expect(copyNoticesMessage(['withdrawn', 'erased'])).toBe('2 students withdrew consent — delete your copy');
  });
  it('names students who asked not to be contacted apart', () => {
    expect(copyNoticesMessage(['do_not_contact'])).toBe('1 student asked not to be contacted — delete your copy');
    expect(copyNoticesMessage(['withdrawn', 'do_not_contact', 'do_not_contact'])).toBe(
      '1 student withdrew consent and 2 students asked not to be contacted — delete your copy',
    );
  });
});
