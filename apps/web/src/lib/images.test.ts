import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './images';

describe('resolveImageUrl', () => {
  it('keeps stored image paths as they are when the API is on the page origin', () => {
    expect(resolveImageUrl('/api/images/ab/abc.jpg', '/api', 'https://app.sellerdesk.test')).toBe(
      '/api/images/ab/abc.jpg',
    );
  });

  it('points them at the API origin when the API lives elsewhere', () => {
    expect(
      resolveImageUrl(
        '/api/images/ab/abc.jpg',
        'https://api.sellerdesk.test/api',
        'https://app.sellerdesk.test',
      ),
    ).toBe('https://api.sellerdesk.test/api/images/ab/abc.jpg');
  });

  it('leaves absolute addresses alone', () => {
    expect(
      resolveImageUrl('https://img.example.com/a.jpg', 'https://api.sellerdesk.test/api', 'https://app.test'),
    ).toBe('https://img.example.com/a.jpg');
  });
});
