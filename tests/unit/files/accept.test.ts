import { describe, expect, it } from 'vitest';
import { acceptedKinds, acceptsFile, isImageUrl } from '../../../src/core/files/accept';

describe('issue 10: an upload checks the file type before sending', () => {
  it('a type family, an exact type or an extension lets a file in', () => {
    expect(acceptsFile('image/*', { name: '驾驶证.JPG', type: 'image/jpeg' })).toBe(true);
    expect(acceptsFile('image/*,application/pdf', { name: '回单.pdf', type: 'application/pdf' })).toBe(true);
    expect(acceptsFile('.pdf', { name: '合同.PDF', type: '' })).toBe(true);
  });
  it('anything else is refused, whatever its name pretends', () => {
    expect(acceptsFile('image/*', { name: '回单.pdf', type: 'application/pdf' })).toBe(false);
    expect(acceptsFile('image/*,application/pdf', { name: 'a.exe', type: 'application/x-msdownload' })).toBe(false);
    expect(acceptsFile('image/png', { name: 'photo.png', type: 'image/jpeg' })).toBe(false);
  });
  it('no accept list: every file', () => {
    expect(acceptsFile('', { name: 'x.bin', type: '' })).toBe(true);
  });
  it('the hint names the kinds; only images are previewed', () => {
    expect(acceptedKinds('image/*,application/pdf')).toEqual(['JPG', 'PNG', 'PDF']);
    expect(isImageUrl('/files/abc.jpeg')).toBe(true);
    expect(isImageUrl('/files/abc.pdf?sig=1')).toBe(false);
  });
});
