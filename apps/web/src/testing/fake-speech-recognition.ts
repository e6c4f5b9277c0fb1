/** A stand-in for the browser's SpeechRecognition that says what the test tells it. */
export class FakeSpeechRecognition {
  static last: FakeSpeechRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 1;
  started = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeSpeechRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  /** A final result, then the end (as when the person stops talking and presses stop). */
  say(text: string) {
    const result = Object.assign([{ transcript: text }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}
