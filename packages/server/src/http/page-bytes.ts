/**
 * A response body written in parts: text is gathered and encoded as UTF-8 once per run of text,
 * and bytes kept across answers (a page's kept fragments, stylesheets) are copied as they are.
 */
export class PageBytes {
  private readonly parts: Buffer[] = [];
  private text = '';
  private length = 0;

  /** Adds text or bytes after what is already written. */
  write(part: string | Buffer): this {
    if (typeof part === 'string') this.text += part;
    else {
      this.endText();
      this.parts.push(part);
      this.length += part.length;
    }
    return this;
  }

  /** Adds everything another body holds. */
  append(other: PageBytes): this {
    other.endText();
    for (const part of other.parts) this.write(part);
    return this;
  }

  /** The body as one buffer (one copy of each part). */
  toBuffer(): Buffer {
    this.endText();
    return Buffer.concat(this.parts, this.length);
  }

  private endText(): void {
    if (this.text === '') return;
    const bytes = Buffer.from(this.text, 'utf8');
    this.parts.push(bytes);
    this.length += bytes.length;
    this.text = '';
  }
}
