import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../data/api-client';
import { createFakeRest } from '../../../data/fake-rest';
import { uploadMedia } from './upload-media';

const file = () => new File(['png'], 'photo.png', { type: 'image/png' });

describe('uploadMedia', () => {
  it('posts the file as multipart `file` through the client and returns the media item', async () => {
    const fake = createFakeRest({
      'POST /wp/v2/media': () => ({
        body: {
          id: 9,
          source_url: '/wp-content/uploads/photo.png',
          alt_text: '',
          title: { rendered: 'photo' },
        },
      }),
    });
    const item = await uploadMedia(fake.client, file());
    expect(item).toEqual({ id: 9, url: '/wp-content/uploads/photo.png', alt: '', title: 'photo' });
    const sent = fake.seen[0]?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('photo.png');
  });

  it("shows the server's message when the upload is refused", async () => {
    const fake = createFakeRest({
      'POST /wp/v2/media': () => {
        throw new ApiError('rest_upload_file_too_big', 'The file is too big.', 413);
      },
    });
    await expect(uploadMedia(fake.client, file())).rejects.toThrow('The file is too big.');
  });

  it('says the upload failed when the answer is no media item', async () => {
    const fake = createFakeRest({ 'POST /wp/v2/media': () => ({ body: { id: 9 } }) });
    await expect(uploadMedia(fake.client, file())).rejects.toThrow('The upload failed.');
  });
});
