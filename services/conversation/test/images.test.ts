import { checkImage } from '../src/domain/images';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const gif = Buffer.from('GIF89a....', 'latin1');
const webp = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 ', 'latin1'),
]);

describe('image checks', () => {
  it('recognises PNG, JPEG, GIF and WebP by their content', () => {
    expect(checkImage(png.toString('base64'), 1000).mimeType).toBe('image/png');
    expect(checkImage(jpeg.toString('base64'), 1000).mimeType).toBe('image/jpeg');
    expect(checkImage(gif.toString('base64'), 1000).mimeType).toBe('image/gif');
    expect(checkImage(`data:image/webp;base64,${webp.toString('base64')}`, 1000).mimeType).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(() =>
      checkImage(`data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`, 1000),
    ).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }));
  });

  it('refuses an image over the limit before decoding it', () => {
    const big = Buffer.concat([png, Buffer.alloc(2000)]).toString('base64');
    expect(() => checkImage(big, 1000)).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }));
  });
});
