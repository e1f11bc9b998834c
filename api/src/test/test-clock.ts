/** A clock tests move by hand, injected into the app as `now`. */
export class TestClock {
  private current: number;

  constructor(start = new Date('2026-03-02T12:00:00.000Z')) {
    this.current = start.getTime();
  }

  readonly now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60 * 1000);
  }
}
