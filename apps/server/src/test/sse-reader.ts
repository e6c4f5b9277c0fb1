/** Reads a Server-Sent Events response as it arrives. */
export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  closed = false;

  constructor(response: Response) {
    this.reader = response.body!.getReader();
  }

  /** Waits for the next block (frames are separated by a blank line) matching `accept`. */
  async next(accept: (block: string) => boolean, timeoutMs = 3000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let cut = this.buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        if (accept(block)) return block;
        cut = this.buffer.indexOf('\n\n');
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching event in time');
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (chunk === 'timeout') throw new Error('no matching event in time');
      if (chunk.done) {
        this.closed = true;
        throw new Error('stream ended');
      }
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  async nextData(timeoutMs?: number): Promise<{ topic: string; data?: Record<string, unknown> }> {
    const block = await this.next((b) => b.startsWith('data: '), timeoutMs);
    return JSON.parse(block.slice('data: '.length)) as { topic: string };
  }

  /** Resolves when the server ends the stream. */
  async ended(timeoutMs = 3000): Promise<boolean> {
    try {
      await this.next(() => false, timeoutMs);
    } catch (error) {
      return (error as Error).message === 'stream ended';
    }
    return false;
  }
}
