import { describe, expect, it } from 'vitest';
import { ImageUrl, validateImageFile } from './image';

const TYPE = 'jpeg, jpg, png 이미지만 업로드할 수 있습니다.';
const SIZE = '이미지는 200MB(209715200바이트)까지 업로드할 수 있습니다.';

describe('validateImageFile (spec §5)', () => {
  it.each([
    [{ name: 'a.jpg', size: 1, type: 'image/jpeg' }, null],
    [{ name: 'a.JPEG', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'a.png', size: 209_715_200, type: 'image/png' }, null],
    [{ name: 'photo.final.Png', size: 10 }, null],
    [{ name: 'a.jpg', size: 10, type: '' }, null],
    [{ name: 'a.png', size: 209_715_201, type: 'image/png' }, SIZE],
    [{ name: 'a.gif', size: 10, type: 'image/gif' }, TYPE],
    [{ name: 'a.webp', size: 10, type: 'image/webp' }, TYPE],
    [{ name: 'a.jpg', size: 10, type: 'image/gif' }, TYPE],
    [{ name: 'jpg', size: 10, type: 'image/jpeg' }, TYPE],
    [{ name: 'a.jpg.exe', size: 10 }, TYPE],
    [{ name: 'a.jpg', size: 0, type: 'image/jpeg' }, '빈 파일은 업로드할 수 없습니다.'],
  ])('%j → %s', (file, reason) => {
    expect(validateImageFile(file)).toEqual(reason === null ? { valid: true } : { valid: false, reason });
  });
});

describe('ImageUrl', () => {
  it.each([
    ['https://img.alicdn.com/a.jpg', true],
    ['http://example.com/a.png?x=1', true],
    ['/images/u1/a.jpg', true],
    ['//img.alicdn.com/a.jpg', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com/a.jpg', false],
    ['', false],
  ])('%s → %s', (url, valid) => {
    expect(ImageUrl.safeParse(url).success).toBe(valid);
  });
});
