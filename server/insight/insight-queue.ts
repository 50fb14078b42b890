/**
 * A bounded queue of counts between requests and the database (ADR 107). A request only pushes
 * (no I/O, no waiting); a timer flushes every few seconds and the graceful stop flushes the rest.
 * When the queue is full, counts are dropped, never waited for, and the time they were dropped
 * is kept as a gap that the next flush records (the admin reads "counts incomplete between …").
 */
export interface Gap {
  from: Date;
  to: Date;
  dropped: number;
}

export interface QueueOptions<T> {
  /** Most items held at once; beyond it a push drops the item. */
  capacity: number;
  /** Writes one batch; a rejection drops that batch (counted as a gap). */
  write(batch: T[]): Promise<void>;
  /** Records a gap; called by the flush that follows a drop. */
  recordGap(gap: Gap): Promise<void>;
  /** Told about every gap, when it is recorded (the log line). */
  onGap?(gap: Gap): void;
  /** Told when a batch could not be written. */
  onWriteError?(error: unknown, lost: number): void;
  /** Items per write. */
  batchSize?: number;
  now?: () => Date;
}

export class InsightQueue<T> {
  private items: T[] = [];
  private gap: Gap | null = null;
  private flushing: Promise<void> | null = null;
  constructor(private readonly options: QueueOptions<T>) {}

  get length(): number {
    return this.items.length;
  }

  /** Adds an item, or drops it when full. Never waits. */
  push(item: T): boolean {
    if (this.items.length >= this.options.capacity) {
      this.drop(1);
      return false;
    }
    this.items.push(item);
    return true;
  }

  /** Counts `n` items dropped before they reached the queue (the beacon cap), in the gap the next flush records. */
  drop(n: number) {
    const now = this.options.now?.() ?? new Date();
    if (this.gap) {
      this.gap.to = now;
      this.gap.dropped += n;
    } else this.gap = { from: now, to: now, dropped: n };
  }

  /** Writes everything queued so far (one flush at a time; a second caller waits for the first, then flushes again). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const size = this.options.batchSize ?? 2000;
    // Only what is queued now: what comes in during the writes waits for the next flush. Were the
    // loop to run until the queue is empty, a busy server would never leave it, and would write
    // a stream of small batches (a statement every few milliseconds) instead of a few large ones.
    let queued = this.items.length;
    while (queued > 0) {
      const batch = this.items.splice(0, Math.min(size, queued));
      queued -= batch.length;
      try {
        await this.options.write(batch);
      } catch (e) {
        this.options.onWriteError?.(e, batch.length);
        this.drop(batch.length);
        break;
      }
    }
    if (this.gap) {
      // Taken before the write: drops during it start a new gap.
      const gap = this.gap;
      this.gap = null;
      try {
        await this.options.recordGap(gap);
        this.options.onGap?.(gap);
      } catch (e) {
        this.options.onWriteError?.(e, 0);
        // Kept for the next flush, joined with any newer drops.
        const newer = this.gap as Gap | null;
        this.gap = newer ? { from: gap.from, to: newer.to, dropped: gap.dropped + newer.dropped } : gap;
      }
    }
  }
}
