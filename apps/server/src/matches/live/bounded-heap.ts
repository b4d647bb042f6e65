/**
 * The `limit` smallest items by `compare` seen so far: a max-heap whose root is the worst kept, so an item that
 * cannot beat the root is rejected in one comparison (what makes a page-1 pass over many rows cheap).
 */
export class BoundedHeap<T> {
  readonly #items: T[] = [];
  readonly #limit: number;
  readonly #compare: (a: T, b: T) => number;

  constructor(limit: number, compare: (a: T, b: T) => number) {
    this.#limit = limit;
    this.#compare = compare;
  }

  get full(): boolean {
    return this.#items.length >= this.#limit;
  }

  /** The worst item kept; only meaningful once the heap holds something. */
  get worst(): T | undefined {
    return this.#items[0];
  }

  offer(item: T): void {
    const heap = this.#items;
    const compare = this.#compare;
    if (this.#limit <= 0) return;
    if (heap.length < this.#limit) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    if (compare(item, heap[0]!) >= 0) return;
    heap[0] = item;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  }

  /** What is kept, best first. */
  sorted(): T[] {
    return [...this.#items].sort(this.#compare);
  }
}
